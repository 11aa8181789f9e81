import type { Prepared } from './types'
import type { UpstreamFailure } from './upstream'

/**
 * What one upstream result says about the gateway's health, for its breaker: `ok` it answered, `fail` it is
 * unhealthy, `neutral` the result depends on the caller (their address, their height, their long poll), so it must
 * never let one client pause the gateway for everyone.
 */
export type Verdict = 'ok' | 'fail' | 'neutral'

/**
 * An operation that answers for everyone: no path parameter and no query, e.g. a head or status query. Only such an
 * answer proves a 500 is the gateway's own trouble; the same status on `/address/<x>` may be `x`'s fault.
 */
export function answersForEveryone(prep: Prepared): boolean {
  return !prep.op.params.some((p) => p.in === 'path') && !prep.url.includes('?')
}

/** Gateway-side statuses: a proxy or load balancer in front of the gateway saying the service is not there. */
const UNAVAILABLE = new Set([502, 503, 504])

export function judgeStatus(prep: Prepared, status: number): Verdict {
  if (prep.op.flags.longPoll) return status >= 500 ? 'neutral' : 'ok'
  if (status < 300) return 'ok'
  if (status < 400) return 'fail' // a redirect is a misconfigured gateway, whoever asked
  if (status < 500) return 'ok'
  if (UNAVAILABLE.has(status)) return 'fail'
  return answersForEveryone(prep) ? 'fail' : 'neutral'
}

export function judgeFailure(prep: Prepared, reason: UpstreamFailure['reason']): Verdict {
  if (prep.op.flags.longPoll) return 'neutral'
  // An answer over the size bound is the caller's page size, not the gateway's health.
  return reason === 'too_large' ? 'neutral' : 'fail'
}
