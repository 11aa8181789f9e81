import 'server-only'
import { FIGURE_IDS, type FigureResult } from './feed'
import { supplyRuntime, fetchFigure } from './runtime'
import type { SamplerStatus } from './sampler'
import { buildSeries, rangeWindow, type RangeId, type Series } from './series'

/** What /api/supply/history answers and the page prefetches: plain JSON, every value an exact string. */
export interface HistoryPayload {
  range: RangeId
  series: Series
  sampler: SamplerStatus & { store: 'sqlite' | 'redis' }
}

export async function readHistory(range: RangeId, now = Date.now()): Promise<HistoryPayload> {
  const { store, sampler } = supplyRuntime()
  const { from, to } = rangeWindow(range, now)
  const rounds = await store.read(from, to)
  return { range, series: buildSeries(rounds, FIGURE_IDS, from, to), sampler: { ...sampler.status(), store: store.kind } }
}

/** What /api/supply/feed answers: the seven figures fetched now, each on its own (one failing leaves the rest). */
export interface FeedPayload {
  fetchedAt: number
  results: Record<string, FigureResult>
}

export async function readFeed(signal?: AbortSignal): Promise<FeedPayload> {
  const settled = await Promise.allSettled(FIGURE_IDS.map((f) => fetchFigure(f, signal)))
  const results: Record<string, FigureResult> = {}
  settled.forEach((s, i) => {
    results[FIGURE_IDS[i]!] = s.status === 'fulfilled' ? { value: s.value.toString() } : { error: s.reason instanceof Error ? s.reason.message : String(s.reason) }
  })
  return { fetchedAt: Date.now(), results }
}
