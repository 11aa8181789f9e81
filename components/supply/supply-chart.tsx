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
import { chartData, displayCell, ROW, type ChartDatum, type ChartSpec } from '@/lib/supply/chart'
import type { ChartTable } from '@/lib/supply/csv'
import { timeAxis, valueAxis } from '@/lib/format/ticks'
import { barCursor, legendProps, lineCursor, tooltipWidth, useTooltipPosition } from '@/components/ui/chart-style'
import { CategoryTick } from './category-tick'

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
    // No wider than a phone's chart (a 68-character IBC denomination breaks across lines): see useTooltipPosition.
    <div
      className={`${tooltipWidth} rounded border border-zinc-300 bg-white px-2 py-1 text-xs shadow dark:border-zinc-700 dark:bg-zinc-900`}
    >
      {table.columns.map((c) => (
        <div key={c.key} className="flex justify-between gap-3">
          <span className="shrink-0 text-zinc-600 dark:text-zinc-400">{c.label}</span>
          <span className="min-w-0 break-all text-right font-mono tabular-nums">
            {row[c.key] ? displayCell(row[c.key]!, c.numeric === true) : '—'}
          </span>
        </div>
      ))}
    </div>
  )
}

/** The numbers a chart draws on its value axis: every series (bars from zero; stacked bars as their sums). */
function drawnValues(data: ChartDatum[], spec: ChartSpec): number[] {
  if (spec.kind === 'pie') return []
  const keys = spec.series.map((s) => s.key)
  const cell = (d: ChartDatum, k: string) => (typeof d[k] === 'number' ? (d[k] as number) : null)
  if (spec.kind === 'bars' && spec.stacked)
    return [0, ...data.map((d) => keys.reduce((a, k) => a + (cell(d, k) ?? 0), 0))]
  const xs = data.flatMap((d) => keys.map((k) => cell(d, k)).filter((v): v is number => v !== null))
  return spec.kind === 'bars' ? [0, ...xs] : xs
}

/** recharts leaf: draws a ChartSpec over its table. Animation is off so tests and screenshots are stable. */
export function SupplyChart({ table, spec }: { table: ChartTable; spec: ChartSpec }) {
  const data = useMemo(() => chartData(table, spec), [table, spec])
  const values = useMemo(
    () => valueAxis(drawnValues(data, spec), spec.kind === 'pie' ? undefined : spec.unit),
    [data, spec],
  )
  const position = useTooltipPosition()
  const tooltip = (
    <Tooltip
      {...(position && { position })}
      content={(p: TooltipContentProps) => <ExactTooltip {...p} table={table} />}
      cursor={spec.kind === 'lines' ? lineCursor : barCursor}
      isAnimationActive={false}
    />
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
        <Legend {...legendProps} />
      </PieChart>
    )
  }

  if (spec.kind === 'lines') {
    const time = timeAxis(spec.domain[0], spec.domain[1])
    return (
      <LineChart responsive style={style} data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeOpacity={0.15} />
        <XAxis
          {...axis}
          dataKey={spec.x}
          type="number"
          scale="time"
          domain={spec.domain}
          ticks={time?.ticks}
          tickFormatter={time?.label}
          allowDataOverflow
        />
        <YAxis
          {...axis}
          width={72}
          ticks={values?.ticks}
          domain={values?.domain}
          tickFormatter={values?.label}
          allowDataOverflow
        />
        {tooltip}
        <Legend {...legendProps} />
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
          <XAxis {...axis} type="number" ticks={values?.ticks} domain={values?.domain} tickFormatter={values?.label} />
          <YAxis {...axis} type="category" dataKey={spec.category} width={96} interval={0} />
        </>
      ) : (
        <>
          <XAxis {...axis} type="category" dataKey={spec.category} interval={0} height={36} tick={<CategoryTick />} />
          <YAxis {...axis} width={72} ticks={values?.ticks} domain={values?.domain} tickFormatter={values?.label} />
        </>
      )}
      {tooltip}
      <Legend {...legendProps} />
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
