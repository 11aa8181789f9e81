import 'server-only'
import { Gauge } from 'prom-client'
import type { GatewayId } from '@/lib/catalog/types'
import type { CacheLabel } from '@/lib/client/types'
import { proxiedGatewayIds } from '@/lib/networks'
import type { BreakerState } from '@/lib/client/health'
import type { HealthRegistry } from '@/lib/gateway/health'
import { FastCounter, FastHistogram, LATENCY_BUCKETS_S, type CounterChild, type HistogramChild } from './fast'
import { threadRegistry } from './registry'

/** One gateway's meters, made once: the proxy's hot path only adds to them. */
export interface GatewayMeters {
  answers: Record<CacheLabel, CounterChild>
  upstreamCalls: CounterChild
  upstreamSeconds: HistogramChild
  /** By error code (a bounded set: timeouts, unreachable, bad bodies, upstream statuses); made on first use. */
  upstreamErrors(code: string): CounterChild
}

const CACHE_LABELS: readonly CacheLabel[] = ['hit', 'miss', 'stale', 'coalesced', 'bypass']
const BREAKER_STATES: readonly BreakerState[] = ['closed', 'open', 'half-open']

function create() {
  const registry = threadRegistry()
  const answers = new FastCounter(
    'explorer_proxy_requests_total',
    'Proxy answers by gateway and how the cache answered: hit, miss, stale, coalesced (waited for a call in flight) or bypass (POSTs, uncached operations).',
    registry,
  )
  const calls = new FastCounter('explorer_upstream_requests_total', 'Calls sent to a gateway upstream.', registry)
  const errors = new FastCounter(
    'explorer_upstream_errors_total',
    "Upstream calls that failed, by gateway and the proxy's error code (timeouts, unreachable, 5xx, bad bodies).",
    registry,
  )
  const seconds = new FastHistogram(
    'explorer_upstream_request_duration_seconds',
    'Time an upstream call took, from sending it to its whole answer, by gateway.',
    LATENCY_BUCKETS_S,
    registry,
  )
  const meters = new Map<GatewayId, GatewayMeters>()
  const make = (gateway: GatewayId): GatewayMeters => {
    const byCode = new Map<string, CounterChild>()
    return {
      answers: Object.fromEntries(CACHE_LABELS.map((cache) => [cache, answers.child({ gateway, cache })])) as Record<
        CacheLabel,
        CounterChild
      >,
      upstreamCalls: calls.child({ gateway }),
      upstreamSeconds: seconds.child({ gateway }),
      upstreamErrors(code) {
        let c = byCode.get(code)
        if (!c) byCode.set(code, (c = errors.child({ gateway, code })))
        return c
      },
    }
  }
  // Every gateway from the start, so a rate is defined (0) before the first request.
  for (const id of proxiedGatewayIds()) meters.set(id, make(id))
  return (id: GatewayId) => {
    let m = meters.get(id)
    if (!m) meters.set(id, (m = make(id)))
    return m
  }
}

const KEY = Symbol.for('explorer.metrics.gateway')
type WithMeters = typeof globalThis & { [KEY]?: (id: GatewayId) => GatewayMeters }

/** A gateway's meters on this thread (a Map lookup; no allocation). */
export function gatewayMeters(id: GatewayId): GatewayMeters {
  return ((globalThis as WithMeters)[KEY] ??= create())(id)
}

/** Counts one proxy answer; returns it, so a call site stays one expression. */
export function countAnswer<T extends { cache: CacheLabel }>(gateway: GatewayId, o: T): T {
  gatewayMeters(gateway).answers[o.cache].inc()
  return o
}

/** One upstream call: its time, and its error code when it failed (undefined: it answered well). */
export function countUpstream(gateway: GatewayId, ms: number, failedCode: string | undefined): void {
  const m = gatewayMeters(gateway)
  m.upstreamCalls.inc()
  m.upstreamSeconds.observe(ms / 1000)
  if (failedCode !== undefined) m.upstreamErrors(failedCode).inc()
}

/**
 * The breakers and concurrency of one gateway core, read at scrape time from the state the core keeps anyway.
 * `state` is one series per breaker state, 1 for the current one (Prometheus's way of exposing an enum).
 */
export function watchGatewayCore(core: { health: HealthRegistry; inFlight(id: GatewayId): number }): void {
  const registry = threadRegistry()
  const ids = proxiedGatewayIds()
  new Gauge({
    name: 'explorer_gateway_breaker_state',
    help: "A gateway's circuit breaker: 1 for its current state (closed, open, half-open), 0 for the others.",
    labelNames: ['gateway', 'state'],
    registers: [registry],
    collect() {
      const snap = core.health.snapshot(ids).gateways
      for (const id of ids)
        for (const s of BREAKER_STATES) this.set({ gateway: id, state: s }, snap[id]?.breaker === s ? 1 : 0)
    },
  })
  new Gauge({
    name: 'explorer_gateway_up',
    help: 'Whether the proxy counts a gateway as reachable (1) or down (0: breaker not closed, or failing calls).',
    labelNames: ['gateway'],
    registers: [registry],
    collect() {
      const snap = core.health.snapshot(ids).gateways
      for (const id of ids) this.set({ gateway: id }, snap[id]?.state === 'down' ? 0 : 1)
    },
  })
  new Gauge({
    name: 'explorer_upstream_in_flight_requests',
    help: 'Upstream calls to a gateway in flight now (its concurrency cap bounds them).',
    labelNames: ['gateway'],
    registers: [registry],
    collect() {
      for (const id of ids) this.set({ gateway: id }, core.inFlight(id))
    },
  })
}
