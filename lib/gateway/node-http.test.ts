import { TX_BYTES } from '@/tests/security/requests'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  manualClock,
  send,
  sendJson,
  startFake,
  testCore,
  type Fake,
  type Sent,
  type TestCoreOptions,
} from '@/tests/proxy/harness'
import { API_POLICY } from '@/lib/security/headers'
import type { GatewayCore } from './core'
import { createNodeGatewayHandler, isGatewayUrl } from './node-http'
import { createMemoryRateLimiter } from './rate-limit'

/**
 * The production server answers /api/gw/* with this adapter instead of Next's route: it must give exactly what the
 * route gives (the web adapter, `send`), plus the headers proxy.ts would have added.
 */

let fake: Fake
beforeAll(async () => {
  fake = await startFake(4108)
})
afterAll(() => fake.close())
beforeEach(() => fake.reset())

interface Mounted {
  core: GatewayCore
  server: Server
  port: number
}
const mounted: Mounted[] = []
afterEach(async () => {
  for (const m of mounted.splice(0)) {
    m.server.closeAllConnections()
    await new Promise((r) => m.server.close(r))
    await m.core.close()
  }
})

async function mount(o: TestCoreOptions = {}): Promise<Mounted> {
  const core = testCore(fake, o)
  const server = createServer(createNodeGatewayHandler(core))
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const m = { core, server, port: (server.address() as AddressInfo).port }
  mounted.push(m)
  return m
}

/** A raw request: the path goes out byte for byte (fetch would resolve dot-segments and re-encode). */
function raw(
  m: Mounted,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: m.port, path: `/api/gw${path}`, method: init.method ?? 'GET', headers: init.headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString()
          const headers = new Headers()
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v)
          let json: unknown
          try {
            json = JSON.parse(text)
          } catch {
            json = undefined
          }
          resolve({ status: res.statusCode ?? 0, headers, text, json })
        })
      },
    )
    req.on('error', reject)
    req.end(init.body)
  })
}

const json = { 'content-type': 'application/json' }
const TX = JSON.stringify({ tx_bytes: TX_BYTES, mode: 'BROADCAST_MODE_SYNC' })
const CASES: { name: string; path: string; init?: Parameters<typeof raw>[2] }[] = [
  { name: 'a valid GET', path: '/node/v2/status' },
  { name: 'an unknown operation', path: '/hub/nope/x' },
  { name: 'an operation of other gateways', path: '/hub/stable/alliances/params' },
  { name: 'an unknown gateway', path: '/mars/sdk/bank/v1beta1/params' },
  { name: 'the KMD (never proxied)', path: '/kmd/versions' },
  { name: 'a method the operation lacks', path: '/hub/sdk/bank/v1beta1/params', init: { method: 'PUT' } },
  { name: 'an invalid path parameter', path: '/hub/sdk/base/v1beta1/blocks/12a' },
  { name: 'an unknown query parameter', path: '/hub/sdk/bank/v1beta1/params?x=1' },
  { name: 'an encoded slash', path: '/vm/blocks/a%2Fb' },
  { name: 'a dot-segment', path: '/vm/blocks/..' },
  { name: 'broken percent-encoding', path: '/vm/blocks/%ff' },
  { name: 'a JSON POST', path: '/hub/sdk/tx/v1beta1/txs', init: { method: 'POST', headers: json, body: TX } },
  {
    name: 'a POST of another type',
    path: '/hub/sdk/tx/v1beta1/txs',
    init: { method: 'POST', headers: { 'content-type': 'text/plain' }, body: TX },
  },
  {
    name: 'a POST over 64 KiB',
    path: '/hub/sdk/tx/v1beta1/txs',
    init: { method: 'POST', headers: json, body: JSON.stringify({ tx_bytes: 'A'.repeat(70_000) }) },
  },
]

