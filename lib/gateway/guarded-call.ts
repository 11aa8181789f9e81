import 'server-only'
import type { GatewayId } from '@/lib/catalog/types'
import { gatewayConfig } from '@/lib/server/env'
import type { Verdict } from './blame'
import { Semaphore } from './breaker'
import { entryTimes } from './cache'
import { classifyUpstream, type UpstreamResult } from './classify'
import { untilAborted } from './coalesce'
import type { CoreDeps } from './core-deps'
import { ProxyRefusal } from './errors'
import { createHalfOpenProbe, type GatewayMonitor } from './half-open'
import type { HealthRegistry } from './health'
import { JSON_TYPE, MSGPACK_TYPE, jsonBytes, refusalFetched } from './outcomes'
import { redact, redactBytes } from './redact'
import type { Fetched, Prepared } from './types'
import { countUpstream } from '@/lib/metrics/gateway'
import { UpstreamFailure, type UpstreamResponse } from './upstream'

/** Upstream response headers worth passing on; everything else (cookies, server, rate-limit, account) is dropped. */
const FORWARDED_HEADERS = ['etag', 'last-modified', 'grpc-metadata-x-cosmos-block-height', 'x-cosmos-block-height']

function record(monitor: GatewayMonitor, verdict: Verdict, code: string, ms?: number) {
  if (verdict === 'ok') monitor.ok(ms ?? 0)
  else if (verdict === 'fail') monitor.fail(code, ms)
  else monitor.neutral(ms)
}

/** Upstream calls behind each gateway's concurrency cap and breaker, turned into a `Fetched` the cache can keep. */
export function createGuardedCall(
  deps: CoreDeps,
  health: HealthRegistry,
  secrets: string[],
  log: (line: string) => void,
) {
  const { settings, clock } = deps
  const halfOpen = createHalfOpenProbe(deps, log)
  const semaphores = new Map<GatewayId, Semaphore>()
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

  const refusal = (err: ProxyRefusal, failure: boolean, upstreamMs?: number): Fetched =>
    refusalFetched(err, failure, clock(), upstreamMs)

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
      const probe = gate === 'probe' ? halfOpen.probeFor(prep.gateway) : null
      // The probe runs to its own timeout and decides for everyone; this caller waits for it only until its own
      // signal ends (a page's deadline), as it would for its own call.
      const probeOk =
        !probe ||
        probe.key === prep.key ||
        (await untilAborted(halfOpen.runProbe(probe, monitor), signal).catch(() => false))
      if (gate === 'refuse' || !probeOk) {
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
          contentType: res.headers['content-type'],
          retryAfter: res.headers['retry-after'],
        }
      } catch (err) {
        const reason = err instanceof UpstreamFailure ? err.reason : 'network'
        result = { type: 'threw', reason, clientLeft: client?.aborted === true, ms: performance.now() - t0 }
      }
      const ms = result.ms
      const fetchedAt = clock()
      const outcome = classifyUpstream(prep, result)
      if (outcome.health) record(monitor, outcome.health.verdict, outcome.health.code, ms)
      countUpstream(prep.gateway, ms, outcome.health?.verdict === 'fail' ? outcome.health.code : undefined)
      if (outcome.type === 'refusal') {
        if (outcome.log) log(outcome.log)
        return refusal(outcome.refusal, outcome.failure, ms)
      }
      if (outcome.type === 'gateway_refusal')
        return {
          status: outcome.status,
          bytes: outcome.bytes,
          contentType: outcome.contentType,
          headers: outcome.retryAfter ? { 'retry-after': outcome.retryAfter } : {},
          upstreamMs: ms,
          fetchedAt,
          failure: false,
        }
      if (outcome.type === 'upstream_error')
        return {
          status: outcome.status,
          bytes: jsonBytes(outcome.body),
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

  /** The gateway's known-good call, sent now past cache and breaker, its result told to the breaker (readiness). */
  const probe = async (id: GatewayId): Promise<boolean | undefined> => {
    const p = halfOpen.probeFor(id)
    return p ? halfOpen.runProbe(p, health.monitor(id)) : undefined
  }

  return { callUpstream, timeoutFor, probe, inFlight: (id: GatewayId) => semaphores.get(id)?.inFlight ?? 0 }
}
