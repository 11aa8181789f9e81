import { describe, expect, it } from 'vitest'
import { GatewayError } from '@/lib/client/types'
import { mainRecordOf } from './main-record'

const ok = (body: unknown) => ({ status: 200, body, fetchedAt: 0 })

describe('mainRecordOf', () => {
  it('a record in the answer is found; a null or {data:null} answer is missing', () => {
    expect(mainRecordOf(ok({ block: {} })).kind).toBe('found')
    expect(mainRecordOf(ok(null)).kind).toBe('missing')
    expect(mainRecordOf(ok({ data: null, code: 'successful' })).kind).toBe('missing')
  })

  it("a gateway's 404, or its 400 for an id that passed our checks, is missing", () => {
    expect(mainRecordOf(new GatewayError(404, 'upstream_error', 'tx not found')).kind).toBe('missing')
    expect(mainRecordOf(new GatewayError(400, 'upstream_error', 'bigger then the chain length')).kind).toBe('missing')
  })

  it('a deadline, a busy or failing gateway leave the record unconfirmed with their own status', () => {
    expect(mainRecordOf(new GatewayError(504, 'page_deadline'))).toMatchObject({ kind: 'unconfirmed', status: 504 })
    expect(mainRecordOf(new GatewayError(503, 'gateway_busy'))).toMatchObject({ kind: 'unconfirmed', status: 503 })
    expect(mainRecordOf(new GatewayError(502, 'unreachable'))).toMatchObject({ kind: 'unconfirmed', status: 502 })
    expect(mainRecordOf(new GatewayError(500, 'upstream_error'))).toMatchObject({ kind: 'unconfirmed', status: 500 })
    // Our own refusal of the call is no answer about the record either: a rate limit is busy, a bad param a 400.
    expect(mainRecordOf(new GatewayError(429, 'rate_limited'))).toMatchObject({ kind: 'unconfirmed', status: 503 })
    expect(mainRecordOf(new GatewayError(400, 'invalid_param'))).toMatchObject({ kind: 'unconfirmed', status: 400 })
  })
})