describe('the node:http adapter answers as the Next route does', () => {
  it.each(CASES)('$name', async ({ path, init }) => {
    // Frozen clocks: cache-control counts down the entry's life, so both must read the same time.
    const viaNode = await raw(await mount({ clock: manualClock() }), path, init)
    const web = await mount({ clock: manualClock() }) // its own core: the first request's cache must not serve the second
    const viaRoute = await send(web.core, path, init)
    expect(viaNode.status).toBe(viaRoute.status)
    expect(viaNode.json ?? viaNode.text).toEqual(viaRoute.json ?? viaRoute.text)
    for (const h of ['content-type', 'cache-control', 'x-cache', 'allow', 'retry-after'])
      expect([h, viaNode.headers.get(h)]).toEqual([h, viaRoute.headers.get(h)])
    // What proxy.ts adds to API answers on the Next path.
    expect(viaNode.headers.get('content-security-policy')).toBe(API_POLICY)
    expect(viaNode.headers.get('x-content-type-options')).toBe('nosniff')
    expect(viaNode.headers.get('referrer-policy')).toBe('no-referrer')
    expect(viaNode.headers.get('x-frame-options')).toBe('DENY')
    expect(viaNode.headers.get('strict-transport-security')).toBeNull()
  })

  it("passes a gateway's refusal on as it came, with the security headers and no other upstream header", async () => {
    fake.handler = (_req, res) => {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', server: 'thor', 'set-cookie': 'a=b' })
      res.end('revision: not found\n')
    }
    const r = await raw(await mount(), '/vm/blocks/99999999')
    expect([r.status, r.text, r.headers.get('content-type')]).toEqual([
      400,
      'revision: not found\n',
      'text/plain; charset=utf-8',
    ])
    expect(r.headers.get('content-length')).toBe(String(Buffer.byteLength('revision: not found\n')))
    expect([r.headers.get('cache-control'), r.headers.get('x-cache')]).toEqual(['no-store', 'miss'])
    expect(r.headers.get('content-security-policy')).toBe(API_POLICY)
    expect(r.headers.get('x-content-type-options')).toBe('nosniff')
    expect([r.headers.get('server'), r.headers.get('set-cookie')]).toEqual([null, null])
  })

  it('serves a repeated GET from the cache, with the upstream timing', async () => {
    const m = await mount()
    const first = await raw(m, '/node/v2/status')
    const second = await raw(m, '/node/v2/status')
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['miss', 'hit'])
    expect(second.headers.get('server-timing')).toMatch(/^upstream;dur=\d+\.\d$/)
    expect(fake.calls).toHaveLength(1)
  })

  it('answers only its own URL space', () => {
    expect(isGatewayUrl('/api/gw/hub/x')).toBe(true)
    expect(['/api/gw-health', '/api/gw', '/api/live/all', '/hub', undefined].map(isGatewayUrl)).toEqual(
      Array(5).fill(false),
    )
  })
})

describe('client identity and transport', () => {
  const limited = (trustProxy: boolean) =>
    mount({ settings: { trustProxy }, rateLimiter: createMemoryRateLimiter(2, Date.now) })

  it('rate-limits by socket address: a client cannot dodge the limit with X-Forwarded-For', async () => {
    const m = await limited(false)
    const statuses = []
    for (let i = 0; i < 3; i++)
      statuses.push((await raw(m, '/node/v2/status', { headers: { 'x-forwarded-for': `10.0.0.${i}` } })).status)
    expect(statuses).toEqual([200, 200, 429])
  })

  it('behind a trusted proxy, takes the hop the proxy appended', async () => {
    const m = await limited(true)
    const statuses = []
    for (let i = 0; i < 3; i++)
      statuses.push(
        (await raw(m, '/node/v2/status', { headers: { 'x-forwarded-for': `6.6.6.6, 10.0.0.${i}` } })).status,
      )
    expect(statuses).toEqual([200, 200, 200])
  })

  it('sends HSTS only when a trusted proxy says the request came over https', async () => {
    const https = { 'x-forwarded-proto': 'https' }
    expect(
      (await raw(await mount(), '/node/v2/status', { headers: https })).headers.get('strict-transport-security'),
    ).toBeNull()
    const trusted = await raw(await mount({ settings: { trustProxy: true } }), '/node/v2/status', { headers: https })
    expect(trusted.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
  })

  it('never shows the key, and forwards none of the client’s headers', async () => {
    fake.handler = (req, res) => sendJson(res, 500, { message: `bad key ${String(req.headers['api-key'])}` })
    const r = await raw(await mount(), '/node/v2/status', { headers: { cookie: 'sid=1', authorization: 'Bearer x' } })
    expect(r.status).toBe(500)
    expect(r.text).not.toContain('SENTINEL')
    expect(fake.calls[0]!.headers.cookie).toBeUndefined()
    expect(fake.calls[0]!.headers.authorization).toBeUndefined()
  })
})

describe('two copies of the gateway modules in one process', () => {
  it('recognise each other’s ProxyRefusal (the production server and Next’s bundle share one core)', async () => {
    const a = await import('./errors')
    vi.resetModules()
    const b = await import('./errors')
    expect(a.ProxyRefusal).not.toBe(b.ProxyRefusal)
    const err = new a.ProxyRefusal(503, 'breaker_open', 'x')
    expect(err instanceof b.ProxyRefusal).toBe(true)
    expect(new Error('x') instanceof b.ProxyRefusal).toBe(false)
    expect({ status: 503 } instanceof b.ProxyRefusal).toBe(false)
  })
})
