'use client'
import { useMemo } from 'react'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts'
import { chartData, displayCell, ROW, tickLabel, type ChartDatum, type ChartSpec } from '@/lib/supply/chart'
import type { ChartTable } from '@/lib/supply/csv'

// Spelled out so Tailwind sees the theme variables in use and emits them (it drops unused @theme variables).
const PALETTE = [
  'var(--color-chart-1)',
  'var(--color-chart-2)',
  'var(--color-chart-3)',
  'var(--color-chart-4)',
  'var(--color-chart-5)',
]
const color = (n: number) => PALETTE[(n - 1) % PALETTE.length]!
const axis = { stroke: 'currentColor', tick: { fill: 'currentColor', fontSize: 11 }, tickLine: false } as const

/** Tooltip with the exact cells of the row under the pointer (the drawn values are only approximations). */
function ExactTooltip({ active, payload, table }: TooltipContentProps & { table: ChartTable }) {
  const datum = payload?.[0]?.payload as ChartDatum | undefined
  if (!active || !datum) return null
  const row = table.rows[Number(datum[ROW])]
  if (!row) return null
  return (
    <div className="rounded border border-zinc-300 bg-white px-2 py-1 text-xs shadow dark:border-zinc-700 dark:bg-zinc-900">
      {table.columns.map((c) => (
        <div key={c.key} className="flex justify-between gap-3">
          <span className="text-zinc-600 dark:text-zinc-400">{c.label}</span>
          <span className="font-mono tabular-nums">
            {row[c.key] ? displayCell(row[c.key]!, c.numeric === true) : '—'}
          </span>
        </div>
      ))}
    </div>
  )
}

const timeTick = (span: number) => (ms: number) => {
  const d = new Date(ms)
  return span > 2 * 86_400_000 ? d.toISOString().slice(5, 10) : d.toISOString().slice(11, 16)
}

/** recharts leaf: draws a ChartSpec over its table. Animation is off so tests and screenshots are stable. */
export function SupplyChart({ table, spec }: { table: ChartTable; spec: ChartSpec }) {
  const data = useMemo(() => chartData(table, spec), [table, spec])
  const tooltip = (
    <Tooltip content={(p: TooltipContentProps) => <ExactTooltip {...p} table={table} />} isAnimationActive={false} />
  )
  const style = { width: '100%', height: '100%' }

  if (spec.kind === 'pie') {
    const slices = data.map((d, i) => ({ ...d, fill: color(i + 1) }))
    return (
      <PieChart responsive style={style}>
        <Pie
          data={slices}
          dataKey={spec.value}
          nameKey={spec.category}
          innerRadius="45%"
          outerRadius="80%"
          isAnimationActive={false}
        />
        {tooltip}
        <Legend />
      </PieChart>
    )
  }

  if (spec.kind === 'lines') {
    const span = spec.domain[1] - spec.domain[0]
    return (
      <LineChart responsive style={style} data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeOpacity={0.15} />
        <XAxis
          {...axis}
          dataKey={spec.x}
          type="number"
          scale="time"
          domain={spec.domain}
          tickFormatter={timeTick(span)}
          allowDataOverflow
        />
        <YAxis {...axis} width={64} tickFormatter={tickLabel} domain={['auto', 'auto']} />
        {tooltip}
        <Legend />
        {spec.series.map((s) => (
          <Line
            key={s.key}
            dataKey={s.key}
            name={s.label}
            stroke={color(s.color)}
            dot={false}
            strokeWidth={2}
            connectNulls={false}
            isAnimationActive={false}
            type="linear"
          />
        ))}
      </LineChart>
    )
  }

  const horizontal = spec.horizontal === true
  return (
    <BarChart
      responsive
      style={style}
      data={data}
      layout={horizontal ? 'vertical' : 'horizontal'}
      margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
    >
      <CartesianGrid strokeOpacity={0.15} />
      {horizontal ? (
        <>
          <XAxis {...axis} type="number" tickFormatter={tickLabel} />
          <YAxis {...axis} type="category" dataKey={spec.category} width={96} />
        </>
      ) : (
        <>
          <XAxis {...axis} dataKey={spec.category} />
          <YAxis {...axis} width={64} tickFormatter={tickLabel} />
        </>
      )}
      {tooltip}
      <Legend />
      {spec.series.map((s) => (
        <Bar
          key={s.key}
          dataKey={s.key}
          name={s.label}
          fill={color(s.color)}
          isAnimationActive={false}
          {...(spec.stacked && { stackId: 'stack' })}
        />
      ))}
    </BarChart>
  )
}
