/**
 * The index's state in page URLs: the Activity table's cursor (`activity.c`, `activity.n`, see
 * components/table/cursor), its filters (`activity.type`, `activity.dir`) and an overview's chart range
 * (`activity`). Unknown values fall back to defaults. Pure: the server page and the browser read the same.
 */
import { ACTIVITY_RANGES, type ActivityRange } from './types'

export const TABLE_ID = 'activity'
export const PORTFOLIO_TABLE_ID = 'pactivity'
export const TYPE_PARAM = `${TABLE_ID}.type`
export const DIR_PARAM = `${TABLE_ID}.dir`
export const RANGE_PARAM = 'activity'
export const DEFAULT_RANGE: ActivityRange = '24h'

type Params = { get(name: string): string | null }

export function readFilters(sp: Params): { type?: string; dir?: 'in' | 'out' } {
  const type = sp.get(TYPE_PARAM)?.slice(0, 80)
  const dir = sp.get(DIR_PARAM)
  return { ...(type && { type }), ...((dir === 'in' || dir === 'out') && { dir }) }
}

export function readRange(sp: Params): ActivityRange {
  const r = sp.get(RANGE_PARAM)
  return (ACTIVITY_RANGES as readonly string[]).includes(r ?? '') ? (r as ActivityRange) : DEFAULT_RANGE
}

/** Search params with one value set (or removed) and the table's cursor reset: a new filter starts at page 1. */
export function withParam(sp: { toString(): string }, name: string, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(sp.toString())
  if (value) next.set(name, value)
  else next.delete(name)
  if (name !== RANGE_PARAM) next.delete(`${TABLE_ID}.c`)
  return next
}
