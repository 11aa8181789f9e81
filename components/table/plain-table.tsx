import type { ReactNode } from 'react'
import { FieldValue, TABLE_MAX_FRACTION } from '@/components/ui/field-value'
import { RowsTable, type RowColumn } from './rows-table'
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

const EMPTY: Field = { type: 'empty' }

/**
 * The same table as <DataTable/> for at most VIRTUALIZE_AFTER rows, without hooks: server components render it
 * for a panel's first paint, so record pages need no table library in the browser until the data changes.
 */
export function PlainTable({ caption, columns, rows, empty = 'Nothing here.', footer }: TableProps) {
  const cells: RowColumn<TableRow>[] = columns.map((c) => ({
    key: c.key,
    label: c.label,
    numeric: c.numeric,
    className: 'max-w-[28rem]',
    cell: (r) => <FieldValue f={r[c.key] ?? EMPTY} maxFraction={TABLE_MAX_FRACTION} cell />,
  }))
  return (
    <div>
      <RowsTable
        label={caption}
        caption={caption}
        columns={cells}
        rows={rows}
        rowKey={(_, i) => String(i)}
        empty={empty}
      />
      {footer}
    </div>
  )
}
