import 'server-only'
import { LRUCache } from 'lru-cache'
import type { NetworkId } from '@/lib/networks'
import { isFresh, makeEntry, type Entry, type Rendered } from './entry'
import type { HeadWatcher } from './heads'
import type { CacheableRequest } from './key'
import { freshnessOf, SHAREABLE_STATUS, type PolicySettings } from './policy'

/**
 * One render per page state, for everyone who asks (nginx's proxy_cache_lock + use_stale updating, in process):
 * - a fresh entry answers at once;
 * - a stale one (a head moved, or it aged) answers at once too, while one render replaces it in the background;
 * - a miss starts one render, and every request for the same key that arrives meanwhile waits for that render;
 * - renders take a render slot (admission control): when none is free soon, a miss is refused fast ("busy") or,
 *   when an older answer exists, that one is served;
 * - an answer that must not be shared (it sets a cookie) is not stored, and the key is passed to Next per request
 *   for a while (Fastly's hit-for-pass), so waiters never receive it.
 */
export interface RenderSlots {
  /** A render slot, or undefined when the server is too busy (the caller answers 503 at once). */
  acquire(): Promise<(() => void) | undefined>
}

export interface PageCacheOptions {
  render: (c: CacheableRequest) => Promise<Rendered>
  slots: RenderSlots
  heads: HeadWatcher
  maxBytes: number
  policy: PolicySettings
  /** A render that has not finished by then is given up (its waiters get "busy"); a safety net only. */
  renderTimeoutMs: number
  clock?: () => number
}

export type LookupState = 'hit' | 'stale' | 'miss' | 'wait'
export type Lookup = { entry: Entry; state: LookupState } | { busy: true } | { pass: true }

export interface PageCacheStats {
  hit: number
  stale: number
  miss: number
  wait: number
  busy: number
  pass: number
  renders: number
  entries: number
  bytes: number
}

type Fill = { entry: Entry } | { busy: true } | { pass: true }

const PASS_MS = 60_000

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  return Promise.race([
    p,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('render timed out')), ms))),
  ]).finally(() => clearTimeout(timer))
}

export function createPageCache(o: PageCacheOptions) {
  const clock = o.clock ?? Date.now
  const head = (n: NetworkId) => o.heads.current(n)
  const store = new LRUCache<string, Entry>({
    maxSize: o.maxBytes,
    sizeCalculation: (e) => e.bytes,
    // One page may not take more than an eighth of the cache.
    maxEntrySize: Math.max(1, Math.floor(o.maxBytes / 8)),
  })
  const inflight = new Map<string, Promise<Fill>>()
  const passUntil = new Map<string, number>()
  const counts = { hit: 0, stale: 0, miss: 0, wait: 0, busy: 0, pass: 0, renders: 0 }

  async function fill(c: CacheableRequest): Promise<Fill> {
    const release = await o.slots.acquire()
    if (!release) return { busy: true }
    const at = clock()
    const heads: Partial<Record<NetworkId, string>> = {}
    for (const n of c.route.networks) {
      const h = head(n)
      if (h !== undefined) heads[n] = h
    }
    let r: Rendered
    counts.renders++
    try {
      r = await withTimeout(o.render(c), o.renderTimeoutMs)
    } catch {
      return { busy: true }
    } finally {
      release()
    }
    if (r.headers['set-cookie'] !== undefined) {
      passUntil.set(c.key, clock() + PASS_MS)
      return { pass: true }
    }
    const freshness = freshnessOf(c.route, c.url, r.status, r.shortfalls, head, o.policy)
    const entry = makeEntry(r, at, freshness, heads)
    // Errors are answered to the requests that waited for this render, never kept for later ones.
    if (SHAREABLE_STATUS.has(r.status)) store.set(c.key, entry)
    return { entry }
  }

  function start(c: CacheableRequest): Promise<Fill> {
    const p = fill(c).finally(() => inflight.delete(c.key))
    inflight.set(c.key, p)
    return p
  }

  return {
    async lookup(c: CacheableRequest): Promise<Lookup> {
      o.heads.touch(c.route.networks)
      const now = clock()
      const until = passUntil.get(c.key)
      if (until !== undefined) {
        if (now < until) return (counts.pass++, { pass: true })
        passUntil.delete(c.key)
      }
      const old = store.get(c.key)
      const maxAge = c.wantsFresh ? o.policy.refreshTtlMs : Infinity
      if (old && isFresh(old, now, head, maxAge)) return (counts.hit++, { entry: old, state: 'hit' })
      // A browser's refresh and an expired not-found page wait for the new render; the rest is served stale meanwhile.
      if (old && !c.wantsFresh && old.freshness.staleOk && now - old.at < o.policy.maxStaleMs) {
        if (!inflight.has(c.key)) start(c).catch(() => {})
        return (counts.stale++, { entry: old, state: 'stale' })
      }
      let p = inflight.get(c.key)
      const leader = !p
      p ??= start(c)
      const r = await p
      if ('entry' in r) {
        if (leader) counts.miss++
        else counts.wait++
        return { entry: r.entry, state: leader ? 'miss' : 'wait' }
      }
      // Too busy to render: an older answer of any age is better than none (its labels say how old it is).
      if ('busy' in r && old) return (counts.stale++, { entry: old, state: 'stale' })
      if ('busy' in r) counts.busy++
      else counts.pass++
      return r
    },
    stats(): PageCacheStats {
      return { ...counts, entries: store.size, bytes: store.calculatedSize }
    },
    clear(): void {
      store.clear()
      passUntil.clear()
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>
