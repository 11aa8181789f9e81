import type { CacheClass, GatewayId, GatewayKind, Operation } from '@/lib/catalog/types'
import type { CacheLabel, GatewayResult } from '@/lib/client/types'

export type { CacheLabel, GatewayResult }

/** Error body of the proxy's own error answers (a gateway's 4xx is passed on as the gateway wrote it). */
export interface ErrorBody {
  error: string
  detail: string
  upstream?: { status: number; body: unknown }
}

/** One answer inside the core, before it becomes a Response or a GatewayResult. */
export interface Outcome {
  status: number
  bytes: Uint8Array
  contentType: string
  /** Allow-listed upstream headers. */
  headers: Record<string, string>
  cache: CacheLabel
  cacheControl: string
  upstreamMs?: number
  fetchedAt: number
  /** Seconds since the upstream produced the body (the HTTP Age header); set for answers with a body from upstream. */
  ageS?: number
  /** Extra response headers (Allow, Retry-After). */
  extra?: Record<string, string>
}

/** A request that passed validation: the upstream URL is final and its origin checked. */
export interface Prepared {
  gateway: GatewayId
  kind: GatewayKind
  op: Operation
  method: 'GET' | 'POST'
  /** Full upstream URL (never printed unredacted). */
  url: string
  /** gateway|method|path?sorted-query — the cache and coalescing key. */
  key: string
  cacheClass: CacheClass
  /** The op is pinned by its query (immutableWith), so a found answer never changes. */
  pinned: boolean
  body?: Uint8Array
  contentType?: string
  /** `x-cosmos-block-height` to send upstream: a read at a past height (SDK chains). */
  height?: string
  /** What the client asked the upstream to answer in: algod's `format=msgpack` is passed through as binary. */
  answer: 'json' | 'msgpack'
  /** Answer from the cache if there, but keep a fetched answer out of it (bulk reads of old records). */
  noStore?: boolean
}

export type { CacheClass, GatewayId, GatewayKind }

/**
 * The result of one upstream call (or of the refusal to make it), shared by coalesced callers in this process and,
 * through Redis (./redis-coalesce.ts), in others.
 */
export interface Fetched {
  status: number
  bytes: Uint8Array
  contentType: string
  headers: Record<string, string>
  upstreamMs?: number
  fetchedAt: number
  /** Upstream unusable (5xx, timeout, network, garbage, breaker open): a stale entry may answer instead. */
  failure: boolean
  entry?: CacheEntry
  extra?: Record<string, string>
}

/** A stored answer: the bytes as sent, when it was fetched, and until when it is fresh, served stale, or kept. */
export interface CacheEntry {
  status: number
  bytes: Uint8Array
  contentType: string
  headers: Record<string, string>
  fetchedAt: number
  upstreamMs?: number
  immutable: boolean
  /** Served as a hit until then. */
  freshUntil: number
  /** Served at once (and refreshed in the background) until then. */
  revalidateUntil: number
  /** Kept to answer when the upstream fails, until then. */
  keepUntil: number
}
