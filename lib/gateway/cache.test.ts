import { encodeBech32 } from '@/lib/format/address'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { delay, manualClock, send, sendJson, startFake, testCore, type Fake } from '@/tests/proxy/harness'
import { createMemoryStore, type CacheEntry } from './cache'
import type { GatewayCore } from './core'

const HUB_ADDR = encodeBech32('hub', new Uint8Array(20).fill(4))

let fake: Fake
let core: GatewayCore
let clock: ReturnType<typeof manualClock>
beforeAll(async () => {
  fake = await startFake(4103)
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.reset()
  clock = manualClock()
  core = testCore(fake, { clock })
})
afterEach(() => core.close())

const LATEST = '/hub/sdk/base/v1beta1/blocks/latest'
/** Let a background revalidation finish. */
const settle = async () => {
  for (let i = 0; i < 50 && core.coalescer.size > 0; i++) await delay(5)
}

describe('request coalescing', () => {
  it('100 concurrent identical GETs make exactly 1 upstream call', async () => {
    fake.handler = async (req, res) => {
      await delay(50)
      sendJson(res, 200, { height: '7' })
    }
    const all = await Promise.all(Array.from({ length: 100 }, () => send(core, LATEST)))
    expect(fake.calls).toHaveLength(1)
    expect(all.every((r) => r.status === 200 && r.text === '{"height":"7"}')).toBe(true)
    const labels = all.map((r) => r.headers.get('x-cache'))
    expect(labels.filter((l) => l === 'miss')).toHaveLength(1)
    expect(labels.filter((l) => l === 'coalesced')).toHaveLength(99)
  })

  it('a client that disconnects does not cancel the call for the others', async () => {
    fake.handler = async (_req, res) => {
      await delay(150)
      sendJson(res, 200, { height: '8' })
    }
    const leaver = new AbortController()
    const first = send(core, LATEST, { signal: leaver.signal })
    await delay(20)
    const others = [send(core, LATEST), send(core, LATEST)]
    leaver.abort()
    expect((await first).status).toBe(499)
    const rest = await Promise.all(others)
    expect(rest.map((r) => r.status)).toEqual([200, 200])
    expect(rest[0]!.text).toBe('{"height":"8"}')
    expect(fake.calls).toHaveLength(1)
    // The answer was stored although its leader left.
    expect((await send(core, LATEST)).headers.get('x-cache')).toBe('hit')
  })

  it('keys on sorted query parameters', async () => {
    const a = await send(core, `/hub/sdk/bank/v1beta1/balances/${HUB_ADDR}?pagination.limit=2&resolve_denom=true`)
    const b = await send(core, `/hub/sdk/bank/v1beta1/balances/${HUB_ADDR}?resolve_denom=true&pagination.limit=2`)
    expect([a.headers.get('x-cache'), b.headers.get('x-cache')]).toEqual(['miss', 'hit'])
    expect(fake.calls).toHaveLength(1)
  })
})

describe('TTL classes', () => {
  it('head answers: hit within the TTL, stale-while-revalidate after, miss once too old', async () => {
    let n = 0
    fake.handler = (_req, res) => sendJson(res, 200, { n: ++n })
    expect((await send(core, LATEST)).headers.get('x-cache')).toBe('miss')
    clock.advance(1999)
    const hit = await send(core, LATEST)
    expect(hit.headers.get('x-cache')).toBe('hit')
    expect(hit.json).toEqual({ n: 1 })
    clock.advance(2)
    const stale = await send(core, LATEST)
    expect(stale.headers.get('x-cache')).toBe('stale')
    expect(stale.json).toEqual({ n: 1 })
    await settle()
    expect(fake.calls).toHaveLength(2)
    const fresh = await send(core, LATEST)
    expect([fresh.headers.get('x-cache'), fresh.json]).toEqual(['hit', { n: 2 }])
    clock.advance(4001)
    const miss = await send(core, LATEST)
    expect([miss.headers.get('x-cache'), miss.json]).toEqual(['miss', { n: 3 }])
  })

  it('params answers live a minute', async () => {
    await send(core, '/hub/sdk/bank/v1beta1/params')
    clock.advance(59_000)
    expect((await send(core, '/hub/sdk/bank/v1beta1/params')).headers.get('x-cache')).toBe('hit')
    expect(fake.calls).toHaveLength(1)
  })

  it('immutable records found are kept a day; a VM null is not', async () => {
    fake.handler = (req, res) => sendJson(res, 200, req.url === '/vm/blocks/999999' ? 'null' : { number: 5 })
    await send(core, '/hub/sdk/base/v1beta1/blocks/5')
    await send(core, '/vm/blocks/5')
    await send(core, '/vm/blocks/999999')
    clock.advance(3_600_000)
    const block = await send(core, '/hub/sdk/base/v1beta1/blocks/5')
    expect(block.headers.get('x-cache')).toBe('hit')
    expect(block.headers.get('cache-control')).toMatch(/^public, max-age=\d+, immutable$/)
    expect((await send(core, '/vm/blocks/5')).headers.get('x-cache')).toBe('hit')
    expect((await send(core, '/vm/blocks/999999')).headers.get('x-cache')).toBe('miss')
  })

  it('a record not there yet is asked again after the head TTL, never served stale; a found head answer is', async () => {
    fake.handler = (req, res) => sendJson(res, 200, req.url === '/vm/blocks/999999' ? 'null' : { number: 5 })
    await send(core, '/vm/blocks/999999')
    await send(core, LATEST)
    expect((await send(core, '/vm/blocks/999999')).headers.get('x-cache')).toBe('hit')
    clock.advance(2_500)
    expect((await send(core, LATEST)).headers.get('x-cache')).toBe('stale')
    expect((await send(core, '/vm/blocks/999999')).headers.get('x-cache')).toBe('miss')
  })

  it('a head answer pinned to a fixed revision is immutable; best is not', async () => {
    const acct = '/vm/accounts/0x7567d83b7b8d80addcb281a71d54fc7b3364ffed'
    await send(core, `${acct}?revision=12345`)
    await send(core, `${acct}?revision=best`)
    clock.advance(600_000)
    expect((await send(core, `${acct}?revision=12345`)).headers.get('x-cache')).toBe('hit')
    expect((await send(core, `${acct}?revision=best`)).headers.get('x-cache')).toBe('miss')
  })

  it('never caches errors nor none-class answers', async () => {
    fake.handler = (req, res) =>
      req.url?.includes('node_info') ? sendJson(res, 200, { v: 1 }) : sendJson(res, 404, { code: 5, message: 'nf' })
    for (let i = 0; i < 2; i++) {
      expect((await send(core, '/hub/sdk/base/v1beta1/blocks/77')).status).toBe(404)
      const none = await send(core, '/hub/sdk/base/v1beta1/node_info')
      expect(none.headers.get('x-cache')).toBe('bypass')
      expect(none.headers.get('cache-control')).toBe('no-store')
    }
    expect(fake.calls).toHaveLength(4)
  })
})

