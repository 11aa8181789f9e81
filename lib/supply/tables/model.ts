/**
 * What every supply chart is made of: the table behind it and the spec that draws it. Cells are exact plain
 * decimals: no grouping, no unit, so the CSV is machine-readable; the table view adds thousands separators for
 * reading. Pure.
 */
import type { ChartSpec } from '../chart'
import type { ChartTable } from '../csv'
import { formatPercentOf } from '../decimal'

export interface ChartModel {
  table: ChartTable
  spec: ChartSpec
}

/** `"25.00%"` → `"25.00"`; empty when the whole is zero. */
export const pct = (part: bigint, whole: bigint, digits = 2) =>
  formatPercentOf(part, whole, digits)?.replace('%', '') ?? ''
