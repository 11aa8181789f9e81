'use client'
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { barAxis, heightLabel, valueAxis } from '@/lib/format/ticks'
import type { ChartPoint } from '@/lib/overview/model'
import { barCursor, lineCursor } from '@/components/ui/chart-style'

const axis = { stroke: 'currentColor', tick: { fill: 'currentColor', fontSize: 11 }, tickLine: false } as const
const tooltip = {
  contentStyle: { background: 'var(--color-zinc-900, #18181b)', border: 'none', color: '#fafafa', fontSize: 12 },
  labelStyle: { color: '#fafafa' },
}

export default function BlockChartsInner({ points, unit }: { points: ChartPoint[]; unit: string }) {
  const data = points.map((p) => ({
    height: p.height,
    blockSec: p.blockSec === undefined ? null : Number(p.blockSec.toFixed(2)),
    txs: p.txs,
  }))
  const seconds = valueAxis(data.map((d) => d.blockSec))
  const counts = barAxis(
    data.map((d) => d.txs),
    undefined,
    { integer: true },
  )
  return (
    <>
      <figure className="min-w-0 text-zinc-600 dark:text-zinc-400">
        <figcaption className="mb-1 text-xs font-medium">Block time (s) per {unit}</figcaption>
        <div className="h-44">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.2} />
              <XAxis dataKey="height" {...axis} tickFormatter={heightLabel} />
              <YAxis
                {...axis}
                ticks={seconds?.ticks}
                domain={seconds?.domain}
                tickFormatter={seconds?.label}
                allowDataOverflow
              />
              <Tooltip {...tooltip} cursor={lineCursor} />
              <Line
                type="monotone"
                dataKey="blockSec"
                name="Block time (s)"
                stroke="var(--color-chart-1)"
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
                connectNulls
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="min-w-0 text-zinc-600 dark:text-zinc-400">
        <figcaption className="mb-1 text-xs font-medium">Transactions per {unit}</figcaption>
        <div className="h-44">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.2} />
              <XAxis dataKey="height" {...axis} tickFormatter={heightLabel} />
              <YAxis {...axis} ticks={counts?.ticks} domain={counts?.domain} tickFormatter={counts?.label} />
              <Tooltip {...tooltip} cursor={barCursor} />
              <Bar dataKey="txs" name="Transactions" fill="var(--color-chart-2)" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </>
  )
}
