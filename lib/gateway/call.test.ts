import { TX_BYTES } from '@/tests/security/requests'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { send, sendJson, startFake, testCore, type Fake } from '@/tests/proxy/harness'
import { callWithCore } from './call'
import type { GatewayCore } from './core'

let fake: Fake
let core: GatewayCore
beforeAll(async () => {
  fake = await startFake(4106)
})
afterAll(() => fake.close())
afterEach(() => core.close())
beforeEach(() => {
  fake.reset()
  core = testCore(fake)
})

describe('callOperation (server components)', () => {
  it('goes through the same cache as the route and parses integers beyond 2^53 exactly', async () => {
    fake.handler = (_req, res) => sendJson(res, 200, '{"last-round":18446744073709551615,"small":5,"rate":1.5}')
    const a = await callWithCore(core, { gateway: 'node', opId: 't.node.status' })
    expect(a).toMatchObject({
      status: 200,
      cache: 'miss',
      body: { 'last-round': 18446744073709551615n, small: 5, rate: 1.5 },
    })
    expect(a.upstreamMs).toBeGreaterThanOrEqual(0)
    expect(a.fetchedAt).toBeGreaterThan(0)
    const viaRoute = await send(core, '/node/v2/status')
    expect(viaRoute.headers.get('x-cache')).toBe('hit')
    expect((await callWithCore(core, { gateway: 'node', opId: 't.node.status' })).cache).toBe('hit')
    expect(fake.calls).toHaveLength(1)
  })

  it('store: false uses a cached answer but keeps a fetched one out of the cache', async () => {
    fake.handler = (_req, res) => sendJson(res, 200, '{"n":1}')
    const bulk = { gateway: 'hub', opId: 't.block', path: { height: '7' }, store: false } as const
    expect((await callWithCore(core, bulk)).cache).toBe('miss')
    expect((await callWithCore(core, bulk)).cache).toBe('miss')
    expect(fake.calls).toHaveLength(2)
    // A page's read keeps it; the bulk reader then gets that hit.
    await callWithCore(core, { gateway: 'hub', opId: 't.block', path: { height: '7' } })
    expect((await callWithCore(core, bulk)).cache).toBe('hit')
    expect(fake.calls).toHaveLength(3)
  })

  it('validates path and query values like the route', async () => {
    const r = await callWithCore(core, { gateway: 'hub', opId: 't.block', path: { height: 'abc' } })
    expect(r).toMatchObject({
      status: 400,
      body: { error: 'invalid_parameter', detail: 'path parameter height: must be a non-negative decimal integer' },
    })
    const slash = await callWithCore(core, { gateway: 'vm', opId: 't.vm.block', path: { revision: '../x' } })
    expect(slash.status).toBe(400)
    const q = await callWithCore(core, { gateway: 'hub', opId: 't.params', query: { nope: '1' } })
    expect(q.body).toEqual({
      error: 'unknown_parameter',
      detail: 'unknown query parameter nope; this operation takes none',
    })
    expect(fake.calls).toHaveLength(0)
  })

  it('answers unknown and misplaced operations with 404 bodies', async () => {
    expect((await callWithCore(core, { gateway: 'hub', opId: 'nope' })).body).toEqual({
      error: 'unknown_operation',
      detail: 'there is no operation nope',
    })
    expect((await callWithCore(core, { gateway: 'hub', opId: 't.alliances' })).body).toEqual({
      error: 'not_on_gateway',
      detail: 't.alliances is not offered by hub; it is offered by platform',
    })
  })

  it('posts JSON bodies validated against the catalog', async () => {
    const bad = await callWithCore(core, { gateway: 'hub', opId: 't.simulate', body: { tx_bytes: 5 } })
    expect(bad.status).toBe(400)
    fake.handler = (_req, res) => sendJson(res, 200, { gas_info: { gas_used: '1' } })
    const ok = await callWithCore(core, { gateway: 'hub', opId: 't.simulate', body: { tx_bytes: TX_BYTES } })
    expect(ok).toMatchObject({ status: 200, cache: 'bypass', body: { gas_info: { gas_used: '1' } } })
    expect(fake.calls[0]!.body.toString()).toBe(JSON.stringify({ tx_bytes: TX_BYTES }))
  })

  it("returns a gateway's refusal as the gateway wrote it: the VM's plain text as text", async () => {
    fake.handler = (_req, res) => {
      res.writeHead(400, { 'content-type': 'text/plain' })
      res.end('revision: invalid\n')
    }
    const r = await callWithCore(core, { gateway: 'vm', opId: 't.vm.block', path: { revision: 'zzz' } })
    expect([r.status, r.body]).toEqual([400, 'revision: invalid\n'])
  })

  it("returns a gateway's JSON refusal parsed, exact", async () => {
    fake.handler = (_req, res) => sendJson(res, 404, '{"code":5,"message":"not found","height":18446744073709551615}')
    const r = await callWithCore(core, { gateway: 'vm', opId: 't.vm.block', path: { revision: '7' } })
    expect([r.status, r.body]).toEqual([404, { code: 5, message: 'not found', height: 18446744073709551615n }])
  })
})
