/** JSON answered by /api/supply/* and prefetched by the page: plain data, every figure an exact string. */
import type { FigureResult } from './feed'
import type { SamplerStatus } from './sampler'
import type { RangeId, Series } from './series'

export type SamplerStatusJson = SamplerStatus & { store: 'sqlite' | 'redis' }

export interface HistoryPayload {
  range: RangeId
  series: Series
  sampler: SamplerStatusJson
}

/** The seven figures fetched now, each on its own (one failing leaves the rest). */
export interface FeedPayload {
  fetchedAt: number
  results: Record<string, FigureResult>
}
