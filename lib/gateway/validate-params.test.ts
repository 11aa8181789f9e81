import { encodeBech32 } from '@/lib/format/address'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { send, sendJson, startFake, testCore, type Fake } from '@/tests/proxy/harness'
import type { GatewayCore } from './core'

let fake: Fake
let core: GatewayCore
beforeAll(async () => {
  fake = await startFake(4111)
  core = testCore(fake)
})
afterAll(async () => {
  await core.close()
  await fake.close()
})
beforeEach(() => fake.reset())

const ADDR = encodeBech32('hub', new Uint8Array(20).fill(9))

describe('parameter validation (nothing reaches the upstream)', () => {
  it('names the path parameter and its rule', async () => {
    const r = await send(core, '/hub/sdk/base/v1beta1/blocks/12a')
    expect(r.status).toBe(400)
    expect(r.json).toEqual({
      error: 'invalid_parameter',
      detail: 'path parameter height: must be a non-negative decimal integer',
    })
    const big = await send(core, '/hub/sdk/base/v1beta1/blocks/18446744073709551616')
    expect(big.json).toEqual({ error: 'invalid_parameter', detail: 'path parameter height: must fit in uint64' })
  })

  it('names the query parameter and its rule', async () => {
    const r = await send(core, `/hub/sdk/bank/v1beta1/balances/${ADDR}?pagination.limit=-1`)
    expect(r.status).toBe(400)
    expect(r.json).toEqual({
      error: 'invalid_parameter',
      detail: 'query parameter pagination.limit: must be a non-negative decimal integer',
    })
    const twice = await send(core, `/hub/sdk/bank/v1beta1/balances/${ADDR}?resolve_denom=true&resolve_denom=false`)
    expect(twice.json).toEqual({
      error: 'invalid_parameter',
      detail: 'query parameter resolve_denom: may be given only once',
    })
  })

  it('refuses unknown query parameters', async () => {
    const r = await send(core, '/hub/sdk/bank/v1beta1/params?x=1')
    expect(r.status).toBe(400)
    expect(r.json).toEqual({
      error: 'unknown_parameter',
      detail: 'unknown query parameter x; this operation takes none',
    })
    const r2 = await send(core, `/hub/sdk/bank/v1beta1/balances/${ADDR}?limit=1`)
    expect((r2.json as { detail: string }).detail).toMatch(
      /^unknown query parameter limit; allowed: resolve_denom, pagination.key/,
    )
  })

  it.each([
    ['a slash', 'a%2Fb', 'holds a slash'],
    ['a backslash', 'a%5Cb', 'holds a backslash'],
    ['a dot-segment', '..', 'holds a dot-segment'],
    ['dots inside', 'a..b', 'holds a dot-segment'],
    ['a control character', 'a%00b', 'holds a control character'],
    ['a double-encoded slash', 'a%252Fb', 'holds an encoded character after decoding'],
  ])('refuses a path segment holding %s', async (_what, seg, msg) => {
    const r = await send(core, `/vm/blocks/${seg}`)
    expect(r.status).toBe(400)
    expect(r.json).toEqual({ error: 'invalid_path', detail: expect.stringContaining(msg) })
  })

  it('sent nothing upstream for any refused request', async () => {
    await send(core, '/hub/sdk/base/v1beta1/blocks/x')
    await send(core, '/hub/sdk/bank/v1beta1/params?x=1')
    await send(core, '/vm/blocks/%2e%2e')
    expect(fake.calls).toHaveLength(0)
  })
})

describe('a query key repeated', () => {
  it('takes a query key repeated with one value as that value, sent on once', async () => {
    fake.handler = (_req, res) => sendJson(res, 200, '{"balances":[]}')
    const same = await send(core, `/hub/sdk/bank/v1beta1/balances/${ADDR}?resolve_denom=true&resolve_denom=true`)
    expect(same.status).toBe(200)
    expect(fake.calls.at(-1)!.url).toMatch(/\?resolve_denom=true$/)
    const bad = await send(core, `/hub/sdk/bank/v1beta1/balances/${ADDR}?resolve_denom=maybe&resolve_denom=maybe`)
    expect(bad.json).toEqual({
      error: 'invalid_parameter',
      detail: expect.stringMatching(/^query parameter resolve_denom: /),
    })
    expect(fake.calls).toHaveLength(1)
  })
})
