import type { ReactNode } from 'react'
import { FieldValue, TABLE_MAX_FRACTION } from '@/components/ui/field-value'
import { ScrollBox } from './scroll-box'
import type { Column, Field } from '@/lib/explorer/view'

export type TableRow = Record<string, Field>
export interface TableProps {
  caption: string
  columns: Column[]
  rows: TableRow[]
  empty?: string
  footer?: ReactNode
}

/** Above this many rows the body is virtualised (only the visible rows are in the DOM, see ./data-table). */
export const VIRTUALIZE_AFTER = 60

/** Class names shared with <DataTable/> so both render the same table. */
export const tableCls = {
  table: 'w-full text-left text-sm',
  head: 'bg-zinc-50 text-xs uppercase tracking-wide text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400',
  body: 'divide-y divide-zinc-100 dark:divide-zinc-800',
  cell: 'px-3 py-2 align-top',
  empty: 'text-zinc-600 dark:text-zinc-400',
} as const

const EMPTY: Field = { type: 'empty' }

/** The one row of a table without rows. */
export const EmptyRow = ({ span, text }: { span: number; text: string }) => (
  <tr>
    <td colSpan={span} className={`${tableCls.cell} ${tableCls.empty}`}>
      {text}
    </td>
  </tr>
)

/**
 * The same table as <DataTable/> for at most VIRTUALIZE_AFTER rows, without hooks: server components render it
 * for a panel's first paint, so record pages need no table library in the browser until the data changes.
 */
export function PlainTable({ caption, columns, rows, empty = 'Nothing here.', footer }: TableProps) {
  const { cell } = tableCls
  return (
    <div>
      <ScrollBox label={caption}>
        <table className={tableCls.table}>
          <caption className="sr-only">{caption}</caption>
          <thead className={tableCls.head}>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={`${cell} font-medium ${c.numeric ? 'text-right' : ''}`}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={tableCls.body}>
            {rows.map((r, i) => (
              <tr key={i}>
                {columns.map((c) => (
                  <td key={c.key} className={`${cell} ${c.numeric ? 'text-right' : ''} max-w-[28rem]`}>
                    <FieldValue f={r[c.key] ?? EMPTY} maxFraction={TABLE_MAX_FRACTION} />
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && <EmptyRow span={columns.length} text={empty} />}
          </tbody>
        </table>
      </ScrollBox>
      {footer}
    </div>
  )
}
