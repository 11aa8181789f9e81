'use client'
import { useMemo, useRef } from 'react'
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { FieldValue, TABLE_MAX_FRACTION } from '@/components/ui/field-value'
import { ScrollBox } from './scroll-box'
import type { Field } from '@/lib/explorer/view'
import { VIRTUALIZE_AFTER, type TableProps, type TableRow as Row } from './plain-table'
import { EmptyRow, tableCls } from './rows-table'

const features = tableFeatures({})
const helper = createColumnHelper<typeof features, Row>()
const EMPTY: Field = { type: 'empty' }
const ROW_PX = 37

/**
 * TanStack Table v9 over adapter rows (`Record<column key, Field>`). Server-paged: pass one page of rows and a
 * `footer` (usually <CursorPager/>). Long lists are virtualised inside a scroll box.
 * `<DataTable caption="Balances" columns={[{ key: 'denom', label: 'Denom' }]} rows={rows} />`
 * `rows` must be referentially stable between renders (memoise it).
 */
export function DataTable({ caption, columns, rows, empty = 'Nothing here.', footer }: TableProps) {
  const defs = useMemo(
    () =>
      helper.columns(
        columns.map((c) =>
          helper.accessor((r: Row) => r[c.key] ?? EMPTY, {
            id: c.key,
            header: c.label,
            cell: (info) => <FieldValue f={info.getValue()} maxFraction={TABLE_MAX_FRACTION} cell />,
          }),
        ),
      ),
    [columns],
  )
  const table = useTable({ features, columns: defs, data: rows })
  const model = table.getRowModel().rows
  const numeric = useMemo(() => new Set(columns.filter((c) => c.numeric).map((c) => c.key)), [columns])
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtual = model.length > VIRTUALIZE_AFTER
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's functions are read during render on purpose
  const v = useVirtualizer({
    count: virtual ? model.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    overscan: 12,
    initialRect: { width: 800, height: 480 },
  })
  const items = virtual ? v.getVirtualItems() : []
  const visible = virtual ? items.map((i) => model[i.index]!).filter(Boolean) : model
  const padTop = virtual && items.length ? items[0]!.start : 0
  const padBottom = virtual && items.length ? v.getTotalSize() - items[items.length - 1]!.end : 0
  const { cell } = tableCls

  return (
    <div>
      <ScrollBox label={caption} tall={virtual} boxRef={scrollRef}>
        <table className={tableCls.table}>
          <caption className="sr-only">{caption}</caption>
          <thead className={`${tableCls.head} ${virtual ? 'sticky top-0' : ''}`}>
            {table.getHeaderGroups().map((g) => (
              <tr key={g.id}>
                {g.headers.map((h) => (
                  <th key={h.id} scope="col" className={`${cell} font-medium ${numeric.has(h.id) ? 'text-right' : ''}`}>
                    <table.FlexRender header={h} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className={tableCls.body}>
            {padTop > 0 && <tr aria-hidden="true" style={{ height: padTop }} />}
            {visible.map((r) => (
              <tr key={r.id}>
                {r.getAllCells().map((c) => (
                  <td key={c.id} className={`${cell} ${numeric.has(c.column.id) ? 'text-right' : ''} max-w-[28rem]`}>
                    <table.FlexRender cell={c} />
                  </td>
                ))}
              </tr>
            ))}
            {padBottom > 0 && <tr aria-hidden="true" style={{ height: padBottom }} />}
            {model.length === 0 && <EmptyRow span={columns.length} text={empty} />}
          </tbody>
        </table>
      </ScrollBox>
      {footer}
    </div>
  )
}
