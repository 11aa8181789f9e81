import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { OPERATIONS_BY_ID, matchOperation } from '@/lib/catalog'
import { delay, gatewaysAt, manualClock, send, sendJson, startFake, testCore, type Fake } from '@/tests/proxy/harness'
import { judgeStatus } from './blame'
import type { GatewayCore } from './core'
import { prepareCall } from './prepare'
import { gatewayProbes } from './probe'
import { TX_BYTES } from '@/tests/security/requests'

let fake: Fake
let core: GatewayCore | undefined
beforeAll(async () => {
  fake = await startFake(4107)
})
afterAll(() => fake.close())
beforeEach(() => fake.reset())
afterEach(async () => {
  await core?.close()
  core = undefined
})

const BALANCES = '/hub/sdk/bank/v1beta1/balances/hub1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqwrd7t6'
const PARAMS = '/hub/sdk/bank/v1beta1/params'
const STATUS = '/node/v2/status'
const breakerOf = (c: GatewayCore, id: 'hub' | 'node') => c.health.snapshot([id]).gateways[id]!.breaker

describe('breaker: only gateway-side failures count', () => {
  it('ignores 500s of a call that depends on the client’s input', async () => {
    core = testCore(fake, { settings: { breaker: { threshold: 3, openMs: 60_000 } } })
    fake.handler = (req, res) =>
      req.url!.includes('/balances/') ? sendJson(res, 500, { code: 2, message: 'bad address' }) : sendJson(res, 200, {})
    for (let i = 0; i < 10; i++) expect((await send(core, BALANCES)).status).toBe(500)
    expect(breakerOf(core, 'hub')).toBe('closed')
    const ok = await send(core, PARAMS)
    expect(ok.status).toBe(200)
    expect(fake.calls.at(-1)!.url).toContain('/bank/v1beta1/params')
  })

  it('counts 502/503/504 and connection-level failures on any call', async () => {
    core = testCore(fake, { settings: { breaker: { threshold: 3, openMs: 60_000 } } })
    fake.handler = (_req, res) => sendJson(res, 503, {})
    for (let i = 0; i < 3; i++) expect((await send(core, BALANCES)).status).toBe(503)
    expect(breakerOf(core, 'hub')).toBe('open')
    expect((await send(core, PARAMS)).json).toMatchObject({ error: 'gateway_unavailable' })
  })

  it('counts a 500 of a call that answers for everyone (a status query)', async () => {
    core = testCore(fake, { settings: { breaker: { threshold: 3, openMs: 60_000 } } })
    fake.handler = (_req, res) => sendJson(res, 500, {})
    for (let i = 0; i < 3; i++) await send(core, STATUS)
    expect(breakerOf(core, 'node')).toBe('open')
  })

  it('classifies the real catalog’s sharded address lookup as client-dependent and its status query as not', () => {
    const deps = { gateways: gatewaysAt('http://127.0.0.1:1'), writesEnabled: true, matcher: matchOperation }
    const address = prepareCall(
      OPERATIONS_BY_ID.get('sharded.address.get')!,
      'sharded',
      { address: 'shd1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqk7hg5s' },
      {},
      deps,
    )
    const status = prepareCall(OPERATIONS_BY_ID.get('node.status')!, 'node', {}, {}, deps)
    expect(judgeStatus(address, 500)).toBe('neutral')
    expect(judgeStatus(status, 500)).toBe('fail')
    expect(judgeStatus(address, 504)).toBe('fail')
  })
})

describe('long polls', () => {
  it('have their own deadline and never count, whether they time out or end in 504', async () => {
    core = testCore(fake, {
      settings: { timeoutMs: 400, longPollTimeoutMs: 1500, breaker: { threshold: 2, openMs: 60_000 } },
    })
    fake.handler = async (req, res) => {
      if (req.url!.includes('/wait-for-block-after/1')) {
        await delay(800) // past the ordinary deadline, inside the long-poll one
        return sendJson(res, 200, { 'last-round': 2 })
      }
      if (req.url!.includes('/wait-for-block-after/9')) return sendJson(res, 504, { message: 'timeout' })
      if (req.url!.includes('/wait-for-block-after/')) return void (await delay(4000))
      sendJson(res, 200, { 'last-round': 1 })
    }
    expect((await send(core, '/node/v2/status/wait-for-block-after/1')).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await send(core, '/node/v2/status/wait-for-block-after/9')).status).toBe(504)
    const hung = await Promise.all([
      send(core, '/node/v2/status/wait-for-block-after/5'),
      send(core, '/node/v2/status/wait-for-block-after/6'),
    ])
    expect(hung.map((r) => (r.json as { error: string }).error)).toEqual(['upstream_timeout', 'upstream_timeout'])
    expect(breakerOf(core, 'node')).toBe('closed')
    expect((await send(core, STATUS)).status).toBe(200)
  }, 10_000)

  it('take at most a quarter of the gateway’s concurrency, so ordinary calls keep their slots', async () => {
    core = testCore(fake, { settings: { maxConcurrency: 4, longPollTimeoutMs: 2000 } })
    fake.handler = async (req, res) => {
      if (req.url!.includes('/wait-for-block-after/')) await delay(300)
      sendJson(res, 200, {})
    }
    const polls = [1, 2, 3].map((r) => send(core!, `/node/v2/status/wait-for-block-after/${r}`))
    const status = await send(core, STATUS)
    expect(status.status).toBe(200)
    const done = await Promise.all(polls)
    expect(done.map((r) => r.status).sort()).toEqual([200, 503, 503])
  })
})

