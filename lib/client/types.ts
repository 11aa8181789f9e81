/**
 * A gateway call as the UI passes it around: resolved on the server from the catalog (so client bundles never
 * carry the catalog), then serialised into client components. Everything here is plain JSON.
 */
import type { OperationId } from '@/lib/catalog/operation-ids'
import type { CacheClass, GatewayId, PaginationStyle } from '@/lib/catalog/types'

export interface CallSpec {
  gateway: GatewayId
  opId: OperationId
  method: 'GET' | 'POST'
  /** Path param values by name. */
  path: Record<string, string>
  /** Fixed query params (a paginated panel adds its cursor and page size on top). */
  query: Record<string, string>
  body?: unknown
  /** The catalog path with params filled in, without query: `/sdk/bank/v1beta1/balances/hub1…`. */
  gatewayPath: string
  cache: CacheClass
  pagination: PaginationStyle
  /** Read at this past height (SDK chains: the `x-cosmos-block-height` header). */
  height?: string
}

/** How an answer was produced: from the cache, by this request's upstream call, or by sharing another's. */
export type CacheLabel = 'hit' | 'miss' | 'stale' | 'coalesced' | 'bypass'

const CACHE_LABELS: readonly string[] = ['hit', 'miss', 'stale', 'coalesced', 'bypass'] satisfies CacheLabel[]

/** The proxy's `x-cache` header as a label; anything else (no header, a foreign value) is unknown. */
export const cacheLabelOf = (header: string | null): CacheLabel | undefined =>
  header !== null && CACHE_LABELS.includes(header) ? (header as CacheLabel) : undefined

/**
 * One gateway answer, the same on both sides: the server's `callOperation` returns it (error answers included, with
 * status ≥ 400 and the proxy's `{error, detail, upstream?}`, or a gateway's 4xx body as the gateway wrote it), and
 * the browser's `fetchGateway` builds it from the proxy's answer and headers (error answers become a GatewayError
 * instead, through `toGatewayError`, as the server's prefetch does).
 */
export interface GatewayResult {
  status: number
  /** Parsed JSON (integers beyond 2^53 kept exact), or text for the VM's plain-text refusals. */
  body: unknown
  /** Epoch ms when the data left the upstream (or the proxy cache). */
  fetchedAt: number
  /** Always set by the server; the browser reads it from `x-cache`. */
  cache?: CacheLabel
  upstreamMs?: number
  /** Height the answer is pinned to, when the gateway says (`x-cosmos-block-height`). */
  height?: string
  /**
   * The server sent only the answer's head fields (lib/explorer/head.ts headBody): enough for head readers and for
   * a panel to keep the server's paint, not to adapt. A panel's JSON tab reads the whole answer when opened.
   */
  lean?: true
}

/** Error answer of the proxy or the gateway, kept structured so panels can show the upstream's message. */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly detail?: string,
    readonly upstream?: unknown,
  ) {
    super(detail ? `${error}: ${detail}` : error)
    this.name = 'GatewayError'
  }
}

/** Query params a paginated panel adds for one page. */
export type PageQuery = Record<string, string>

export function pageQuery(style: PaginationStyle, cursor: string | undefined, limit: number): PageQuery {
  if (style === 'sdk') return { 'pagination.limit': String(limit), ...(cursor ? { 'pagination.key': cursor } : {}) }
  if (style === 'indexer') return { limit: String(limit), ...(cursor ? { next: cursor } : {}) }
  return {}
}

/** Cursor-paginated operations page through the URL; the VM's log filters page in their body, by offset. */
export const isPaged = (spec: Pick<CallSpec, 'pagination'>) =>
  spec.pagination === 'sdk' || spec.pagination === 'indexer' || spec.pagination === 'vm-options'

export interface BodyPage {
  offset: number
  limit: number
}

/**
 * Operations that page in their JSON body (the VM's log filters: `options: {offset, limit}`) keep the offset as their
 * URL cursor: the offset a cursor names, or undefined for every other pagination style. The page goes to the
 * adapter too (PanelDef.extra.page), which alone can say whether a next page may exist.
 */
export const bodyOffset = (style: PaginationStyle, cursor: string | undefined): number | undefined =>
  style !== 'vm-options' ? undefined : cursor && /^\d{1,9}$/.test(cursor) ? Number(cursor) : 0

/** The call at one page of a body-paged operation. */
export const withBodyPage = (spec: CallSpec, page: BodyPage): CallSpec =>
  spec.body && typeof spec.body === 'object' ? { ...spec, body: { ...spec.body, options: page } } : spec
