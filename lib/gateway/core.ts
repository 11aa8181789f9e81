import 'server-only'
import { LRUCache } from 'lru-cache'
import { Coalescer, untilAborted } from './coalesce'
import type { CoreDeps } from './core-deps'
import { ProxyRefusal } from './errors'
import { createGuardedCall } from './guarded-call'
import { HealthRegistry } from './health'
import { fromEntry, fromFetched, refusalFetched } from './outcomes'
import { joinedElsewhere } from './redis-coalesce'
import { anySignal, timeoutSignal } from '@/lib/server/abort'
import { countAnswer } from '@/lib/metrics/gateway'
import { redact } from './redact'
import type { Fetched, Outcome, Prepared } from './types'

export type GatewayCore = ReturnType<typeof createGatewayCore>

/**
 * The proxy's engine: cache, coalescing and stale answers here; the concurrency cap, breaker, upstream call and
 * answer shaping in `guarded-call.ts`.
 */
export function createGatewayCore(deps: CoreDeps) {
  const { settings, store, clock } = deps
  const health = new HealthRegistry(settings.breaker, clock)
  const coalescer = new Coalescer<Fetched>()
  const secrets = [...new Set(Object.values(settings.gateways).map((g) => g.apiKey))].filter((k) => k.length >= 4)
  const log = (line: string) => deps.log?.(redact(line, secrets))
  const { callUpstream, timeoutFor, inFlight, probe } = createGuardedCall(deps, health, secrets, log)

  const SLOW = refusalFetched(new ProxyRefusal(504, 'upstream_timeout', 'the gateway is slow to answer'), true, clock())
  const orSlow = (p: Promise<Fetched>, ms: number) =>
    Promise.race([p, new Promise<Fetched>((resolve) => setTimeout(resolve, ms, SLOW).unref())])

  /** The shared GET work: call, then store what may be stored before anyone else looks. */
  async function fetchAndStore(prep: Prepared): Promise<Fetched> {
    const work = async () => {
      const f = await callUpstream(prep, timeoutSignal(timeoutFor(prep)))
      if (f.entry && !prep.noStore) await Promise.resolve(store.set(prep.key, f.entry)).catch(() => {})
      return f
    }
    return deps.flight ? deps.flight.run(prep.key, work) : work()
  }

  function revalidate(prep: Prepared) {
    if (coalescer.has(prep.key)) return
    coalescer.run(prep.key, () => fetchAndStore(prep)).promise.catch(() => {})
  }

  /**
   * The synchronous fast path: a fresh hit from a synchronous store (the in-memory LRU), or undefined. It lets
   * the handler answer a hit without a single promise.
   */
  function freshHit(prep: Prepared): Outcome | undefined {
    if (prep.method !== 'GET' || prep.cacheClass === 'none') return undefined
    const entry = store.get(prep.key)
    if (!entry || entry instanceof Promise) return undefined
    const now = clock()
    return now < entry.freshUntil ? countAnswer(prep.gateway, fromEntry(entry, 'hit', now)) : undefined
  }

  /** Answer a validated request. Rejects only when `signal` aborts (the client left). */
  const execute = (prep: Prepared, signal?: AbortSignal) =>
    answer(prep, signal).then((o) => countAnswer(prep.gateway, o))

  async function answer(prep: Prepared, signal?: AbortSignal): Promise<Outcome> {
    if (prep.method === 'POST') {
      const timeout = timeoutSignal(timeoutFor(prep))
      const f = await callUpstream(prep, signal ? anySignal([timeout, signal]) : timeout, signal)
      return fromFetched(f, 'bypass', clock())
    }
    const cacheable = prep.cacheClass !== 'none'
    const cached = cacheable ? store.get(prep.key) : undefined
    const entry = cached instanceof Promise ? await cached : cached
    let now = clock()
    if (entry && now < entry.freshUntil) return fromEntry(entry, 'hit', now)
    if (entry && now < entry.revalidateUntil) {
      revalidate(prep)
      return fromEntry(entry, 'stale', now)
    }
    const { promise, leader } = coalescer.run(prep.key, () => fetchAndStore(prep))
    // With a last good answer at hand, a slow upstream is not waited for: stale after `staleIfSlowMs`, and the call
    // goes on to refresh the cache.
    const kept = entry && now < entry.keepUntil
    const f = await untilAborted(kept ? orSlow(promise, settings.staleIfSlowMs ?? 1000) : promise, signal)
    now = clock()
    if (f.failure && entry && now < entry.keepUntil) return fromEntry(entry, 'stale', now)
    // An answer another instance fetched (redis-coalesce) is as coalesced as one from this instance's leader.
    return fromFetched(f, leader && !joinedElsewhere(f) ? (cacheable ? 'miss' : 'bypass') : 'coalesced', now)
  }

  return {
    deps,
    /** Validated GET request lines → their prepared call (bounded; a pure function of the request line). */
    routes: new LRUCache<string, Prepared>({ max: 10_000 }),
    health,
    coalescer,
    secrets,
    execute,
    freshHit,
    inFlight,
    probe,
    async close() {
      await Promise.all([deps.upstream.close?.(), store.close?.(), deps.rateLimiter.close?.()])
    },
  }
}
