import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { delay, manualClock, send, sendJson, startFake, testCore, type Fake } from '@/tests/proxy/harness'
import type { GatewayCore } from './core'
import { clientAddress, createMemoryRateLimiter } from './rate-limit'

let fake: Fake
let core: GatewayCore | undefined
beforeAll(async () => {
  fake = await startFake(4104)
})
afterAll(() => fake.close())
beforeEach(() => fake.reset())
afterEach(async () => {
  await core?.close()
  core = undefined
})

const STATUS = '/node/v2/status'

describe('rate limit', () => {
  it('answers 429 with Retry-After once a client has used its tokens, per client', async () => {
    const clock = manualClock()
    core = testCore(fake, { clock, rateLimiter: createMemoryRateLimiter(3, clock) })
    for (let i = 0; i < 3; i++) expect((await send(core, STATUS, { clientIp: '10.0.0.1' })).status).toBe(200)
    const r = await send(core, STATUS, { clientIp: '10.0.0.1' })
    expect(r.status).toBe(429)
    expect(r.headers.get('retry-after')).toBe('20')
    expect(r.json).toEqual({ error: 'rate_limited', detail: 'too many requests from this address; retry in 20 s' })
    expect((await send(core, STATUS, { clientIp: '10.0.0.2' })).status).toBe(200)
    clock.advance(20_000)
    expect((await send(core, STATUS, { clientIp: '10.0.0.1' })).status).toBe(200)
  })

  it('reads X-Forwarded-For only as far as it is trusted', () => {
    const h = new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' })
    expect(clientAddress(h, true)).toBe('203.0.113.9')
    // Untrusted: proxy.ts has already replaced any client-sent value with the socket address.
    expect(clientAddress(new Headers({ 'x-forwarded-for': '127.0.0.1' }), false)).toBe('127.0.0.1')
    expect(clientAddress(new Headers(), false)).toBe('unknown')
  })
})

describe('per-gateway concurrency cap', () => {
  it('never has more than the cap in flight upstream', async () => {
    core = testCore(fake, { settings: { maxConcurrency: 2 } })
    fake.handler = async (_req, res) => {
      await delay(40)
      sendJson(res, 200, {})
    }
    // Distinct heights: no coalescing, every request needs its own upstream call.
    const all = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(core!, `/hub/sdk/base/v1beta1/blocks/${i + 1}`)),
    )
    expect(all.every((r) => r.status === 200)).toBe(true)
    expect(fake.calls).toHaveLength(8)
    expect(fake.peak).toBe(2)
  })

  it('answers 503 when the queue behind the cap is full', async () => {
    core = testCore(fake, { settings: { maxConcurrency: 1 } })
    fake.handler = async (_req, res) => {
      await delay(100)
      sendJson(res, 200, {})
    }
    const all = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send(core!, `/hub/sdk/base/v1beta1/blocks/${i + 1}`)),
    )
    const busy = all.filter((r) => r.status === 503)
    expect(busy.length).toBe(3) // 1 running + 8 queued (cap × 8) served
    expect(busy[0]!.json).toEqual({ error: 'gateway_busy', detail: expect.stringContaining('hub') })
  }, 10_000)
})

describe('circuit breaker', () => {
  it('opens after consecutive failures, fails fast, probes after the pause and closes on success', async () => {
    const clock = manualClock()
    core = testCore(fake, { clock, settings: { breaker: { threshold: 3, openMs: 5000 } } })
    fake.handler = (_req, res) => sendJson(res, 500, { message: 'boom' })
    for (let i = 0; i < 3; i++) expect((await send(core, STATUS)).status).toBe(500)
    const open = await send(core, STATUS)
    expect(open.status).toBe(503)
    expect(open.headers.get('retry-after')).toBe('5')
    expect(open.json).toEqual({
      error: 'gateway_unavailable',
      detail: 'the node gateway is failing; calls pause for 5 s before the next try',
    })
    expect(fake.calls).toHaveLength(3)
    expect(core.health.snapshot(['node']).gateways.node).toMatchObject({
      state: 'down',
      breaker: 'open',
      lastError: { code: 'upstream_500' },
    })
    // Other gateways are unaffected.
    expect((await send(core, '/indexer/v2/accounts/ABC')).status).toBe(500)

    clock.advance(5000)
    // The probe fails: open again without a second call.
    expect((await send(core, STATUS)).status).toBe(500)
    expect((await send(core, STATUS)).status).toBe(503)
    clock.advance(5000)
    fake.handler = (_req, res) => sendJson(res, 200, { 'last-round': 1 })
    expect((await send(core, STATUS)).status).toBe(200)
    expect(core.health.snapshot(['node']).gateways.node).toMatchObject({ state: 'healthy', breaker: 'closed' })
  })

  it('lets exactly one probe through in half-open', async () => {
    const clock = manualClock()
    core = testCore(fake, { clock, settings: { breaker: { threshold: 1, openMs: 1000 } } })
    fake.handler = (_req, res) => sendJson(res, 502, {})
    await send(core, '/hub/sdk/base/v1beta1/blocks/1')
    clock.advance(1000)
    fake.reset()
    fake.handler = async (_req, res) => {
      await delay(50)
      sendJson(res, 200, {})
    }
    const all = await Promise.all([2, 3, 4].map((h) => send(core!, `/hub/sdk/base/v1beta1/blocks/${h}`)))
    expect(all.map((r) => r.status).sort()).toEqual([200, 503, 503])
    expect(fake.calls).toHaveLength(1)
  })

  it('serves stale while open', async () => {
    const clock = manualClock()
    core = testCore(fake, { clock, settings: { breaker: { threshold: 1, openMs: 60_000 } } })
    fake.handler = (_req, res) => sendJson(res, 200, { 'last-round': 9 })
    await send(core, STATUS)
    fake.handler = (_req, res) => sendJson(res, 502, {})
    clock.advance(10_000)
    await send(core, STATUS) // fails → opens, served stale
    const r = await send(core, STATUS)
    expect(r.headers.get('x-cache')).toBe('stale')
    expect(r.json).toEqual({ 'last-round': 9 })
    expect(fake.calls).toHaveLength(2)
  })
})

describe('health', () => {
  it('reports unknown before any call, then latency and last success, without secrets', async () => {
    core = testCore(fake)
    expect(core.health.snapshot(['vm']).gateways.vm).toEqual({ state: 'unknown', p50Ms: null, breaker: 'closed' })
    await send(core, STATUS)
    const h = core.health.snapshot(['node']).gateways.node!
    expect(h.state).toBe('healthy')
    expect(h.p50Ms).toBeGreaterThanOrEqual(0)
    expect(h.lastOkAt).toBeGreaterThan(0)
  })
})
