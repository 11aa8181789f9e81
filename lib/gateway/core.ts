import 'server-only'
import { LRUCache } from 'lru-cache'
import type { GatewayId, Operation } from '@/lib/catalog/types'
import { gatewayConfig, type GatewayConfig } from '@/lib/server/env'
import type { Verdict } from './blame'
import type { BreakerSettings } from './breaker'
import { Semaphore } from './breaker'
import { classifyUpstream, failureCode, type UpstreamResult } from './classify'
import { cacheControlFor, entryTimes, type CacheEntry, type CacheStore } from './cache'
import { Coalescer, untilAborted } from './coalesce'
import { joinedElsewhere, type CrossFlight } from './redis-coalesce'
import { ProxyRefusal } from './errors'
import { HealthRegistry } from './health'
import { prepareCall, type Matcher } from './prepare'
import type { RateLimiter } from './rate-limit'
import { redact, redactBytes } from './redact'
import type { Fetched, Outcome, Prepared } from './types'
import { UpstreamFailure, type UpstreamClient, type UpstreamResponse } from './upstream'

export interface CoreSettings {
  gateways: Record<GatewayId, GatewayConfig>
  writesEnabled: boolean
  timeoutMs: number
  headTtlMs: number
  maxConcurrency: number
  trustProxy: boolean
  maxBodyBytes: number
  breaker: BreakerSettings
  /** With a stale answer kept for failures, how long a refresh is waited for before the stale one is served. */
  staleIfSlowMs?: number
  /** Total deadline of a long-poll operation (flags.longPoll); `timeoutMs` by default. */
  longPollTimeoutMs?: number
  /**
   * Per gateway, a call that always succeeds on a healthy gateway (its head or status query): the half-open probe,
   * so that whether the circuit closes never depends on what the first caller after the pause happened to ask.
   */
  probes?: Partial<Record<GatewayId, ProbeSpec>>
}

export interface ProbeSpec {
  opId: string
  path?: Record<string, string>
  query?: Record<string, string>
}

export interface CoreDeps {
  settings: CoreSettings
  store: CacheStore
  upstream: UpstreamClient & { close?(): Promise<void> }
  rateLimiter: RateLimiter
  clock: () => number
  matcher: Matcher
  operation: (id: string) => Operation | undefined
  /** One line per upstream failure; already redacted. */
  log?: (line: string) => void
  /** Coalescing across instances (Redis); without it each instance calls for its own misses. */
  flight?: CrossFlight
}

/** Upstream response headers worth passing on; everything else (cookies, server, rate-limit, account) is dropped. */
const FORWARDED_HEADERS = ['etag', 'last-modified', 'grpc-metadata-x-cosmos-block-height', 'x-cosmos-block-height']
const JSON_TYPE = 'application/json; charset=utf-8'
const MSGPACK_TYPE = 'application/msgpack'
const encoder = new TextEncoder()

export function errorOutcome(err: ProxyRefusal, now: number, cache: Outcome['cache'] = 'bypass'): Outcome {
  return {
    status: err.status,
    bytes: encoder.encode(JSON.stringify(err.body())),
    contentType: JSON_TYPE,
    headers: {},
    cache,
    cacheControl: 'no-store',
    fetchedAt: now,
    extra: err.headers,
  }
}

/** Whole seconds since the upstream produced a body, so a browser can tell how old a cached or stale answer is. */
const ageOf = (fetchedAt: number, now: number) => Math.max(0, Math.floor((now - fetchedAt) / 1000))

export type GatewayCore = ReturnType<typeof createGatewayCore>

