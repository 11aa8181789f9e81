import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SENTINEL, delay, send, sendJson, startFake, testCore, type Fake } from '@/tests/proxy/harness'
import type { GatewayCore } from './core'
import { matchOperation, OPERATIONS_BY_ID } from '@/lib/catalog'
import { classifyError } from './upstream'

let fake: Fake
let core: GatewayCore
const logs: string[] = []
beforeAll(async () => {
  fake = await startFake(4102)
})
afterAll(() => fake.close())
// A fresh core per test: these tests are about single upstream calls, not the cache between them.
beforeEach(() => {
  fake.reset()
  core = testCore(fake, { settings: { timeoutMs: 300 }, log: (l) => logs.push(l) })
})
afterEach(() => core.close())

describe('the upstream request', () => {
  it('carries a fresh header set: api-key, accept, nothing from the client', async () => {
    await send(core, '/hub/sdk/base/v1beta1/blocks/latest', {
      headers: {
        cookie: 'a=b',
        authorization: 'Basic x',
        'x-forwarded-for': '1.2.3.4',
        'x-middleware-subrequest': 'm',
        'api-key': 'client-key',
      },
    })
    const h = fake.calls[0]!.headers
    expect(h['api-key']).toBe(SENTINEL)
    expect(h.accept).toBe('application/json')
    for (const k of ['cookie', 'authorization', 'x-forwarded-for', 'x-middleware-subrequest', 'content-type'])
      expect(h[k]).toBeUndefined()
  })
})

describe('upstream failures', () => {
  it('turns a redirect into 502 and never follows it', async () => {
    let followed = 0
    fake.handler = (req, res) => {
      if (req.url?.includes('elsewhere')) followed++
      res.writeHead(302, { location: `${fake.base}/elsewhere` })
      res.end()
    }
    const r = await send(core, '/hub/sdk/base/v1beta1/blocks/latest')
    expect(r.status).toBe(502)
    expect(r.json).toEqual({
      error: 'upstream_redirect',
      detail: 'the hub gateway answered with a redirect (302), which the proxy does not follow',
    })
    expect(followed).toBe(0)
    expect(fake.calls).toHaveLength(1)
  })

  it('answers 504 when the upstream is slower than the total timeout', async () => {
    fake.handler = async (_req, res) => {
      await delay(1000)
      sendJson(res, 200, {})
    }
    const t0 = Date.now()
    const r = await send(core, '/hub/sdk/base/v1beta1/blocks/latest')
    expect(r.status).toBe(504)
    expect(r.json).toEqual({ error: 'upstream_timeout', detail: 'the hub gateway did not answer in time' })
    expect(Date.now() - t0).toBeLessThan(900)
  })

  it('answers 502 on a connection reset', async () => {
    fake.handler = (req) => void req.socket.destroy()
    const r = await send(core, '/hub/sdk/base/v1beta1/blocks/latest')
    expect(r.status).toBe(502)
    expect(r.json).toEqual({ error: 'upstream_unreachable', detail: 'the hub gateway could not be reached' })
  })

  it('answers 502 when nothing listens', async () => {
    const dead = testCore({ base: 'http://127.0.0.1:4199' })
    const r = await send(dead, '/hub/sdk/base/v1beta1/blocks/latest')
    expect(r.status).toBe(502)
    expect((r.json as { error: string }).error).toBe('upstream_unreachable')
    await dead.close()
  })

  it('maps connect timeouts to 504', () => {
    const s = new AbortController().signal
    expect(classifyError(Object.assign(new Error('x'), { code: 'UND_ERR_CONNECT_TIMEOUT' }), s).reason).toBe('timeout')
    expect(classifyError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }), s).reason).toBe('network')
  })

  it.each([
    ['cosmos', '/hub/sdk/base/v1beta1/blocks/latest', 'text/html', '<html>oops</html>'],
    ['cosmos (array)', '/hub/sdk/base/v1beta1/blocks/latest', 'application/json', '[1,2]'],
    ['supply (string)', '/supply/vesting/circulatingsupply', 'application/json', '"12"'],
    ['node (truncated)', '/node/v2/status', 'application/json', '{"last-round": 1'],
  ])('answers 502 when a 2xx body is not the JSON the %s kind promises', async (_k, path, type, body) => {
    fake.handler = (_req, res) => {
      res.writeHead(200, { 'content-type': type })
      res.end(body)
    }
    const r = await send(core, path)
    expect(r.status).toBe(502)
    expect((r.json as { error: string }).error).toBe('bad_upstream_body')
  })

  it('passes a bodiless success on as null only where the catalog says the operation has no body', async () => {
    fake.handler = (_req, res) => {
      res.writeHead(200)
      res.end()
    }
    // The real catalog: it is what marks /health as bodiless.
    const real = testCore(fake, { matcher: matchOperation, operation: (id) => OPERATIONS_BY_ID.get(id) })
    const health = await send(real, '/node/health')
    expect(health.status).toBe(200)
    expect(health.text).toBe('null')
    const status = await send(real, '/node/v2/status')
    await real.close()
    expect(status.status).toBe(502)
    expect((status.json as { error: string }).error).toBe('bad_upstream_body')
  })

  it('accepts what each kind does promise: VM null, a bare supply number, a supply {result}', async () => {
    fake.handler = (req, res) =>
      sendJson(res, 200, req.url?.startsWith('/vm') ? 'null' : req.url?.includes('circ') ? '81443180' : '{}')
    expect((await send(core, '/vm/blocks/99999999')).text).toBe('null')
    expect((await send(core, '/supply/vesting/circulatingsupply')).text).toBe('81443180')
    fake.handler = (_req, res) => sendJson(res, 200, { height: '1', result: '5' })
    const c2 = testCore(fake)
    expect((await send(c2, '/supply/vesting/circulatingsupply')).json).toEqual({ height: '1', result: '5' })
    await c2.close()
  })
})

