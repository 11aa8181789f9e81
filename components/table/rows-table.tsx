import type { ReactNode } from 'react'
import { ScrollBox } from './scroll-box'

/** Class names shared with <DataTable/> so both render the same table. */
export const tableCls = {
  table: 'w-full text-left text-sm',
  head: 'bg-zinc-50 text-xs uppercase tracking-wide text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400',
  body: 'divide-y divide-zinc-100 dark:divide-zinc-800',
  cell: 'px-3 py-2 align-top',
  empty: 'text-zinc-600 dark:text-zinc-400',
} as const

/** The one row of a table without rows. */
export const EmptyRow = ({ span, text }: { span: number; text: string }) => (
  <tr>
    <td colSpan={span} className={`${tableCls.cell} ${tableCls.empty}`}>
      {text}
    </td>
  </tr>
)

const { cell } = tableCls

/** One column of a `RowsTable`: its header and how a row fills its cell. */
export interface RowColumn<R> {
  /** React's key for the column; its label where none is given. */
  key?: string
  label: string
  numeric?: boolean
  /** Classes this column's cells add (width, wrapping, figures). */
  className?: string
  cell(row: R): ReactNode
}

/**
 * A table whose cells are components (links, decoded values) rather than adapter `Field`s: the search pages'
 * results (logs, ledger transactions, indexed activity). No hooks, so a server component renders it whole; the
 * frame as <PlainTable/> (which is one of them, over adapter fields), so it looks like every other table.
 */
export function RowsTable<R>({
  label,
  columns,
  rows,
  rowKey,
  rowData,
  empty,
  testId,
  caption,
}: {
  label: string
  columns: readonly RowColumn<R>[]
  rows: readonly R[]
  rowKey(row: R, index: number): string
  /** `data-*` attributes of a row, for tests and scripts that read the page. */
  rowData?(row: R): Record<`data-${string}`, string | undefined>
  empty: string
  testId?: string
  /** Read by screen readers only: what the table lists. */
  caption?: string
}) {
  const cls = (c: RowColumn<R>) => [cell, c.numeric && 'text-right', c.className].filter(Boolean).join(' ')
  return (
    <ScrollBox label={label}>
      <table className={tableCls.table} data-testid={testId}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className={tableCls.head}>
          <tr>
            {columns.map((c) => (
              <th key={c.key ?? c.label} scope="col" className={`${cell} font-medium${c.numeric ? ' text-right' : ''}`}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={tableCls.body}>
          {rows.map((r, i) => (
            <tr key={rowKey(r, i)} {...rowData?.(r)}>
              {columns.map((c) => (
                <td key={c.key ?? c.label} className={cls(c)}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && <EmptyRow span={columns.length} text={empty} />}
        </tbody>
      </table>
    </ScrollBox>
  )
}