/** The proxy's engine: cache, coalescing, concurrency cap, breaker, upstream call and answer shaping. */
export function createGatewayCore(deps: CoreDeps) {
  const { settings, store, clock } = deps
  const health = new HealthRegistry(settings.breaker, clock)
  const coalescer = new Coalescer<Fetched>()
  const semaphores = new Map<GatewayId, Semaphore>()
  const secrets = [...new Set(Object.values(settings.gateways).map((g) => g.apiKey))].filter((k) => k.length >= 4)
  const log = (line: string) => deps.log?.(redact(line, secrets))

  const semaphore = (id: GatewayId) => {
    let s = semaphores.get(id)
    if (!s) semaphores.set(id, (s = new Semaphore(settings.maxConcurrency, settings.maxConcurrency * 8)))
    return s
  }
  // Long polls hold their slot for up to a minute: a quarter of the cap, no queue, so they never starve the rest.
  const longPollSemaphores = new Map<GatewayId, Semaphore>()
  const longPollSemaphore = (id: GatewayId) => {
    let s = longPollSemaphores.get(id)
    if (!s) longPollSemaphores.set(id, (s = new Semaphore(Math.max(1, Math.floor(settings.maxConcurrency / 4)), 0)))
    return s
  }
  const timeoutFor = (prep: Prepared) =>
    prep.op.flags.longPoll ? (settings.longPollTimeoutMs ?? settings.timeoutMs) : settings.timeoutMs

  const probes = new Map<GatewayId, Prepared | null>()
  /** The gateway's known-good probe call, prepared once; null when none is configured or it does not validate. */
  function probeFor(id: GatewayId): Prepared | null {
    if (probes.has(id)) return probes.get(id)!
    let prep: Prepared | null = null
    const spec = settings.probes?.[id]
    const op = spec && deps.operation(spec.opId)
    if (spec && op?.gateways.includes(id))
      try {
        prep = prepareCall(op, id, spec.path ?? {}, spec.query ?? {}, {
          gateways: settings.gateways,
          writesEnabled: settings.writesEnabled,
          matcher: deps.matcher,
        })
      } catch {
        prep = null
      }
    probes.set(id, prep)
    return prep
  }

  function record(monitor: ReturnType<typeof health.monitor>, verdict: Verdict, code: string, ms?: number) {
    if (verdict === 'ok') monitor.ok(ms ?? 0)
    else if (verdict === 'fail') monitor.fail(code, ms)
    else monitor.neutral(ms)
  }

  /** Send the gateway's known-good call and report its result to the breaker; true when it answered well. */
  async function runProbe(probe: Prepared, monitor: ReturnType<typeof health.monitor>): Promise<boolean> {
    const t0 = performance.now()
    try {
      const res = await deps.upstream({
        url: probe.url,
        method: 'GET',
        headers: { 'api-key': gatewayConfig(settings.gateways, probe.gateway).apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(settings.timeoutMs),
      })
      const ms = performance.now() - t0
      // The probe answers for everyone: anything but a success means the gateway is still unwell.
      if (res.status >= 200 && res.status < 300) {
        monitor.ok(ms)
        return true
      }
      monitor.fail(`upstream_${res.status}`, ms)
    } catch (err) {
      const f = err instanceof UpstreamFailure ? err : new UpstreamFailure('network')
      monitor.fail(failureCode(f.reason), performance.now() - t0)
    }
    log(`[gw] ${probe.gateway} probe failed: the circuit stays open`)
    return false
  }

  const refusal = (err: ProxyRefusal, failure: boolean, upstreamMs?: number): Fetched => ({
    status: err.status,
    bytes: encoder.encode(JSON.stringify(err.body())),
    contentType: JSON_TYPE,
    headers: {},
    upstreamMs,
    fetchedAt: clock(),
    failure,
    extra: err.headers,
  })

  /** One upstream call behind the concurrency cap and the breaker; never throws. */
  async function callUpstream(prep: Prepared, signal: AbortSignal, client?: AbortSignal): Promise<Fetched> {
    const config = gatewayConfig(settings.gateways, prep.gateway)
    const monitor = health.monitor(prep.gateway)
    const longPoll = prep.op.flags.longPoll === true
    const release = await (longPoll ? longPollSemaphore : semaphore)(prep.gateway).acquire(signal)
    if (!release)
      return refusal(
        new ProxyRefusal(
          503,
          'gateway_busy',
          longPoll
            ? `too many long polls to the ${prep.gateway} gateway are open; try again shortly`
            : `too many calls to the ${prep.gateway} gateway are waiting; try again shortly`,
          { 'retry-after': '1' },
        ),
        true,
      )
    try {
      const gate = monitor.breaker.admit()
      // The known-good call decides, not this caller's (whose answer may depend on its own input).
      const probe = gate === 'probe' ? probeFor(prep.gateway) : null
      if (gate === 'refuse' || (probe && probe.key !== prep.key && !(await runProbe(probe, monitor)))) {
        const wait = Math.max(1, Math.ceil(monitor.breaker.retryAfterMs() / 1000))
        return refusal(
          new ProxyRefusal(
            503,
            'gateway_unavailable',
            `the ${prep.gateway} gateway is failing; calls pause for ${wait} s before the next try`,
            { 'retry-after': String(wait) },
          ),
          true,
        )
      }
      const msgpack = prep.answer === 'msgpack'
      const headers: Record<string, string> = {
        'api-key': config.apiKey,
        accept: msgpack ? MSGPACK_TYPE : 'application/json',
      }
      if (prep.method === 'POST') headers['content-type'] = prep.contentType ?? 'application/json'
      if (prep.height) headers['x-cosmos-block-height'] = prep.height
      const t0 = performance.now()
      let res: UpstreamResponse | undefined
      let result: UpstreamResult
      try {
        res = await deps.upstream({
          url: prep.url,
          method: prep.method,
          headers,
          body: prep.body,
          signal,
          timeoutMs: timeoutFor(prep),
        })
        const bytes = redactBytes(res.bytes, secrets)
        result = {
          type: 'answered',
          status: res.status,
          bytes,
          redacted: bytes !== res.bytes,
          ms: performance.now() - t0,
        }
      } catch (err) {
        const reason = err instanceof UpstreamFailure ? err.reason : 'network'
        result = { type: 'threw', reason, clientLeft: client?.aborted === true, ms: performance.now() - t0 }
      }
      const ms = result.ms
      const fetchedAt = clock()
      const outcome = classifyUpstream(prep, result)
      if (outcome.health) record(monitor, outcome.health.verdict, outcome.health.code, ms)
      if (outcome.type === 'refusal') {
        if (outcome.log) log(outcome.log)
        return refusal(outcome.refusal, outcome.failure, ms)
      }
      if (outcome.type === 'upstream_error')
        return {
          status: outcome.status,
          bytes: encoder.encode(JSON.stringify(outcome.body)),
          contentType: JSON_TYPE,
          headers: {},
          upstreamMs: ms,
          fetchedAt,
          failure: outcome.failure,
        }
      const { status, bytes } = outcome
      const kept: Record<string, string> = {}
      for (const h of FORWARDED_HEADERS) if (res?.headers[h] !== undefined) kept[h] = redact(res.headers[h]!, secrets)
      const times = prep.method === 'GET' ? entryTimes(prep, outcome.found, fetchedAt, settings) : null
      const contentType = msgpack ? MSGPACK_TYPE : JSON_TYPE
      const out: Fetched = {
        status,
        bytes,
        contentType,
        headers: kept,
        upstreamMs: ms,
        fetchedAt,
        failure: false,
      }
      if (times)
        out.entry = {
          ...times,
          status,
          bytes,
          contentType,
          headers: kept,
          fetchedAt,
          upstreamMs: ms,
        }
      return out
    } finally {
      release()
    }
  }

  const SLOW = refusal(new ProxyRefusal(504, 'upstream_timeout', 'the gateway is slow to answer'), true)
  const orSlow = (p: Promise<Fetched>, ms: number) =>
    Promise.race([p, new Promise<Fetched>((resolve) => setTimeout(resolve, ms, SLOW).unref())])

  /** The shared GET work: call, then store what may be stored before anyone else looks. */
  async function fetchAndStore(prep: Prepared): Promise<Fetched> {
    const work = async () => {
      const f = await callUpstream(prep, AbortSignal.timeout(timeoutFor(prep)))
      if (f.entry && !prep.noStore) await Promise.resolve(store.set(prep.key, f.entry)).catch(() => {})
      return f
    }
    return deps.flight ? deps.flight.run(prep.key, work) : work()
  }

  const fromEntry = (e: CacheEntry, cache: Outcome['cache'], now: number): Outcome => ({
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

  const fromFetched = (f: Fetched, cache: Outcome['cache'], now: number): Outcome => ({
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
    return now < entry.freshUntil ? fromEntry(entry, 'hit', now) : undefined
  }

  /** Answer a validated request. Rejects only when `signal` aborts (the client left). */
  async function execute(prep: Prepared, signal?: AbortSignal): Promise<Outcome> {
    if (prep.method === 'POST') {
      const timeout = AbortSignal.timeout(timeoutFor(prep))
      const f = await callUpstream(prep, signal ? AbortSignal.any([timeout, signal]) : timeout, signal)
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
    inFlight: (id: GatewayId) => semaphores.get(id)?.inFlight ?? 0,
    async close() {
      await Promise.all([deps.upstream.close?.(), store.close?.(), deps.rateLimiter.close?.()])
    },
  }
}
