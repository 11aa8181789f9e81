import { encodeBech32 } from '@/lib/format/address'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { send, startFake, testCore, type Fake } from '@/tests/proxy/harness'
import type { GatewayCore } from './core'

let fake: Fake
let core: GatewayCore
beforeAll(async () => {
  fake = await startFake(4101)
  core = testCore(fake)
})
afterAll(async () => {
  await core.close()
  await fake.close()
})
beforeEach(() => fake.reset())

const ADDR = encodeBech32('hub', new Uint8Array(20).fill(9))

describe('routing against the catalog', () => {
  it('forwards a matching GET to the configured base with aliases applied', async () => {
    const r = await send(core, `/hub/sdk/bank/v1beta1/balances/${ADDR}?pagination.limit=5&resolve_denom=true`)
    expect(r.status).toBe(200)
    expect(fake.calls).toHaveLength(1)
    // sdk → cosmos alias, query re-serialized in sorted order
    expect(fake.calls[0]!.url).toBe(`/hub/cosmos/bank/v1beta1/balances/${ADDR}?pagination.limit=5&resolve_denom=true`)
  })

  it('answers 404 with the exact shape for an unknown path', async () => {
    const r = await send(core, '/hub/nope/x')
    expect(r.status).toBe(404)
    expect(r.json).toEqual({
      error: 'unknown_operation',
      detail: 'no operation of the hub gateway matches GET /nope/x',
    })
    expect(r.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 404 naming the gateways that offer an operation elsewhere', async () => {
    const r = await send(core, '/hub/stable/alliances/params')
    expect(r.status).toBe(404)
    expect(r.json).toEqual({
      error: 'not_on_gateway',
      detail: 'GET /stable/alliances/params is not offered by hub; it is offered by platform',
    })
  })

  it('answers 404 with the removal note for a removed operation', async () => {
    const r = await send(core, '/hub/sdk/legacy/v1/thing')
    expect(r.status).toBe(404)
    expect(r.json).toEqual({
      error: 'removed',
      detail: 'GET /sdk/legacy/v1/thing was removed: removed in v2: use /sdk/bank/v1beta1/params',
    })
  })

  it('answers 405 with Allow when the operation lacks the method', async () => {
    const r = await send(core, '/hub/sdk/tx/v1beta1/simulate')
    expect(r.status).toBe(405)
    expect(r.headers.get('allow')).toBe('POST')
    expect(r.json).toEqual({
      error: 'method_not_allowed',
      detail: 'GET is not allowed on /sdk/tx/v1beta1/simulate; allowed: POST',
    })
    const put = await send(core, '/hub/sdk/bank/v1beta1/params', { method: 'PUT' })
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('GET, POST')
  })

  it('answers 404 for an unknown gateway and for kmd, which is not proxied', async () => {
    const u = await send(core, '/mars/sdk/bank/v1beta1/params')
    expect(u.status).toBe(404)
    expect((u.json as { error: string }).error).toBe('unknown_gateway')
    const k = await send(core, '/kmd/versions')
    expect(k.status).toBe(404)
    expect(k.json).toEqual({ error: 'not_served', detail: expect.stringContaining('KMD console') })
  })

  it('refuses WebSocket subscriptions with a pointer to the live relay', async () => {
    const r = await send(core, '/vm/subscriptions/block')
    expect(r.status).toBe(400)
    expect(r.json).toEqual({ error: 'websocket_only', detail: expect.stringContaining('/api/live') })
  })

  it('serves greedy params and comma lists, each element checked', async () => {
    expect((await send(core, '/hub/ibc/apps/transfer/v1/denom_hashes/transfer/channel-0/uatom')).status).toBe(200)
    expect(fake.calls.at(-1)!.url).toBe('/hub/ibc/apps/transfer/v1/denom_hashes/transfer/channel-0/uatom')
    expect((await send(core, '/hub/ibc/core/channel/v1/packet_acks/1,2,3')).status).toBe(200)
    const bad = await send(core, '/hub/ibc/core/channel/v1/packet_acks/1,x')
    expect(bad.status).toBe(400)
    expect(bad.json).toEqual({
      error: 'invalid_parameter',
      detail: 'path parameter seqs: each comma-separated item must be a non-negative decimal integer',
    })
  })
})

describe('the validated-route cache', () => {
  it('never lets a refused split of a path share the key of a valid one', async () => {
    expect((await send(core, '/hub/ibc/core/channel/v1/packet_acks/1,2')).status).toBe(200)
    const { handleGatewayRequest } = await import('./handle')
    const tricky = (segments: string[]) =>
      handleGatewayRequest(
        {
          gateway: 'hub',
          segments,
          method: 'GET',
          search: new URLSearchParams(),
          headers: new Headers(),
          signal: new AbortController().signal,
        },
        core,
      )
    expect((await tricky(['ibc', 'core', 'channel', 'v1', 'packet_acks\u00001,2'])).status).toBe(400)
    expect((await tricky(['ibc/core', 'channel', 'v1', 'packet_acks', '1,2'])).status).toBe(400)
  })
})
