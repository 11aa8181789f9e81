import { encode } from '@msgpack/msgpack'
import { TX_BYTES } from '@/tests/security/requests'
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

/** A signed transaction as the node takes it: a msgpack map with a `txn` map. */
const SIGNED_TXN = encode({ sig: new Uint8Array(64), txn: { type: 'pay', fee: 1000 } })

describe('POST bodies', () => {
  const body = JSON.stringify({ tx_bytes: TX_BYTES, mode: 'BROADCAST_MODE_SYNC' })
  const json = { 'content-type': 'application/json' }

  it('forwards a valid JSON body unchanged with a fresh header set', async () => {
    const r = await send(core, '/hub/sdk/tx/v1beta1/txs', {
      method: 'POST',
      headers: { ...json, cookie: 'sid=1', authorization: 'Bearer x' },
      body,
    })
    expect(r.status).toBe(200)
    const call = fake.calls[0]!
    expect(call.method).toBe('POST')
    expect(call.body.toString()).toBe(body)
    expect(call.headers['content-type']).toBe('application/json')
    expect(call.headers.cookie).toBeUndefined()
    expect(call.headers.authorization).toBeUndefined()
    expect(r.headers.get('x-cache')).toBe('bypass')
  })

  it('answers 415 for another content type', async () => {
    const r = await send(core, '/hub/sdk/tx/v1beta1/txs', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
    })
    expect(r.status).toBe(415)
    expect(r.json).toEqual({
      error: 'unsupported_media_type',
      detail: 'send the body as application/json, not text/plain',
    })
  })

  it('accepts exactly the binary type the catalog declares for node submissions', async () => {
    const ok = await send(core, '/node/v2/transactions', {
      method: 'POST',
      headers: { 'content-type': 'application/x-binary' },
      body: SIGNED_TXN,
    })
    expect(ok.status).toBe(200)
    expect(fake.calls[0]!.headers['content-type']).toBe('application/x-binary')
    expect([...fake.calls[0]!.body]).toEqual([...SIGNED_TXN])
    // Bytes that are no msgpack signed transaction never reach the node.
    const garbage = await send(core, '/node/v2/transactions', {
      method: 'POST',
      headers: { 'content-type': 'application/x-binary' },
      body: new Uint8Array([1, 2, 3]),
    })
    expect(garbage.status).toBe(400)
    expect(fake.calls).toHaveLength(1)
    const bad = await send(core, '/node/v2/transactions', { method: 'POST', headers: json, body: '{}' })
    expect(bad.status).toBe(415)
  })

  it('answers 413 over 64 KiB, by header or by actual size', async () => {
    const big = JSON.stringify({ tx_bytes: 'A'.repeat(70_000), mode: 'BROADCAST_MODE_SYNC' })
    const r = await send(core, '/hub/sdk/tx/v1beta1/txs', { method: 'POST', headers: json, body: big })
    expect(r.status).toBe(413)
    expect(r.json).toEqual({ error: 'body_too_large', detail: 'the request body exceeds 65536 bytes' })
    const lied = await send(core, '/hub/sdk/tx/v1beta1/txs', {
      method: 'POST',
      headers: { ...json, 'content-length': '10' },
      body: big,
    })
    expect(lied.status).toBe(413)
    const declared = await send(core, '/hub/sdk/tx/v1beta1/txs', {
      method: 'POST',
      headers: { ...json, 'content-length': '999999' },
      body: '{}',
    })
    expect(declared.status).toBe(413)
  })

  it('caps streamed bodies too', async () => {
    const { handleGatewayRequest } = await import('./handle')
    const chunk = new Uint8Array(16 * 1024)
    let n = 0
    const stream = new ReadableStream<Uint8Array>({ pull: (c) => (n++ < 10 ? c.enqueue(chunk) : c.close()) })
    const res = await handleGatewayRequest(
      {
        gateway: 'hub',
        segments: ['sdk', 'tx', 'v1beta1', 'txs'],
        method: 'POST',
        search: new URLSearchParams(),
        headers: new Headers(json),
        body: stream,
        signal: new AbortController().signal,
      },
      core,
    )
    expect(res.status).toBe(413)
    expect(n).toBeLessThan(10)
  })

  it('validates the body against the catalog schema', async () => {
    const notJson = await send(core, '/hub/sdk/tx/v1beta1/txs', { method: 'POST', headers: json, body: '{' })
    expect(notJson.json).toEqual({ error: 'invalid_body', detail: 'body: not valid UTF-8 JSON' })
    const wrong = await send(core, '/hub/sdk/tx/v1beta1/txs', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ tx_bytes: 'x', mode: 'NOPE' }),
    })
    expect(wrong.status).toBe(400)
    expect(wrong.json).toEqual({ error: 'invalid_body', detail: expect.stringMatching(/^body field mode: /) })
    expect(fake.calls).toHaveLength(0)
  })

  it('answers 403 for writes when writes are switched off', async () => {
    const off = testCore(fake, { settings: { writesEnabled: false } })
    const r = await send(off, '/hub/sdk/tx/v1beta1/txs', { method: 'POST', headers: json, body })
    expect(r.status).toBe(403)
    expect(r.json).toEqual({ error: 'writes_disabled', detail: expect.stringContaining('WRITES_ENABLED=false') })
    // A non-write POST (simulate) still goes through.
    expect(
      (
        await send(off, '/hub/sdk/tx/v1beta1/simulate', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ tx_bytes: TX_BYTES }),
        })
      ).status,
    ).toBe(200)
    await off.close()
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
