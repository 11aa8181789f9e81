import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { send, sendJson, startFake, testCore, type Fake } from '@/tests/proxy/harness'
import { callWithCore } from './call'
import type { GatewayCore } from './core'

let fake: Fake
let core: GatewayCore | undefined
beforeAll(async () => {
  fake = await startFake(4131)
})
afterAll(() => fake.close())
beforeEach(() => fake.reset())
afterEach(async () => {
  await core?.close()
  core = undefined
})

const BALANCES = '/hub/sdk/bank/v1beta1/balances/hub1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqwrd7t6'

describe('x-cosmos-block-height through the proxy', () => {
  it('is forwarded upstream, and heights are cached apart', async () => {
    core = testCore(fake)
    fake.handler = (req, res) =>
      sendJson(
        res,
        200,
        { at: req.headers['x-cosmos-block-height'] ?? 'head' },
        { 'grpc-metadata-x-cosmos-block-height': String(req.headers['x-cosmos-block-height'] ?? 99) },
      )
    const at5 = await send(core, BALANCES, { headers: { 'x-cosmos-block-height': '5' } })
    expect(at5.status).toBe(200)
    expect(at5.json).toEqual({ at: '5' })
    expect(at5.headers.get('grpc-metadata-x-cosmos-block-height')).toBe('5')
    expect((await send(core, BALANCES, { headers: { 'x-cosmos-block-height': '6' } })).json).toEqual({ at: '6' })
    expect((await send(core, BALANCES)).json).toEqual({ at: 'head' })
    // The same height again is a cache hit; the head answer did not take its place.
    const again = await send(core, BALANCES, { headers: { 'x-cosmos-block-height': '5' } })
    expect(again.json).toEqual({ at: '5' })
    expect(again.headers.get('x-cache')).toBe('hit')
    expect(fake.calls).toHaveLength(3)
    expect(fake.calls[0]!.headers['x-cosmos-block-height']).toBe('5')
    expect(fake.calls[2]!.headers['x-cosmos-block-height']).toBeUndefined()
  })

  it('refuses anything but a positive int64, and the header on gateways without it', async () => {
    core = testCore(fake)
    for (const bad of ['0', '-1', '1e3', '9223372036854775808', '0x10', '5; drop']) {
      const r = await send(core, BALANCES, { headers: { 'x-cosmos-block-height': bad } })
      expect(r.status, bad).toBe(400)
      expect((r.json as { error: string }).error).toBe('invalid_parameter')
    }
    expect((await send(core, BALANCES, { headers: { 'x-cosmos-block-height': '9223372036854775807' } })).status).toBe(
      200,
    )
    const vm = await send(core, '/vm/blocks/best', { headers: { 'x-cosmos-block-height': '5' } })
    expect(vm.status).toBe(400)
    expect((vm.json as { detail: string }).detail).toContain('only the SDK chains')
    expect(fake.calls).toHaveLength(1)
  })

  it('reaches server components through callOperation', async () => {
    core = testCore(fake)
    fake.handler = (req, res) => sendJson(res, 200, { at: req.headers['x-cosmos-block-height'] ?? 'head' })
    const a = await callWithCore(core, {
      gateway: 'hub',
      opId: 't.balances',
      path: { address: 'hub1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqwrd7t6' },
      height: '12',
    })
    expect(a.body).toEqual({ at: '12' })
    const bad = await callWithCore(core, {
      gateway: 'hub',
      opId: 't.balances',
      path: { address: 'hub1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqwrd7t6' },
      height: 'x',
    })
    expect(bad.status).toBe(400)
  })
})
