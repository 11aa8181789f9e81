/**
 * What a chart draws, derived from its `ChartTable` only (so the chart, its table and its CSV cannot disagree).
 * Cells are exact decimal strings; the chart gets the nearest double of each, for coordinates only. Pure.
 */
import { groupThousands } from '@/lib/format/amount'
import type { ChartTable } from './csv'
import { parseDecimal } from './decimal'

export interface SeriesSpec {
  /** Column key. */
  key: string
  label: string
  /** 1–5: `--color-chart-N`. */
  color: 1 | 2 | 3 | 4 | 5
}

export type ChartSpec =
  /** One bar group per row, one bar per series; `stacked` draws them on top of each other. */
  | { kind: 'bars'; category: string; series: SeriesSpec[]; stacked?: boolean; unit?: string; horizontal?: boolean }
  /** One slice per row. */
  | { kind: 'pie'; category: string; value: string; unit?: string }
  /** Lines over time: `x` is a row key holding epoch ms; an empty cell breaks the line (a gap). */
  | { kind: 'lines'; x: string; series: SeriesSpec[]; unit?: string; domain: [number, number] }

/** Row index in the table, so a tooltip can show the exact cells of the point under the pointer. */
export const ROW = '__row'

export type ChartDatum = Record<string, number | string | null>

/** An exact cell → a drawing coordinate; empty or non-decimal cells are null (no point, a gap in a line). */
export function chartValue(cell: string | undefined): number | null {
  if (cell === undefined || cell === '' || parseDecimal(cell) === undefined) return null
  return Number(cell) // correctly rounded decimal → double: the nearest drawable value
}

export function chartData(table: ChartTable, spec: ChartSpec): ChartDatum[] {
  const keys = spec.kind === 'pie' ? [spec.value] : spec.series.map((s) => s.key)
  return table.rows.map((r, i) => {
    const d: ChartDatum = { [ROW]: i }
    if (spec.kind === 'lines') d[spec.x] = chartValue(r[spec.x])
    else d[spec.category] = r[spec.category] ?? ''
    for (const k of keys) d[k] = chartValue(r[k])
    return d
  })
}

/** Thousands separators for reading only; the cell (and the CSV) keeps the plain exact digits. */
export function displayCell(v: string, numeric = true): string {
  if (!numeric) return v
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(v)
  return m ? `${m[1]}${groupThousands(m[2]!)}${m[3] ?? ''}` : v
}
