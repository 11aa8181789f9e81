'use client'
import { useState, type ReactNode } from 'react'
import type { ChartSpec } from '@/lib/supply/chart'
import { csvFileName, toCsv, type ChartTable } from '@/lib/supply/csv'
import { ChartTableView } from './chart-table'
import { SupplyChart } from './supply-chart'

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

const button = 'px-2 py-1 text-xs'

/**
 * One chart with its table view and CSV download, all three from the same `table`. `id` names the figure for
 * tests and links; `summary` describes the chart for screen readers (the table carries the figures).
 */
export function ChartCard({
  id,
  title,
  table,
  spec,
  summary,
  note,
}: {
  id: string
  title: string
  table: ChartTable
  spec: ChartSpec
  summary: string
  note?: ReactNode
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart')
  return (
    <figure id={id} data-chart={id} className="min-w-0 rounded-md border border-zinc-200 dark:border-zinc-800">
      <div className="flex flex-wrap items-center gap-2 border-b border-zinc-100 px-3 py-2 dark:border-zinc-800">
        <figcaption className="text-sm font-medium">{title}</figcaption>
        <div className="ml-auto flex items-center gap-1">
          <div
            role="group"
            aria-label={`${title}: view`}
            className="flex overflow-hidden rounded border border-zinc-300 dark:border-zinc-700"
          >
            {(['chart', 'table'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => setView(v)}
                className={`${button} ${view === v ? 'bg-zinc-200 font-medium dark:bg-zinc-700' : 'hover:bg-zinc-100 dark:hover:bg-zinc-800'}`}
              >
                {v === 'chart' ? 'Chart' : 'Table'}
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => download(csvFileName(id, Date.now()), toCsv(table))}
            className={`${button} rounded border border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800`}
          >
            Download CSV<span className="sr-only"> of {title}</span>
          </button>
        </div>
      </div>
      {view === 'chart' ? (
        <div className="h-64 p-2" role="img" aria-label={`${title}: ${summary}`}>
          <SupplyChart table={table} spec={spec} />
        </div>
      ) : (
        <ChartTableView caption={title} table={table} />
      )}
      {note && (
        <p className="border-t border-zinc-100 px-3 py-2 text-xs text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          {note}
        </p>
      )}
    </figure>
  )
}
