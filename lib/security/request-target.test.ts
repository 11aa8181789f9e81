import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createNodeGatewayHandler, isGatewayUrl } from '@/lib/gateway/node-http'
import type { GatewayCore } from '@/lib/gateway/core'
import { sendJson, startFake, testCore, type Fake } from '@/tests/proxy/harness'
import { allowedHosts, allowedHostsProblems, defaultAllowedHosts, hostPolicy } from './host'
import { guardRequest } from './request-target'
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, SERVER_OPTIONS } from './server-limits'

/**
 * The production server's front door, mounted as scripts/app-server.ts mounts it: the guard first, then the
 * gateway fast path, then (here a stub for) Next. Requests go out as raw bytes, as an attacker writes them.
 */
let fake: Fake
let core: GatewayCore
let server: Server
let port: number
/** Headers of the requests that reached "Next". */
const nextSaw: IncomingHttpHeaders[] = []
let trustProxy = false

beforeAll(async () => {
  fake = await startFake(4137)
  fake.handler = (req, res) => sendJson(res, 200, { ok: true })
  core = testCore(fake)
  const handleGateway = createNodeGatewayHandler(core)
  server = createServer(SERVER_OPTIONS, (req, res) => {
    const policy = hostPolicy(defaultAllowedHosts(port))
    if (guardRequest(req, res, { policy, trustProxy })) return
    if (isGatewayUrl(req.url)) return handleGateway(req, res)
    nextSaw.push({ ...req.headers })
    res.writeHead(200, { 'content-type': 'text/plain' }).end('next')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((r) => server.close(r))
  await core.close()
  await fake.close()
})
beforeEach(() => {
  nextSaw.length = 0
  fake.calls.length = 0
  trustProxy = false
})

interface RawAnswer {
  status: number
  head: string
  body: string
  /** How the connection ended: closed by the server, or reset under the client. */
  ended: 'closed' | 'reset'
  ms: number
}

/** Write bytes, read until the server closes (or `stopAfterMs`). */
function rawRequest(
  text: string,
  opts: { body?: () => Iterable<Buffer>; stopAfterMs?: number } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = Date.now()
    const s = connect(port, '127.0.0.1')
    let out = ''
    let ended: RawAnswer['ended'] = 'closed'
    const done = () => {
      clearTimeout(timer)
      const [head = '', body = ''] = out.split('\r\n\r\n')
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        head,
        body,
        ended,
        ms: Date.now() - started,
      })
    }
    const timer = setTimeout(() => {
      s.destroy()
      done()
    }, opts.stopAfterMs ?? 20_000)
    s.on('data', (d) => (out += d.toString('latin1')))
    s.on('error', () => (ended = 'reset'))
    s.on('close', done)
    s.write(text.replaceAll('\n', '\r\n'))
    if (opts.body) {
      const chunks = opts.body()[Symbol.iterator]()
      const pump = () => {
        for (let c = chunks.next(); !c.done; c = chunks.next()) if (!s.write(c.value)) return void s.once('drain', pump)
      }
      pump()
    }
  })
}

const host = () => `127.0.0.1:${port}`

