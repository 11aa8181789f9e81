import { invalid } from './grpc'

export const DEFAULT_LIMIT = 100
export const MAX_LIMIT = 1000

/**
 * A list to page over without materialising it: `keyAt` is strictly increasing with `i` (string order), so a
 * `next_key` stays valid while items are added or removed, as the SDK's store-key paging does.
 */
export interface Listing<T> {
  size: number
  at(i: number): T
  keyAt(i: number): string
}

export interface PageResponse {
  next_key: string | null
  total: string
}

/** An in-memory list sorted by its key. */
export function listing<T>(items: readonly T[], keyOf: (t: T) => string): Listing<T> {
  const keyed = items
    .map((item) => ({ item, key: keyOf(item) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  return { size: keyed.length, at: (i) => keyed[i]!.item, keyAt: (i) => keyed[i]!.key }
}

/** A list addressed by position only (accounts by number, heights): the key is the zero-padded index. */
export function indexed<T>(size: number, at: (i: number) => T): Listing<T> {
  return { size, at, keyAt: (i) => i.toString(16).padStart(12, '0') }
}

const toKey = (k: string) => Buffer.from(k, 'utf8').toString('base64')
function fromKey(b64: string): string {
  return Buffer.from(b64.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8')
}

/** First index whose key is ≥ k. */
function lowerBound(list: Listing<unknown>, k: string): number {
  let lo = 0
  let hi = list.size
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (list.keyAt(mid) < k) lo = mid + 1
    else hi = mid
  }
  return lo
}

const flag = (v: unknown) => v === 'true'

/**
 * The SDK page request (cosmos.base.query.v1beta1.PageRequest): `key` or `offset` (both → InvalidArgument), `limit` (default 100, at
 * most 1000), `count_total` honoured only without a key, `reverse` for descending order.
 */
export function paginate<T>(
  list: Listing<T>,
  query: Readonly<Record<string, unknown>>,
): { items: T[]; pagination: PageResponse } {
  const key = query['pagination.key'] as string | undefined
  const offsetRaw = query['pagination.offset'] as string | undefined
  if (key && offsetRaw !== undefined)
    throw invalid('paginate: invalid request, either offset or key is expected, got both')
  const limitRaw = query['pagination.limit'] as string | undefined
  const limitN =
    limitRaw === undefined ? 0 : Number(BigInt(limitRaw) > BigInt(MAX_LIMIT) ? MAX_LIMIT : BigInt(limitRaw))
  const limit = limitN === 0 ? DEFAULT_LIMIT : limitN
  const reverse = flag(query['pagination.reverse'])
  const countTotal = flag(query['pagination.count_total']) && !key

  // Position in iteration order: forward walks 0..size-1, reverse walks size-1..0.
  let start: number
  if (key) {
    const k = fromKey(key)
    if (reverse) {
      const lb = lowerBound(list, k)
      start = lb < list.size && list.keyAt(lb) === k ? list.size - 1 - lb : list.size - lb
    } else start = lowerBound(list, k)
  } else {
    const off = offsetRaw === undefined ? 0n : BigInt(offsetRaw)
    start = off > BigInt(list.size) ? list.size : Number(off)
  }
  const items: T[] = []
  const idx = (pos: number) => (reverse ? list.size - 1 - pos : pos)
  let pos = start
  for (; pos < list.size && items.length < limit; pos++) items.push(list.at(idx(pos)))
  const next_key = pos < list.size ? toKey(list.keyAt(idx(pos))) : null
  return { items, pagination: { next_key, total: countTotal ? String(list.size) : '0' } }
}
