/**
 * The browser side of the supply routes (`app/api/supply/feed`, `app/api/supply/history`): same-origin GETs whose
 * answers are the payload types the handlers return (lib/supply/payloads.ts). A non-2xx answer becomes the
 * GatewayError the panels know how to show.
 */
import type { FeedPayload, HistoryPayload } from '@/lib/supply/payloads'
import type { RangeId } from '@/lib/supply/series'
import { toGatewayError } from './fetch-gateway'

export const SUPPLY_FEED_URL = '/api/supply/feed'
/** The history route reads `range` with parseRange (lib/supply/series.ts). */
export const supplyHistoryUrl = (range: RangeId) => `/api/supply/history?range=${range}`

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { signal, headers: { accept: 'application/json' } })
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    /* shown as text */
  }
  if (!res.ok) throw toGatewayError(res.status, body)
  return body as T
}

/** The supply figures now (every figure on its own: one failing leaves the rest). */
export const fetchSupplyFeed = (signal?: AbortSignal) => getJson<FeedPayload>(SUPPLY_FEED_URL, signal)

/** The sampled series of every figure over a range. */
export const fetchSupplyHistory = (range: RangeId, signal?: AbortSignal) =>
  getJson<HistoryPayload>(supplyHistoryUrl(range), signal)
