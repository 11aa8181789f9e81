'use client'
import { groupThousands } from '@/lib/format/amount'
import type { ChartTable } from '@/lib/supply/csv'

/** Thousands separators for display only; the cell (and the CSV) keeps the plain exact digits. */
export function displayCell(v: string, numeric: boolean | undefined): string {
  if (!numeric) return v
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(v)
  return m ? `${m[1]}${groupThousands(m[2]!)}${m[3] ?? ''}` : v
}

/** The accessible table view of a chart: every exact value, nothing truncated. */
export function ChartTableView({ caption, table }: { caption: string; table: ChartTable }) {
  return (
    <div className="max-h-80 overflow-auto" tabIndex={0} role="region" aria-label={`${caption} (table)`}>
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
                  {r[c.key] ? displayCell(r[c.key]!, c.numeric) : <span className="text-zinc-500 dark:text-zinc-400">—</span>}
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
    </div>
  )
}