describe("a gateway's refusal (4xx) is passed on unchanged", () => {
  it.each([
    [
      'cosmos',
      '/hub/sdk/base/v1beta1/blocks/5',
      404,
      'application/json',
      '{"code":5,"message":"block not found","details":[]}',
      'application/json',
    ],
    [
      'sharded',
      '/sharded/address/erd1x',
      400,
      'application/json; charset=utf-8',
      '{"data":null,"error":"transaction generation failed: insufficient funds for address erd1x","code":"bad_request"}',
      'application/json; charset=utf-8',
    ],
    ['node', '/node/v2/status', 401, 'application/json', '{"message":"Invalid API Token"}\n', 'application/json'],
    ['vm', '/vm/blocks/x1', 400, 'text/plain; charset=utf-8', 'revision: invalid\n', 'text/plain; charset=utf-8'],
    // An HTML error page is not served under the proxy's origin as HTML.
    ['html', '/hub/sdk/base/v1beta1/blocks/6', 404, 'text/html', '<h1>404</h1>', 'text/plain; charset=utf-8'],
  ])('%s: status, bytes and content type as the gateway sent them', async (_kind, path, status, type, body, sent) => {
    fake.handler = (_req, res) => {
      res.writeHead(status, { 'content-type': type, 'set-cookie': 'a=b', etag: '"e"' })
      res.end(body)
    }
    const r = await send(core, path)
    expect(r.status).toBe(status)
    expect(r.text).toBe(body)
    expect(r.headers.get('content-type')).toBe(sent)
    // Only the proxy's own headers beside it: never stored, and said so.
    expect(r.headers.get('cache-control')).toBe('no-store')
    expect(r.headers.get('x-cache')).toBe('miss')
    expect(r.headers.get('server-timing')).toMatch(/^upstream;dur=/)
    expect(r.headers.get('set-cookie')).toBeNull()
    expect(r.headers.get('etag')).toBeNull()
  })

  it('is held to the answer byte cap: a refusal larger than it is the proxy’s 502', async () => {
    fake.handler = (_req, res) => sendJson(res, 400, { message: 'x'.repeat(1024 * 1024) })
    const r = await send(core, '/hub/sdk/base/v1beta1/blocks/5')
    expect([r.status, (r.json as { error?: string }).error]).toEqual([502, 'upstream_too_large'])
    expect(r.text).not.toContain('xxxx')
  })

  it("keeps a rate-limiting gateway's Retry-After, which its clients wait by, and no other header of its", async () => {
    fake.handler = (_req, res) => {
      res.writeHead(429, { 'content-type': 'text/plain', 'retry-after': '7', 'x-ratelimit-remaining': '0' })
      res.end('too many requests\n')
    }
    const r = await send(core, '/hub/sdk/base/v1beta1/blocks/7')
    expect([r.status, r.text, r.headers.get('retry-after')]).toEqual([429, 'too many requests\n', '7'])
    expect(r.headers.get('x-ratelimit-remaining')).toBeNull()
    fake.handler = (_req, res) => {
      res.writeHead(429, { 'content-type': 'text/plain', 'retry-after': '<script>' })
      res.end('slow down')
    }
    expect((await send(core, '/hub/sdk/base/v1beta1/blocks/8')).headers.get('retry-after')).toBeNull()
  })

  it('is never cached: the next call asks the gateway again', async () => {
    fake.handler = (_req, res) => sendJson(res, 404, { code: 5, message: 'block not found', details: [] })
    await send(core, '/hub/sdk/base/v1beta1/blocks/5')
    await send(core, '/hub/sdk/base/v1beta1/blocks/5')
    expect(fake.calls).toHaveLength(2)
  })
})

