'use client'
import { displayCell } from '@/lib/supply/chart'
import type { ChartTable } from '@/lib/supply/csv'
import { ScrollBox } from '@/components/table/scroll-box'

/** The accessible table view of a chart: every exact value, nothing truncated. */
export function ChartTableView({ caption, table }: { caption: string; table: ChartTable }) {
  return (
    <ScrollBox label={`${caption} (table)`} tall maxHeight="max-h-80">
      <table className="w-full text-left text-sm" data-chart-table>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-zinc-50 text-xs uppercase tracking-wide text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
          <tr>
            {table.columns.map((c) => (
              <th key={c.key} scope="col" className={`px-3 py-2 font-medium ${c.numeric ? 'text-right' : ''}`}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
          {table.rows.map((r, i) => (
            <tr key={i}>
              {table.columns.map((c) => (
                <td key={c.key} className={`px-3 py-1.5 ${c.numeric ? 'text-right font-mono tabular-nums' : ''}`}>
                  {r[c.key] ? (
                    displayCell(r[c.key]!, c.numeric === true)
                  ) : (
                    <span className="text-zinc-500 dark:text-zinc-400">—</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
          {table.rows.length === 0 && (
            <tr>
              <td colSpan={table.columns.length} className="px-3 py-2 text-zinc-600 dark:text-zinc-400">
                No data yet.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </ScrollBox>
  )
}
