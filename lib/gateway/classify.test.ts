import { encode as encodeMsgpack } from '@msgpack/msgpack'
import { describe, expect, it } from 'vitest'
import { classifyUpstream, type UpstreamOutcome, type UpstreamResult } from './classify'
import { answered, bodiless, byAddress, head, longPoll, msgpackAnswer, threw } from './testing/upstream-results'
import type { Prepared } from './types'

/** The parts of an outcome a row states: what the client sees, whether a stale answer may stand in, what the breaker hears. */
function summary(o: UpstreamOutcome) {
  const status = o.type === 'refusal' ? o.refusal.status : o.status
  const code =
    o.type === 'refusal'
      ? o.refusal.code
      : o.type === 'upstream_error'
        ? o.body.error
        : o.type === 'gateway_refusal'
          ? 'passed on'
          : 'ok'
  const failure = o.type === 'success' || o.type === 'gateway_refusal' ? false : o.failure
  return {
    type: o.type,
    status,
    code,
    failure,
    health: o.health ? `${o.health.verdict} ${o.health.code}` : 'none',
    logged: o.type === 'refusal' && o.log !== undefined,
  }
}

const rows: [string, Prepared, UpstreamResult, ReturnType<typeof summary>][] = [
  [
    'connect error',
    head,
    threw('network'),
    {
      type: 'refusal',
      status: 502,
      code: 'upstream_unreachable',
      failure: true,
      health: 'fail upstream_unreachable',
      logged: true,
    },
  ],
  [
    'timeout',
    head,
    threw('timeout'),
    {
      type: 'refusal',
      status: 504,
      code: 'upstream_timeout',
      failure: true,
      health: 'fail upstream_timeout',
      logged: true,
    },
  ],
  [
    'long-poll timeout',
    longPoll,
    threw('timeout'),
    {
      type: 'refusal',
      status: 504,
      code: 'upstream_timeout',
      failure: true,
      health: 'neutral upstream_timeout',
      logged: true,
    },
  ],
  [
    'answer over the size bound',
    head,
    threw('too_large'),
    {
      type: 'refusal',
      status: 502,
      code: 'upstream_too_large',
      failure: true,
      health: 'neutral upstream_too_large',
      logged: true,
    },
  ],
  [
    'client left',
    head,
    threw('network', true),
    { type: 'refusal', status: 499, code: 'client_closed', failure: false, health: 'none', logged: false },
  ],
  [
    '2xx JSON',
    head,
    answered(200, '{"block":{}}'),
    { type: 'success', status: 200, code: 'ok', failure: false, health: 'ok ok', logged: false },
  ],
  [
    '2xx malformed JSON',
    head,
    answered(200, '{"block":'),
    {
      type: 'refusal',
      status: 502,
      code: 'bad_upstream_body',
      failure: true,
      health: 'fail bad_upstream_body',
      logged: true,
    },
  ],
  [
    '2xx empty where a body is promised',
    head,
    answered(200, ''),
    {
      type: 'refusal',
      status: 502,
      code: 'bad_upstream_body',
      failure: true,
      health: 'fail bad_upstream_body',
      logged: true,
    },
  ],
  [
    '2xx empty where none is promised',
    bodiless,
    answered(200, ''),
    { type: 'success', status: 200, code: 'ok', failure: false, health: 'ok ok', logged: false },
  ],
  [
    '2xx msgpack',
    msgpackAnswer,
    answered(200, encodeMsgpack({ 'last-round': 5 })),
    { type: 'success', status: 200, code: 'ok', failure: false, health: 'ok ok', logged: false },
  ],
  [
    '2xx msgpack holding the api-key',
    msgpackAnswer,
    answered(200, encodeMsgpack({ k: 'x' }), true),
    {
      type: 'refusal',
      status: 502,
      code: 'bad_upstream_body',
      failure: true,
      health: 'fail bad_upstream_body',
      logged: true,
    },
  ],
  [
    '3xx redirect',
    head,
    answered(301, ''),
    {
      type: 'refusal',
      status: 502,
      code: 'upstream_redirect',
      failure: true,
      health: 'fail upstream_redirect',
      logged: false,
    },
  ],
  [
    '4xx',
    byAddress,
    answered(400, '{"code":3,"message":"bad address"}'),
    {
      type: 'gateway_refusal',
      status: 400,
      code: 'passed on',
      failure: false,
      health: 'ok upstream_400',
      logged: false,
    },
  ],
  [
    '404',
    head,
    answered(404, 'not found'),
    {
      type: 'gateway_refusal',
      status: 404,
      code: 'passed on',
      failure: false,
      health: 'ok upstream_404',
      logged: false,
    },
  ],
  [
    '500 on a query for everyone',
    head,
    answered(500, '{"message":"boom"}'),
    {
      type: 'upstream_error',
      status: 500,
      code: 'upstream_error',
      failure: true,
      health: 'fail upstream_500',
      logged: false,
    },
  ],
  [
    '500 on a query by address',
    byAddress,
    answered(500, '{"message":"boom"}'),
    {
      type: 'upstream_error',
      status: 500,
      code: 'upstream_error',
      failure: true,
      health: 'neutral upstream_500',
      logged: false,
    },
  ],
  [
    '503 from a balancer in front',
    byAddress,
    answered(503, 'unavailable'),
    {
      type: 'upstream_error',
      status: 503,
      code: 'upstream_error',
      failure: true,
      health: 'fail upstream_503',
      logged: false,
    },
  ],
  [
    '5xx of a long poll',
    longPoll,
    answered(503, 'unavailable'),
    {
      type: 'upstream_error',
      status: 503,
      code: 'upstream_error',
      failure: true,
      health: 'neutral upstream_503',
      logged: false,
    },
  ],
  [
    'status outside 2xx–5xx',
    head,
    answered(101, ''),
    {
      type: 'refusal',
      status: 502,
      code: 'bad_upstream_status',
      failure: true,
      health: 'fail bad_upstream_status',
      logged: false,
    },
  ],
]

describe('classifyUpstream', () => {
  it.each(rows)('%s', (_name, prep, result, expected) => {
    expect(summary(classifyUpstream(prep, result))).toEqual(expected)
  })
})