describe("a gateway's failure (5xx) is reshaped", () => {
  it.each([
    [
      'sharded',
      '/sharded/address/erd1x',
      500,
      'application/json',
      { data: null, error: 'invalid bech32', code: 'internal_issue' },
      'the sharded gateway answered 500: invalid bech32',
    ],
    ['vm', '/vm/blocks/x1', 503, 'text/plain', 'overloaded\n', 'the vm gateway answered 503: overloaded'],
    [
      'supply',
      '/supply/vesting/circulatingsupply',
      500,
      'application/json',
      { error: 'Server internal error' },
      'the supply gateway answered 500: Server internal error',
    ],
  ])('%s', async (_kind, path, status, type, body, detail) => {
    fake.handler = (_req, res) => {
      res.writeHead(status, { 'content-type': type })
      res.end(typeof body === 'string' ? body : JSON.stringify(body))
    }
    const r = await send(core, path)
    expect(r.status).toBe(status)
    expect(r.json).toEqual({ error: 'upstream_error', detail, upstream: { status, body } })
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(r.headers.get('cache-control')).toBe('no-store')
  })
})

describe('response headers', () => {
  it('forwards only allow-listed headers and sets its own cache-control, x-cache and server-timing', async () => {
    fake.handler = (_req, res) =>
      sendJson(
        res,
        200,
        { ok: 1 },
        {
          'set-cookie': 'a=b',
          server: 'gw/1.0',
          'x-ratelimit-remaining': '5',
          etag: '"abc"',
          'grpc-metadata-x-cosmos-block-height': '77',
          'cache-control': 'private',
        },
      )
    const r = await send(core, '/hub/sdk/base/v1beta1/blocks/latest')
    expect(r.headers.get('set-cookie')).toBeNull()
    expect(r.headers.get('server')).toBeNull()
    expect(r.headers.get('x-ratelimit-remaining')).toBeNull()
    expect(r.headers.get('etag')).toBe('"abc"')
    expect(r.headers.get('grpc-metadata-x-cosmos-block-height')).toBe('77')
    expect(r.headers.get('cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/)
    expect(r.headers.get('x-cache')).toBe('miss')
    expect(r.headers.get('server-timing')).toMatch(/^upstream;dur=\d+(\.\d)?$/)
  })
})

describe('the key never leaks', () => {
  it('redacts an upstream that echoes it, in success, refusal and failure bodies and headers', async () => {
    fake.handler = (req, res) => {
      const key = String(req.headers['api-key'])
      const status = req.url?.includes('latest') ? 200 : req.url?.endsWith('/3') ? 400 : 500
      sendJson(res, status, { echoed: key, message: `bad key ${key}` }, { etag: key })
    }
    const ok = await send(core, '/hub/sdk/base/v1beta1/blocks/latest')
    const refused = await send(core, '/hub/sdk/base/v1beta1/blocks/3')
    const failed = await send(core, '/hub/sdk/base/v1beta1/blocks/4')
    for (const r of [ok, refused, failed]) {
      expect(r.text).not.toContain(SENTINEL)
      expect([...r.headers.values()].join(' ')).not.toContain(SENTINEL)
    }
    expect(ok.json).toEqual({ echoed: '[redacted]', message: 'bad key [redacted]' })
    // The refusal is the gateway's body, with the key scrubbed and nothing else changed.
    expect([refused.status, refused.json]).toEqual([400, { echoed: '[redacted]', message: 'bad key [redacted]' }])
    expect(failed.json).toMatchObject({
      error: 'upstream_error',
      detail: 'the hub gateway answered 500: bad key [redacted]',
    })
  })

  it('keeps it out of log lines', async () => {
    logs.length = 0
    fake.handler = (req) => void req.socket.destroy()
    await send(core, '/hub/sdk/base/v1beta1/blocks/9')
    expect(logs.length).toBeGreaterThan(0)
    expect(logs.join('\n')).not.toContain(SENTINEL)
  })
})