describe('the host allow-list (DNS rebinding)', () => {
  it('answers its own loopback names on its port', async () => {
    for (const h of [host(), `localhost:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
      const r = await rawRequest(`GET /hub HTTP/1.1\nHost: ${h}\nConnection: close\n\n`)
      expect(r.status, h).toBe(200)
    }
  })

  it.each([
    ['a rebound name', 'evil.example:PORT'],
    ['the right name on another port', 'localhost:1'],
    ['no port', 'localhost'],
    ['a suffix trick', '127.0.0.1:PORT.evil.example'],
  ])('refuses %s with 421 JSON, before Next and before the gateway fast path', async (_n, h) => {
    const hostHeader = h.replace('PORT', String(port))
    for (const path of ['/kmd', '/api/kmd/keys/export', '/api/gw/hub/sdk/bank/v1beta1/params']) {
      const r = await rawRequest(`GET ${path} HTTP/1.1\nHost: ${hostHeader}\nConnection: close\n\n`)
      expect(r.status).toBe(421)
      expect(JSON.parse(r.body)).toMatchObject({ error: 'host_not_allowed', detail: expect.any(String) })
    }
    expect(nextSaw).toHaveLength(0)
    expect(fake.calls).toHaveLength(0)
  })

  it('refuses a request without Host (HTTP/1.0) with 400 JSON', async () => {
    const r = await rawRequest('GET / HTTP/1.0\n\n')
    expect(r.status).toBe(400)
    expect(JSON.parse(r.body)).toMatchObject({ error: 'missing_host' })
  })

  it('checks X-Forwarded-Host too, behind a trusted proxy', async () => {
    trustProxy = true
    const r = await rawRequest(`GET / HTTP/1.1\nHost: ${host()}\nX-Forwarded-Host: evil.example\nConnection: close\n\n`)
    expect(r.status).toBe(421)
  })
})

describe('request targets', () => {
  it.each([
    ['absolute-form', 'GET http://evil.example/hub/ HTTP/1.1'],
    ['absolute-form to the gateway prefix', 'GET http://evil.example/api/gw/hub/sdk/bank/v1beta1/params HTTP/1.1'],
    ['asterisk OPTIONS', 'OPTIONS * HTTP/1.1'],
    ['asterisk GET', 'GET * HTTP/1.1'],
  ])('refuses %s with 400 JSON and no Location', async (_n, line) => {
    const r = await rawRequest(`${line}\nHost: ${host()}\nConnection: close\n\n`)
    expect(r.status).toBe(400)
    expect(r.head.toLowerCase()).not.toContain('location:')
    expect(r.head.toLowerCase()).toContain('content-type: application/json')
    expect(JSON.parse(r.body)).toMatchObject({ error: 'invalid_target', detail: expect.any(String) })
    expect(nextSaw).toHaveLength(0)
  })

  it('leaves the authority form to Node, which refuses it with 400 before any handler', async () => {
    const r = await rawRequest(`GET evil.example:443 HTTP/1.1\nHost: ${host()}\nConnection: close\n\n`)
    expect(r.status).toBe(400)
    expect(r.head.toLowerCase()).not.toContain('location:')
    expect(nextSaw).toHaveLength(0)
  })
})

describe('forwarded headers', () => {
  const forwarded =
    'X-Forwarded-Proto: https\nX-Forwarded-Host: localhost\nX-Forwarded-For: 6.6.6.6\nForwarded: proto=https\n'
  it('are dropped before Next without TRUST_PROXY (no HSTS or Secure cookie over plain http)', async () => {
    await rawRequest(`GET / HTTP/1.1\nHost: ${host()}\n${forwarded}Connection: close\n\n`)
    expect(nextSaw).toHaveLength(1)
    for (const h of ['x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-for', 'forwarded'])
      expect(nextSaw[0]![h]).toBeUndefined()
  })
  it('pass with TRUST_PROXY', async () => {
    trustProxy = true
    await rawRequest(
      `GET / HTTP/1.1\nHost: ${host()}\nX-Forwarded-Proto: https\nX-Forwarded-Host: ${host()}\nConnection: close\n\n`,
    )
    expect(nextSaw[0]!['x-forwarded-proto']).toBe('https')
  })
})

describe('slow and oversized clients', () => {
  it('gives headers and whole requests less than 15 s, checked every second', () => {
    expect(HEADERS_TIMEOUT_MS).toBeLessThan(15_000)
    expect(REQUEST_TIMEOUT_MS).toBeLessThan(15_000)
    expect(SERVER_OPTIONS.connectionsCheckingInterval).toBeLessThanOrEqual(1_000)
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS)
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS)
  })

  it('closes a socket whose headers never end, well before 15 s', async () => {
    const r = await rawRequest(`GET / HTTP/1.1\nHost: ${host()}\nX-Slow: a`, { stopAfterMs: 15_000 })
    expect(r.ms).toBeLessThan(15_000)
    expect(r.status).toBe(408)
  }, 20_000)

  it('answers an oversized chunked upload with Connection: close with 413, never a reset', async () => {
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    const results: RawAnswer[] = []
    for (let i = 0; i < 5; i++) {
      results.push(
        await rawRequest(
          `POST /api/gw/hub/sdk/tx/v1beta1/simulate HTTP/1.1\nHost: ${host()}\nContent-Type: application/json\nTransfer-Encoding: chunked\nConnection: close\n\n`,
          {
            *body() {
              for (let n = 0; n < 64; n++)
                yield Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])
              yield Buffer.from('0\r\n\r\n')
            },
          },
        ),
      )
    }
    expect(results.map((r) => `${r.status} ${r.ended}`)).toEqual(Array(5).fill('413 closed'))
    expect(fake.calls).toHaveLength(0)
  }, 30_000)
})

describe('ALLOWED_HOSTS', () => {
  it('defaults to loopback on PORT', () => {
    expect(allowedHosts(undefined, 3110)).toEqual(['localhost:3110', '127.0.0.1:3110', '[::1]:3110'])
    expect(allowedHosts('Explorer.Example.com, 10.0.0.5:8080', 3110)).toEqual(['explorer.example.com', '10.0.0.5:8080'])
  })
  it('refuses what is not a host[:port] list', () => {
    expect(allowedHostsProblems('explorer.example.com,[::1]:3000,127.0.0.1:3000')).toEqual([])
    for (const bad of ['http://x.example', 'x.example/path', 'a,,b', '*.example.com', 'x.example:port', ''])
      expect(allowedHostsProblems(bad).length, bad).toBeGreaterThan(0)
  })
})