describe('half-open probe with a known-good call', () => {
  const settings = { breaker: { threshold: 1, openMs: 1000 }, probes: { hub: { opId: 't.latest' } } }

  it('closes on the probe’s success even when the first caller’s own call fails for its input', async () => {
    const clock = manualClock()
    core = testCore(fake, { clock, settings })
    fake.handler = (_req, res) => sendJson(res, 502, {})
    await send(core, PARAMS)
    expect(breakerOf(core, 'hub')).toBe('open')
    clock.advance(1000)
    fake.reset()
    fake.handler = (req, res) => (req.url!.includes('/balances/') ? sendJson(res, 500, {}) : sendJson(res, 200, {}))
    expect((await send(core, BALANCES)).status).toBe(500)
    expect(fake.calls.map((c) => c.url)).toEqual([
      '/hub/cosmos/base/v1beta1/blocks/latest',
      expect.stringContaining('/balances/'),
    ])
    expect(breakerOf(core, 'hub')).toBe('closed')
    expect((await send(core, PARAMS)).status).toBe(200)
  })

  it('keeps the circuit open without sending the caller’s call when the probe fails', async () => {
    const clock = manualClock()
    core = testCore(fake, { clock, settings })
    fake.handler = (_req, res) => sendJson(res, 502, {})
    await send(core, PARAMS)
    clock.advance(1000)
    fake.reset()
    fake.handler = (_req, res) => sendJson(res, 502, {})
    const r = await send(core, BALANCES)
    expect(r.status).toBe(503)
    expect(fake.calls.map((c) => c.url)).toEqual(['/hub/cosmos/base/v1beta1/blocks/latest'])
    expect(breakerOf(core, 'hub')).toBe('open')
  })

  it('a POST that meets a hanging probe waits only until its own signal ends, not the probe’s timeout', async () => {
    const clock = manualClock()
    core = testCore(fake, { clock, settings: { ...settings, timeoutMs: 60_000 } })
    fake.handler = (_req, res) => sendJson(res, 502, {})
    await send(core, PARAMS)
    expect(breakerOf(core, 'hub')).toBe('open')
    clock.advance(1000)
    fake.reset()
    const hanging: Parameters<NonNullable<typeof fake.handler>>[1][] = []
    fake.handler = (_req, res) => void hanging.push(res) // the probe's call does not answer until the test ends
    const r = await send(core, '/hub/sdk/tx/v1beta1/simulate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tx_bytes: TX_BYTES }),
      signal: AbortSignal.timeout(300),
    })
    // Answered (not left waiting out the probe's 60 s, which outlasts this test), and the caller's call was not sent.
    expect(r.status).toBeGreaterThanOrEqual(500)
    expect(fake.calls.map((c) => c.url)).toEqual(['/hub/cosmos/base/v1beta1/blocks/latest'])
    // The probe is still waiting; answer it so the core closes now rather than after its 60 s.
    for (const res of hanging) sendJson(res, 502, {})
  })

  it('has a probe for every proxied gateway that validates against the real catalog', () => {
    const deps = { gateways: gatewaysAt('http://127.0.0.1:1'), writesEnabled: true, matcher: matchOperation }
    for (const [id, p] of Object.entries(gatewayProbes())) {
      const op = OPERATIONS_BY_ID.get(p.opId)
      expect(op?.gateways, id).toContain(id)
      const prep = prepareCall(op!, id as 'hub', p.path ?? {}, p.query ?? {}, deps)
      expect(prep.method, id).toBe('GET')
    }
  })
})
