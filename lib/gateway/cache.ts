import 'server-only'
import { LRUCache } from 'lru-cache'
import type { CacheEntry, Prepared } from './types'

export type { CacheEntry } from './types'

/** Sync for the in-memory store (no await on the hit path), async for Redis. */
export interface CacheStore {
  get(key: string): CacheEntry | undefined | Promise<CacheEntry | undefined>
  set(key: string, entry: CacheEntry): void | Promise<void>
  close?(): Promise<void>
}

export interface CachePolicySettings {
  headTtlMs: number
}

const DAY = 86_400_000
const PARAMS_TTL_MS = 60_000

/**
 * TTLs by catalog class. Immutable records (and head answers pinned to a fixed height/revision) are kept a day,
 * but only once found: a not-found/`null` answer lives the head TTL and is then asked again, since the record may
 * appear at the next block. Head answers live `headTtlMs`, then are served stale while one background call refreshes them.
 * Returns null when the answer must not be stored.
 */
export function entryTimes(
  prep: Pick<Prepared, 'cacheClass' | 'pinned'>,
  found: boolean,
  now: number,
  s: CachePolicySettings,
): Pick<CacheEntry, 'immutable' | 'freshUntil' | 'revalidateUntil' | 'keepUntil'> | null {
  if (prep.cacheClass === 'none') return null
  if ((prep.cacheClass === 'immutable' || prep.pinned) && found)
    return { immutable: true, freshUntil: now + DAY, revalidateUntil: now + DAY, keepUntil: now + DAY }
  if (prep.cacheClass === 'params')
    return {
      immutable: false,
      freshUntil: now + PARAMS_TTL_MS,
      revalidateUntil: now + 2 * PARAMS_TTL_MS,
      keepUntil: now + 60 * PARAMS_TTL_MS,
    }
  if (s.headTtlMs <= 0) return null
  const freshUntil = now + s.headTtlMs
  // A record that is not there yet may be in the next block: once its short life ends it is asked for again, never
  // served stale (a block page would say "does not exist yet" about a block the chain has just made).
  if (!found) return { immutable: false, freshUntil, revalidateUntil: freshUntil, keepUntil: freshUntil }
  return {
    immutable: false,
    freshUntil,
    revalidateUntil: now + 2 * s.headTtlMs,
    keepUntil: now + 5 * 60_000,
  }
}

export function cacheControlFor(entry: Pick<CacheEntry, 'immutable' | 'freshUntil'>, now: number): string {
  const secs = Math.max(0, Math.floor((entry.freshUntil - now) / 1000))
  return entry.immutable
    ? `public, max-age=${secs}, immutable`
    : `public, max-age=${secs}, stale-while-revalidate=${Math.max(1, secs)}`
}

const ENTRY_OVERHEAD = 256

/** In-process LRU bounded in bytes (bodies plus a fixed overhead per entry). */
export function createMemoryStore(maxBytes: number): CacheStore & { readonly size: number; readonly bytes: number } {
  const lru = new LRUCache<string, CacheEntry>({
    maxSize: maxBytes,
    sizeCalculation: (e, key) => e.bytes.byteLength + key.length + ENTRY_OVERHEAD,
  })
  return {
    get: (key) => lru.get(key),
    set(key, entry) {
      if (entry.bytes.byteLength + key.length + ENTRY_OVERHEAD > maxBytes) return
      lru.set(key, entry, { ttl: Math.max(1, entry.keepUntil - entry.fetchedAt) })
    },
    get size() {
      return lru.size
    },
    get bytes() {
      return lru.calculatedSize
    },
  }
}
