import { encode } from '@msgpack/msgpack'
import { TX_BYTES } from '@/tests/security/requests'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { send, startFake, testCore, type Fake } from '@/tests/proxy/harness'
import type { GatewayCore } from './core'

let fake: Fake
let core: GatewayCore
beforeAll(async () => {
  fake = await startFake(4112)
  core = testCore(fake)
})
afterAll(async () => {
  await core.close()
  await fake.close()
})
beforeEach(() => fake.reset())

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
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    })
    expect(r.status).toBe(415)
    expect(r.json).toEqual({
      error: 'unsupported_media_type',
      detail: 'send the body as application/json, not application/x-www-form-urlencoded',
    })
  })

  it('reads a text/plain body as the JSON it must be (fetch labels a string body so)', async () => {
    const bad = await send(core, '/hub/sdk/tx/v1beta1/txs', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: 'not json',
    })
    expect(bad).toMatchObject({ status: 400, json: { error: 'invalid_body' } })
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
