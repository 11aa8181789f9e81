'use client'
import { useMemo } from 'react'
import { ChartCard } from '@/components/supply/chart-card'
import { activityCharts } from '@/lib/history/charts'
import { feeDenom } from '@/lib/history/denoms'
import type { Activity } from '@/lib/history/types'

/** The charts themselves (recharts, loaded with this module only): the supply dashboard's chart cards. */
export default function NetworkActivityCharts({ data }: { data: Activity }) {
  const charts = useMemo(
    () =>
      activityCharts(data.points, { bucket: data.bucket, fee: feeDenom(data.network), from: data.from, to: data.to }),
    [data],
  )
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {charts.map((c) => (
        <ChartCard key={c.id} id={c.id} title={c.title} table={c.table} spec={c.spec} summary={c.summary} />
      ))}
    </div>
  )
}
