'use client'
import { lazy, Suspense } from 'react'
import { useSeen } from '@/components/ui/use-seen'
import type { ChartPoint } from '@/lib/overview/model'

const Charts = lazy(() => import('./block-charts-inner'))

/**
 * Block time and transactions per block over the recent window. recharts is loaded only when the charts scroll
 * into view of a real screen (useSeen), so it never weighs on the first load of the overview.
 */
export function BlockCharts({ points, unit }: { points: ChartPoint[]; unit: string }) {
  const [ref, visible] = useSeen<HTMLDivElement>()
  const avg = points.filter((p) => p.blockSec !== undefined)
  const summary = `${points.length} ${unit}s from ${points[0]?.height} to ${points.at(-1)?.height}; ${avg.length ? `block time ${Math.min(...avg.map((p) => p.blockSec!)).toFixed(1)}–${Math.max(...avg.map((p) => p.blockSec!)).toFixed(1)} s` : 'no block times'}; ${points.reduce((s, p) => s + p.txs, 0)} transactions`
  return (
    <div ref={ref} className="grid gap-3 p-3 sm:grid-cols-2" role="img" aria-label={summary}>
      {visible ? (
        <Suspense fallback={<Placeholder />}>
          <Charts points={points} unit={unit} />
        </Suspense>
      ) : (
        <Placeholder />
      )}
    </div>
  )
}

function Placeholder() {
  return (
    <>
      <div className="h-48 rounded bg-zinc-50 dark:bg-zinc-900" />
      <div className="h-48 rounded bg-zinc-50 dark:bg-zinc-900" />
    </>
  )
}
