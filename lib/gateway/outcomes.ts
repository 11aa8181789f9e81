import 'server-only'
import { cacheControlFor } from './cache'
import type { ProxyRefusal } from './errors'
import type { CacheEntry, Fetched, Outcome } from './types'

export const JSON_TYPE = 'application/json; charset=utf-8'
export const MSGPACK_TYPE = 'application/msgpack'
const encoder = new TextEncoder()

/** JSON bytes of a body the proxy writes itself (a refusal, a reshaped upstream error). */
export const jsonBytes = (body: unknown) => encoder.encode(JSON.stringify(body))

export function errorOutcome(err: ProxyRefusal, now: number, cache: Outcome['cache'] = 'bypass'): Outcome {
  return {
    status: err.status,
    bytes: jsonBytes(err.body()),
    contentType: JSON_TYPE,
    headers: {},
    cache,
    cacheControl: 'no-store',
    fetchedAt: now,
    extra: err.headers,
  }
}

/** A refusal as the result of an upstream call, so coalesced callers share it; `failure` lets a stale answer stand in. */
export const refusalFetched = (
  err: ProxyRefusal,
  failure: boolean,
  fetchedAt: number,
  upstreamMs?: number,
): Fetched => ({
  status: err.status,
  bytes: jsonBytes(err.body()),
  contentType: JSON_TYPE,
  headers: {},
  upstreamMs,
  fetchedAt,
  failure,
  extra: err.headers,
})

/** Whole seconds since the upstream produced a body, so a browser can tell how old a cached or stale answer is. */
const ageOf = (fetchedAt: number, now: number) => Math.max(0, Math.floor((now - fetchedAt) / 1000))

export const fromEntry = (e: CacheEntry, cache: Outcome['cache'], now: number): Outcome => ({
  status: e.status,
  bytes: e.bytes,
  contentType: e.contentType,
  headers: e.headers,
  cache,
  cacheControl: cache === 'hit' ? cacheControlFor(e, now) : 'no-cache',
  upstreamMs: e.upstreamMs,
  fetchedAt: e.fetchedAt,
  ageS: ageOf(e.fetchedAt, now),
})

export const fromFetched = (f: Fetched, cache: Outcome['cache'], now: number): Outcome => ({
  status: f.status,
  bytes: f.bytes,
  contentType: f.contentType,
  headers: f.headers,
  cache,
  cacheControl: f.entry ? cacheControlFor(f.entry, now) : 'no-store',
  upstreamMs: f.upstreamMs,
  fetchedAt: f.fetchedAt,
  ...(f.upstreamMs !== undefined && { ageS: ageOf(f.fetchedAt, now) }),
  extra: f.extra,
})
