/**
 * Axis ticks for every chart of the site (supply, activity, overview), chosen here instead of by recharts so that
 * every label is distinct and in display units (tests/charts/axes.test.ts holds every axis to this module): values
 * on "nice" steps (1, 2, 2.5, 5 × 10^k) labelled with SI suffixes and just enough digits to tell them apart
 * (never "17.88 17.88 17.88"), times on clock steps labelled at a resolution the step cannot repeat (never
 * "17:59 17:59 18:00"). Ticks mark the scale only; tooltips and tables carry the exact figures. Pure.
 */

const SI: readonly [number, string][] = [
  [1e18, 'E'],
  [1e15, 'P'],
  [1e12, 'T'],
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'k'],
]

/** Removes binary noise from a multiple of a decimal step (0.30000000000000004 → 0.3). */
const clean = (v: number) => Number(v.toPrecision(12))

/** Evenly spaced round values covering [min, max]: about `count` intervals. */
export function niceTicks(min: number, max: number, count = 5, minStep = 0): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return []
  if (min > max) [min, max] = [max, min]
  if (min === max) {
    // A flat line still gets a scale around it, wide enough (±10 %) that its ticks read as round figures (4.6, 4.8,
    // 5, …) and not as a variation in the third decimal (4.996, 4.998, 5, …) that is not there.
    const pad = Math.abs(min) * 0.1 || 1
    min -= pad
    max += pad
  }
  const raw = (max - min) / Math.max(1, count)
  const mag = 10 ** Math.floor(Math.log10(raw))
  const norm = raw / mag
  const step = Math.max(minStep, (norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10) * mag)
  const first = Math.floor(min / step)
  const last = Math.ceil(max / step)
  const out: number[] = []
  for (let i = first; i <= last; i++) out.push(clean(i * step))
  return out
}

/** `1234567` → `1.23M` with `digits` fraction digits at most (trailing zeros dropped); below 1000 as is. */
export function siLabel(n: number, digits: number): string {
  if (!Number.isFinite(n)) return ''
  const abs = Math.abs(n)
  const [unit, suffix] = SI.find(([u]) => abs >= u) ?? [1, '']
  const s = (n / unit).toFixed(Math.max(0, Math.min(digits, 20)))
  const trimmed = s.includes('.') ? s.replace(/\.?0+$/, '') : s
  return `${trimmed === '-0' ? '0' : trimmed}${suffix}`
}

/** Labels for `ticks` with the fewest digits that keep every label distinct. */
export function distinctLabels(ticks: readonly number[], format: (n: number, digits: number) => string): string[] {
  for (let digits = 0; digits <= 12; digits++) {
    const labels = ticks.map((t) => format(t, digits))
    if (new Set(labels).size === labels.length) return labels
  }
  return ticks.map((t) => String(t))
}

export interface ValueAxis {
  ticks: number[]
  domain: [number, number]
  label: (n: number) => string
}

/**
 * The value axis over the drawn values (nulls are gaps): nice ticks and their distinct SI labels. `integer`: the
 * values are counts (transactions, accounts), so no tick falls between two whole numbers.
 */
export function valueAxis(
  values: readonly (number | null | undefined)[],
  unit?: string,
  opts: { integer?: boolean } = {},
): ValueAxis | undefined {
  const xs = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
  if (!xs.length) return undefined
  const min = Math.min(...xs)
  // A count never goes below zero: a flat line of zeros gets a scale above it, not around it.
  const ticks = niceTicks(min, Math.max(...xs), 5, opts.integer ? 1 : 0).filter(
    (t) => !opts.integer || min < 0 || t >= 0,
  )
  const suffix = unit === '%' ? '%' : ''
  // As many digits as the steps need to be written exactly (1.25M, not a rounded 1.3M); distinct ticks then read distinct.
  const exact = (digits: number) => ticks.every((t) => siLabel(t, digits) === siLabel(t, 12))
  const digits = Array.from({ length: 13 }, (_, d) => d).find(exact)
  const labels = digits === undefined ? distinctLabels(ticks, siLabel) : ticks.map((t) => siLabel(t, digits))
  const byTick = new Map(ticks.map((t, i) => [t, `${labels[i]}${suffix}`]))
  return {
    ticks,
    domain: [ticks[0]!, ticks.at(-1)!],
    label: (n) => byTick.get(n) ?? `${siLabel(n, 2)}${suffix}`,
  }
}

/** The value axis of bars: from zero whatever the values, so a bar's length is its value (3 is never drawn as none). */
export const barAxis = (
  values: readonly (number | null | undefined)[],
  unit?: string,
  opts: { integer?: boolean } = {},
) => valueAxis([0, ...values], unit, opts)

/**
 * A block height or round on a category axis: an id, not a quantity, so it keeps every digit (grouped) instead of
 * an SI suffix that would make neighbouring heights read alike.
 */
export function heightLabel(height: string | number): string {
  const s = String(height)
  return /^\d+$/.test(s) ? s.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : s
}

const SEC = 1000
const MIN = 60 * SEC
const HOUR = 60 * MIN
const DAY = 24 * HOUR
/**
 * Clock steps a time axis may use, shortest first. Seconds too: a chart that starts at its first sample can span
 * a few seconds, often without a whole minute inside it, and an axis without a tick tells no time at all.
 */
const STEPS = [
  SEC,
  2 * SEC,
  5 * SEC,
  10 * SEC,
  15 * SEC,
  30 * SEC,
  MIN,
  2 * MIN,
  5 * MIN,
  10 * MIN,
  15 * MIN,
  30 * MIN,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  7 * DAY,
]

export interface TimeAxis {
  ticks: number[]
  label: (ms: number) => string
}

/** Offset of `timeZone` from UTC at `ms`, in ms (positive east of Greenwich). */
function zoneOffset(ms: number, timeZone?: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(ms)
  const n = (t: string) => Number(parts.find((p) => p.type === t)?.value)
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'))
  return asUtc - Math.floor(ms / 1000) * 1000
}

/**
 * Ticks on a clock step (at most `maxTicks`, at least one), aligned to the local clock of `timeZone` (the browser's
 * when undefined), labelled `HH:mm:ss`, `HH:mm`, `25 Nov HH:mm` or `25 Nov`: a label never repeats because its
 * resolution is never coarser than the step.
 */
export function timeAxis(from: number, to: number, maxTicks = 6, timeZone?: string): TimeAxis | undefined {
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from) return undefined
  const span = to - from
  // A minute or more always holds a whole minute: seconds only when it does not.
  const step =
    STEPS.find((s) => (s >= MIN || span < MIN) && span / s <= maxTicks) ?? Math.ceil(span / maxTicks / DAY) * DAY
  const offset = zoneOffset(from, timeZone)
  const ticks: number[] = []
  for (let local = Math.ceil((from + offset) / step) * step; local - offset <= to; local += step) {
    // Re-read the offset at each tick, so a daylight-saving change moves the tick, not its label.
    const t = local - offset
    ticks.push(t - (zoneOffset(t, timeZone) - offset))
  }
  // Under a second no whole second may fall inside: the start is the one tick then.
  if (!ticks.length) ticks.push(from)
  const days = step >= DAY
  const withDate = days || span > DAY || new Set(ticks.map((t) => localDay(t, timeZone))).size > 1
  const fmt = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    ...(withDate && { day: 'numeric', month: 'short' }),
    ...(!days && { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    ...(step < MIN && { second: '2-digit' }),
  })
  const unique = [...new Set(ticks)]
  return { ticks: unique, label: (ms) => fmt.format(ms).replace(',', '') }
}

const localDay = (ms: number, timeZone?: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms)