describe('stale answers on upstream failure', () => {
  it('serves the last good answer, marked stale, when the upstream fails', async () => {
    fake.handler = (_req, res) => sendJson(res, 200, { height: '10' })
    await send(core, LATEST)
    clock.advance(60_000) // past stale-while-revalidate, within the keep window
    fake.handler = (_req, res) => sendJson(res, 503, { code: 14, message: 'unavailable' })
    const r = await send(core, LATEST)
    expect(r.status).toBe(200)
    expect(r.headers.get('x-cache')).toBe('stale')
    expect(r.json).toEqual({ height: '10' })
    fake.handler = (req) => void req.socket.destroy()
    expect((await send(core, LATEST)).headers.get('x-cache')).toBe('stale')
    // An upstream 4xx is an answer, not a failure: it is passed on.
    fake.handler = (_req, res) => sendJson(res, 400, { code: 3, message: 'bad' })
    expect((await send(core, LATEST)).status).toBe(400)
  })

  it('does not serve an entry past its keep window', async () => {
    await send(core, LATEST)
    clock.advance(6 * 60_000)
    fake.handler = (_req, res) => sendJson(res, 500, { message: 'down' })
    expect((await send(core, LATEST)).status).toBe(500)
  })
})

describe('memory store', () => {
  const entry = (size: number): CacheEntry => ({
    status: 200,
    bytes: new Uint8Array(size),
    contentType: 'application/json',
    headers: {},
    fetchedAt: Date.now(),
    immutable: false,
    freshUntil: Date.now() + 1000,
    revalidateUntil: Date.now() + 2000,
    keepUntil: Date.now() + 60_000,
  })

  it('stays within its byte bound, evicting the least recently used', () => {
    const s = createMemoryStore(10_000)
    for (let i = 0; i < 20; i++) s.set(`k${i}`, entry(1000))
    expect(s.bytes).toBeLessThanOrEqual(10_000)
    expect(s.get('k0')).toBeUndefined()
    expect(s.get('k19')).toBeDefined()
    s.set('huge', entry(20_000))
    expect(s.get('huge')).toBeUndefined()
  })
})

describe('stale if slow', () => {
  it('serves the kept answer after staleIfSlowMs instead of waiting out a hung upstream, and the call refreshes the cache', async () => {
    core.close()
    core = testCore(fake, { clock, settings: { timeoutMs: 2000, staleIfSlowMs: 100 } })
    fake.handler = (_req, res) => sendJson(res, 200, { height: '10' })
    await send(core, LATEST)
    clock.advance(60_000) // past stale-while-revalidate, within the keep window
    fake.handler = async (_req, res) => {
      await delay(400)
      sendJson(res, 200, { height: '11' })
    }
    const t0 = performance.now()
    const r = await send(core, LATEST)
    expect(performance.now() - t0).toBeLessThan(350)
    expect(r.headers.get('x-cache')).toBe('stale')
    expect(r.json).toEqual({ height: '10' })
    await delay(500)
    expect((await send(core, LATEST)).json).toEqual({ height: '11' })
  })
})
