import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATALOG, matchOperation, OPERATIONS_BY_ID } from '@/lib/catalog'
import { type Operation } from '@/lib/catalog/types'
import { gatewayIds } from '@/lib/networks'
import { templateSegments } from '@/lib/catalog/paths'
import { TEST_OPS } from '@/tests/proxy/catalog'
import { SENTINEL, manualClock, send, sendJson, startFake, testCore, type Fake, type Sent } from '@/tests/proxy/harness'
import type { GatewayCore } from './core'

/**
 * Property-based fuzzing of the whole handler. Properties: the proxy never answers 500; a refused request never
 * reaches the upstream; whatever reaches it stays under the gateway's base path with no dot-segment or encoded
 * separator; the key (echoed back by this hostile upstream) never appears in any answer.
 */
let fake: Fake
let core: GatewayCore
beforeAll(async () => {
  fake = await startFake(4107)
  // The upstream echoes the api-key it received, in bodies and headers, on success and on error.
  fake.handler = (req, res) => {
    const key = String(req.headers['api-key'])
    const status = req.url!.length % 5 === 0 ? 503 : 200
    sendJson(res, status, req.url!.startsWith('/supply') ? '1' : { key, url: req.url, message: `key ${key}` }, {
      etag: key,
    })
  }
  // A clock that stands still: no background revalidation may add calls between a request and its check.
  core = testCore(fake, { clock: manualClock(), settings: { breaker: { threshold: 1_000_000, openMs: 1 } } })
})
afterAll(async () => {
  await core.close()
  await fake.close()
})

const HOSTILE = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2E',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '%00',
  '%0a',
  '%252F',
  '%25',
  '%',
  '%zz',
  '..;',
  ';..',
  '%c0%ae%c0%ae',
  '\u2024\u2024',
  '%E2%80%AE',
  '~',
  '*',
  ' ',
  '%20',
  '@evil.com',
  'http:',
  '//evil.com',
  '\\evil.com',
  '%2F%2Fevil.com',
  'a%2Fb',
  '%u002e',
  '.%2e',
  '%2e.',
  '\t',
  '%7F',
  '%C2%85',
]
const VALUES = [
  '5',
  '0',
  '18446744073709551615',
  '18446744073709551616',
  '-1',
  'hub1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn2d8wxw',
  '0x7567d83b7b8d80addcb281a71d54fc7b3364ffed',
  'transfer/channel-0/uatom',
  '1,2,3',
  '1,,2',
  'best',
  'CgQ=',
  'ABC',
]

const hostile = fc.constantFrom(...HOSTILE)
const segment = fc.oneof(
  { weight: 3, arbitrary: fc.webSegment() },
  { weight: 3, arbitrary: hostile },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.tuple(fc.webSegment(), hostile, fc.webSegment()).map((p) => p.join('')) },
)
const value = fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...VALUES) }, { weight: 1, arbitrary: segment })
const queryString = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  fc.webQueryParameters(),
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom('pagination.limit', 'pagination.key', 'resolve_denom', 'revision', 'round', 'x'),
          fc.webSegment(),
        ),
        value,
      ),
      { maxLength: 4 },
    )
    .map((kv) => kv.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')),
)

/** Random paths anywhere… */
const randomPath = fc
  .tuple(fc.oneof(fc.constantFrom(...gatewayIds()), fc.webSegment(), hostile), fc.array(segment, { maxLength: 8 }))
  .map(([g, segs]) => `/${[g, ...segs].join('/')}`)
/** …and paths shaped like the catalog's templates, with random values in the params, to get past the router. */
const templatePathOf = (ops: readonly Operation[]) =>
  fc
    .tuple(fc.constantFrom(...ops.filter((o) => o.gateways.length > 0)), fc.infiniteStream(value))
    .map(([op, values]) => {
      const it = values[Symbol.iterator]()
      const segs = templateSegments(op.path).map((s) => (s.startsWith('{') ? it.next().value! : s))
      return `/${op.gateways[0]}/${segs.join('/')}`
    })

const requestOver = (ops: readonly Operation[]) =>
  fc.record({
    path: fc.oneof({ weight: 1, arbitrary: randomPath }, { weight: 2, arbitrary: templatePathOf(ops) }),
    query: queryString,
    method: fc.constantFrom('GET', 'GET', 'GET', 'POST', 'DELETE', 'PUT'),
    contentType: fc.constantFrom('application/json', 'application/x-binary', 'text/plain', ''),
    body: fc.oneof(fc.json(), fc.string({ maxLength: 40 })),
  })

const REFUSED = new Set([400, 403, 404, 405, 413, 415, 429])

function assertNoKey(r: Sent) {
  expect(r.text).not.toContain(SENTINEL)
  for (const [, v] of r.headers) expect(v).not.toContain(SENTINEL)
}

function assertSafeUpstreamUrl(url: string, gateway: string) {
  const pathname = url.split('?')[0]!
  expect(pathname.startsWith(`/${gateway}/`)).toBe(true)
  // The URL the fake received is already normalized by nothing: it must be exactly the encoded one we built.
  expect(new URL(url, fake.base).pathname).toBe(pathname)
  for (const raw of pathname.split('/')) {
    const seg = decodeURIComponent(raw)
    expect(seg === '.' || seg === '..' || seg.includes('/') || seg.includes('\\')).toBe(false)
  }
}

async function fuzz(core: GatewayCore, ops: readonly Operation[], numRuns: number): Promise<number> {
  let reached = 0
  await fc.assert(
    fc.asyncProperty(requestOver(ops), async (req) => {
      const before = fake.calls.length
      const headers: Record<string, string> = req.contentType ? { 'content-type': req.contentType } : {}
      const r = await send(core, `${req.path}${req.query ? `?${req.query}` : ''}`, {
        method: req.method,
        headers,
        body: req.method === 'POST' ? JSON.stringify(req.body) : undefined,
      })
      expect(r.status).not.toBe(500)
      expect(r.status).toBeGreaterThanOrEqual(200)
      assertNoKey(r)
      const calls = fake.calls.slice(before)
      if (REFUSED.has(r.status) && !(r.json as { upstream?: unknown } | undefined)?.upstream)
        expect(calls).toHaveLength(0)
      const gateway = req.path.split('/')[1]!
      for (const c of calls) assertSafeUpstreamUrl(c.url, gateway)
      reached += calls.length
    }),
    { numRuns },
  )
  return reached
}

describe('fuzzing the proxy', () => {
  it('never answers 500, never forwards refused input, never leaks the key (every request shape)', async () => {
    // The generators are useful only if some requests do get through.
    expect(await fuzz(core, TEST_OPS, 3000)).toBeGreaterThan(50)
  }, 120_000)

  it('holds the same over the real catalog', async () => {
    const real = testCore(fake, {
      clock: manualClock(),
      matcher: matchOperation,
      operation: (id) => OPERATIONS_BY_ID.get(id),
      settings: { breaker: { threshold: 1_000_000, openMs: 1 } },
    })
    expect(await fuzz(real, CATALOG, 2000)).toBeGreaterThan(50)
    await real.close()
  }, 120_000)
})
