import 'server-only'
import { FIGURE_IDS, type FigureResult } from './feed'
import { sampledFigureIds } from './figures'
import type { FeedPayload, HistoryPayload } from './payloads'
import { supplyRuntime, fetchFigure } from './runtime'
import { buildSeries, rangeWindow, type RangeId } from './series'

export type { FeedPayload, HistoryPayload } from './payloads'

export async function readHistory(range: RangeId, now = Date.now()): Promise<HistoryPayload> {
  const { store, sampler } = supplyRuntime()
  const { from, to } = rangeWindow(range, now)
  const rounds = await store.read(from, to)
  return {
    range,
    series: buildSeries(rounds, sampledFigureIds(), from, to),
    sampler: { ...sampler.status(), store: store.kind },
  }
}

export async function readFeed(signal?: AbortSignal): Promise<FeedPayload> {
  const settled = await Promise.allSettled(FIGURE_IDS.map((f) => fetchFigure(f, signal)))
  const results: Record<string, FigureResult> = {}
  settled.forEach((s, i) => {
    results[FIGURE_IDS[i]!] =
      s.status === 'fulfilled'
        ? { value: s.value.toString() }
        : { error: s.reason instanceof Error ? s.reason.message : String(s.reason) }
  })
  return { fetchedAt: Date.now(), results }
}
