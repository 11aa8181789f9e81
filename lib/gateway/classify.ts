import { judgeFailure, judgeStatus, type Verdict } from './blame'
import { ProxyRefusal } from './errors'
import { checkMsgpackBody, checkSuccessBody, refusalContentType, reshapeUpstreamError } from './shape'
import type { ErrorBody, Prepared } from './types'
import type { UpstreamFailure } from './upstream'

/**
 * Pure: what one upstream call means for the client, the stale fallback, the breaker and the log. `callUpstream`
 * (./core.ts) makes the call and applies the verdict; every rule about upstream outcomes lives here.
 */

/** What happened to one upstream call, as the core saw it. */
export type UpstreamResult =
  /** No answer: the upstream client threw (`clientLeft` when the caller's own signal aborted it). */
  | { type: 'threw'; reason: UpstreamFailure['reason']; clientLeft: boolean; ms: number }
  /**
   * An answer; `bytes` already have the api-key scrubbed, `redacted` when that changed them; `contentType` is the
   * upstream's header.
   */
  | {
      type: 'answered'
      status: number
      bytes: Uint8Array
      redacted: boolean
      ms: number
      contentType?: string
      retryAfter?: string
    }

/** What the gateway's breaker is told: `verdict` as judged by ./blame.ts, `code` names a failure in its health view. */
export interface HealthReport {
  verdict: Verdict
  code: string
}

export type UpstreamOutcome =
  /** A well-formed success: `bytes` are what the client gets (`null` for a bodiless one), `found` as ./shape.ts says. */
  | { type: 'success'; status: number; bytes: Uint8Array; found: boolean; health: HealthReport }
  /** The proxy answers instead of the upstream. No `health` when the result says nothing about the gateway. */
  | { type: 'refusal'; refusal: ProxyRefusal; failure: boolean; health?: HealthReport; log?: string }
  /**
   * The gateway refused the request (4xx): its status and its body, unchanged (but for the api-key), so an official
   * client reads its node's own words through the proxy. Never a failure: it is the gateway's answer.
   */
  | {
      type: 'gateway_refusal'
      status: number
      bytes: Uint8Array
      contentType: string
      /** A rate-limiting gateway's own `Retry-After` (delta-seconds only), which its clients wait by. */
      retryAfter?: string
      health: HealthReport
    }
  /** The gateway failed (5xx): its status, and the proxy's `{error, detail, upstream}` saying so. */
  | { type: 'upstream_error'; status: number; body: ErrorBody; failure: true; health: HealthReport }

const FAILURES: Record<UpstreamFailure['reason'], [number, string, string]> = {
  timeout: [504, 'upstream_timeout', 'did not answer in time'],
  network: [502, 'upstream_unreachable', 'could not be reached'],
  too_large: [502, 'upstream_too_large', 'sent an answer larger than the proxy accepts'],
}

/** The error code of a call that got no answer. */
export const failureCode = (reason: UpstreamFailure['reason']): string => FAILURES[reason][1]

const NULL_JSON = new TextEncoder().encode('null')

const where = (prep: Prepared) => `[gw] ${prep.gateway} ${prep.method} ${new URL(prep.url).pathname}`

/**
 * Classify one upstream result. `failure` marks an unusable upstream (5xx, timeout, unreachable, garbage) for which
 * a stale cache entry may answer instead; every refusal except the client's own departure is one.
 */
export function classifyUpstream(prep: Prepared, result: UpstreamResult): UpstreamOutcome {
  const { gateway } = prep
  if (result.type === 'threw') {
    // The client left: says nothing about the gateway's health.
    if (result.clientLeft)
      return {
        type: 'refusal',
        refusal: new ProxyRefusal(499, 'client_closed', 'the client closed the request'),
        failure: false,
      }
    const [status, code, what] = FAILURES[result.reason]
    return {
      type: 'refusal',
      refusal: new ProxyRefusal(status, code, `the ${gateway} gateway ${what}`),
      failure: true,
      health: { verdict: judgeFailure(prep, result.reason), code },
      log: `${where(prep)} -> ${code} after ${result.ms.toFixed(0)} ms`,
    }
  }

  const { status, bytes } = result
  if (status >= 200 && status < 300) {
    const msgpack = prep.answer === 'msgpack'
    // Binary cannot be redacted in place: a msgpack answer holding the key is refused, not rewritten.
    const check = !msgpack
      ? checkSuccessBody(prep.kind, bytes, prep.op.flags.emptySuccess === true)
      : !result.redacted
        ? checkMsgpackBody(bytes)
        : ({ ok: false } as const)
    if (!check.ok) {
      const format = msgpack ? 'msgpack' : 'JSON'
      return {
        type: 'refusal',
        refusal: new ProxyRefusal(
          502,
          'bad_upstream_body',
          `the ${gateway} gateway answered ${status} with a body that is not the ${format} it promises`,
        ),
        failure: true,
        health: { verdict: 'fail', code: 'bad_upstream_body' },
        log: `${where(prep)} -> ${status} with a body that is not the promised ${format}`,
      }
    }
    // The client always gets JSON: a bodiless success becomes `null`.
    return {
      type: 'success',
      status,
      bytes: bytes.length === 0 ? NULL_JSON : bytes,
      found: check.found,
      health: { verdict: 'ok', code: 'ok' },
    }
  }
  if (status >= 300 && status < 400)
    return {
      type: 'refusal',
      refusal: new ProxyRefusal(
        502,
        'upstream_redirect',
        `the ${gateway} gateway answered with a redirect (${status}), which the proxy does not follow`,
      ),
      failure: true,
      health: { verdict: judgeStatus(prep, status), code: 'upstream_redirect' },
    }
  if (status >= 400 && status < 500)
    return {
      type: 'gateway_refusal',
      status,
      bytes,
      contentType: refusalContentType(result.contentType, bytes),
      ...(status === 429 && /^\d{1,6}$/.test(result.retryAfter ?? '') && { retryAfter: result.retryAfter }),
      health: { verdict: judgeStatus(prep, status), code: `upstream_${status}` },
    }
  if (status >= 500 && status < 600)
    return {
      type: 'upstream_error',
      status,
      body: reshapeUpstreamError(gateway, status, bytes),
      // A stale answer may stand in: a cached answer beats an error, whoever caused it.
      failure: true,
      health: { verdict: judgeStatus(prep, status), code: `upstream_${status}` },
    }
  return {
    type: 'refusal',
    refusal: new ProxyRefusal(502, 'bad_upstream_status', `the ${gateway} gateway answered with status ${status}`),
    failure: true,
    health: { verdict: 'fail', code: 'bad_upstream_status' },
  }
}
