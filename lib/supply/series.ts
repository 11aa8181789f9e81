/**
 * Sampled history → chart series. A round is one sampling pass over every figure; a failed figure is missing
 * from `values` and named in `errors`. Gaps (sampler down, or a figure failing) become null points so the chart
 * breaks the line instead of drawing a straight segment across the hole. Pure.
 */

export interface Round {
  /** Epoch ms of the pass. */
  t: number
  /** Sampling interval in force, so gaps are judged against the interval of the time. */
  intervalMs: number
  /** Figure id → exact decimal string. */
  values: Record<string, string>
  /** Figure id → why that fetch failed. */
  errors: Record<string, string>
}

export const RANGES = ['1h', '24h', '7d', 'all'] as const
export type RangeId = (typeof RANGES)[number]
export const DEFAULT_RANGE: RangeId = '1h'
const RANGE_MS: Record<RangeId, number | undefined> = {
  '1h': 3_600_000,
  '24h': 86_400_000,
  '7d': 604_800_000,
  all: undefined,
}

export const parseRange = (v: unknown): RangeId =>
  (RANGES as readonly unknown[]).includes(v) ? (v as RangeId) : DEFAULT_RANGE

/** Time window of a range ending now; `all` starts at 0. */
export function rangeWindow(range: RangeId, now: number): { from: number; to: number } {
  const span = RANGE_MS[range]
  return { from: span === undefined ? 0 : now - span, to: now }
}

/** Consecutive samples further apart than this many intervals are a gap. */
export const GAP_FACTOR = 1.5
/** The most points one series sends to the browser; longer ranges keep the last sample of each time bucket. */
export const MAX_POINTS = 720

/** A chart point: exact values per figure, null where there is no sample (a gap or a failed fetch). */
export interface SeriesPoint {
  t: number
  values: Record<string, string | null>
}

export interface Series {
  from: number
  to: number
  /** Bucket width when downsampled, else 0. */
  bucketMs: number
  points: SeriesPoint[]
  /** Failed fetches in the window per figure (the latest message), so panels can say what went wrong. */
  failures: Record<string, { count: number; last: string; at: number }>
  /**
   * The first sample, when the window begins well before it: nothing was recorded earlier in this range (the
   * sampler records only while the app runs). Charts start there and say so instead of drawing a sliver.
   */
  startsAt?: number
}

/** The time span a chart of `s` draws: from its first sample when the range begins before any, else the range. */
export function chartDomain(s: Pick<Series, 'from' | 'to' | 'points' | 'startsAt'>): [number, number] {
  return [s.startsAt ?? (s.from || (s.points[0]?.t ?? s.to)), s.to]
}

const isGap = (a: Round, b: Round) => b.t - a.t > GAP_FACTOR * Math.max(a.intervalMs, b.intervalMs)

function pointOf(r: Round, figures: readonly string[]): SeriesPoint {
  return { t: r.t, values: Object.fromEntries(figures.map((f) => [f, r.values[f] ?? null])) }
}

const nullPoint = (t: number, figures: readonly string[]): SeriesPoint => ({
  t,
  values: Object.fromEntries(figures.map((f) => [f, null])),
})

/**
 * Rounds (sorted by time) → points. Downsamples to at most about `maxPoints` by keeping the last round of each
 * bucket; a gap anywhere between two kept rounds still yields a null point, and so does a window whose last
 * sample is older than one gap (the sampler stopped).
 */
export function buildSeries(
  rounds: readonly Round[],
  figures: readonly string[],
  from: number,
  to: number,
  maxPoints = MAX_POINTS,
): Series {
  const inWindow = rounds.filter((r) => r.t >= from && r.t <= to)
  const first = inWindow[0]
  const span = to - (from > 0 ? from : (first?.t ?? to))
  const bucketMs = inWindow.length > maxPoints ? Math.ceil(span / maxPoints) : 0
  const points: SeriesPoint[] = []
  const failures: Series['failures'] = {}
  let pending: Round | undefined
  let prev: Round | undefined
  const flush = () => {
    if (pending) points.push(pointOf(pending, figures))
    pending = undefined
  }
  for (const r of inWindow) {
    for (const [f, e] of Object.entries(r.errors)) {
      const entry = (failures[f] ??= { count: 0, last: e, at: r.t })
      entry.count++
      entry.last = e
      entry.at = r.t
    }
    if (pending && bucketMs > 0 && Math.floor(r.t / bucketMs) !== Math.floor(pending.t / bucketMs)) flush()
    if (bucketMs === 0) flush()
    if (prev && isGap(prev, r)) {
      flush()
      points.push(nullPoint(Math.round((prev.t + r.t) / 2), figures))
    }
    pending = r
    prev = r
  }
  flush()
  if (prev && to - prev.t > GAP_FACTOR * prev.intervalMs) points.push(nullPoint(to, figures))
  const late = first !== undefined && from > 0 && first.t - from > GAP_FACTOR * first.intervalMs
  return { from, to, bucketMs, points, failures, ...(late && { startsAt: first.t }) }
}
