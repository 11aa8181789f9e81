import { describe, expect, it } from 'vitest'
import { classifyUpstream } from './classify'
import { answered, bodiless, byAddress, bytes, head, threw, vmAccount } from './testing/upstream-results'

describe('classifyUpstream', () => {
  it('gives the client JSON null for a bodiless success and the body as is otherwise', () => {
    const empty = classifyUpstream(bodiless, answered(200, ''))
    expect(empty.type === 'success' && new TextDecoder().decode(empty.bytes)).toBe('null')
    const body = bytes('{"block":{}}')
    const full = classifyUpstream(head, answered(200, body))
    expect(full.type === 'success' && full.bytes).toBe(body)
  })

  it('says whether a success was found (the VM answers null for a missing record)', () => {
    const missing = classifyUpstream(vmAccount, answered(200, 'null'))
    const present = classifyUpstream(vmAccount, answered(200, '{"balance":"0x0"}'))
    expect([missing.type === 'success' && missing.found, present.type === 'success' && present.found]).toEqual([
      false,
      true,
    ])
  })

  it("passes a gateway's refusal (4xx) on as its bytes, under the gateway's own content type", () => {
    const body = bytes('{"code":3,"message":"decoding bech32 failed","details":[]}')
    const o = classifyUpstream(byAddress, answered(400, body, false, 'application/json'))
    expect(o).toMatchObject({ type: 'gateway_refusal', status: 400, contentType: 'application/json' })
    expect(o.type === 'gateway_refusal' && o.bytes).toBe(body)
    const text = classifyUpstream(vmAccount, answered(400, 'revision: invalid\n', false, 'text/plain; charset=utf-8'))
    expect(text).toMatchObject({ type: 'gateway_refusal', contentType: 'text/plain; charset=utf-8' })
  })

  it('reshapes a gateway failure (5xx) with its message and names the gateway', () => {
    const o = classifyUpstream(byAddress, answered(500, '{"code":2,"message":"panic in handler"}'))
    expect(o.type === 'upstream_error' && o.body).toEqual({
      error: 'upstream_error',
      detail: 'the hub gateway answered 500: panic in handler',
      upstream: { status: 500, body: { code: 2, message: 'panic in handler' } },
    })
  })

  it('logs the path and the time of a call that got no answer, never the query', () => {
    const o = classifyUpstream({ ...head, url: 'https://gw.test/hub/sdk/x?secret=1' }, threw('timeout'))
    expect(o.type === 'refusal' && o.log).toBe('[gw] hub GET /hub/sdk/x -> upstream_timeout after 12 ms')
  })
})
