import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { newNonce } from '@/lib/security/headers'
import { noteShortfall } from './context'
import { createHeadWatcher } from './heads'
import { cacheKeyOf, type KeyOptions } from './key'
import { createPageCache, createPageCacheHandler, DEFAULT_POLICY, nextRenderer } from './index'

/**
 * A stand-in for Next: a fresh nonce per request (as proxy.ts makes), the nonce in the CSP and the body, the
 * request's cookies echoed into the page (the worst a page could do with a session), a streamed body.
 */
function fakeNext(o: { renders: { n: number }; delayMs?: number; shortfall?: boolean }) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    o.renders.n++
    const nonce = newNonce()
    await new Promise((r) => setTimeout(r, o.delayMs ?? 5))
    if (o.shortfall) setTimeout(noteShortfall, 1) // reported later in the render, as a slow gateway call would be
    await new Promise((r) => setTimeout(r, 3))
    res.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`)
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.write(`<html><script nonce="${nonce}">x</script>`)
    res.write(`<p>cookies: ${req.headers.cookie ?? 'none'}; auth: ${req.headers.authorization ?? 'none'}</p>`)
    res.end(
      `${'<tr><td>row</td></tr>'.repeat(200)}<script nonce="${nonce}">self.__next_f.push("${nonce}")</script></html>`,
    )
  }
}

const KEY: KeyOptions = { trustProxy: false, theme: { cookie: 'theme', parse: () => 'system', system: 'system' } }

let server: Server | undefined
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((r) => (server ? server.close(r) : r(undefined)))
  server = undefined
})

async function serve(o: { delayMs?: number; shortfall?: boolean; slots?: number } = {}) {
  const renders = { n: 0 }
  const fallbacks: string[] = []
  const handleNext = fakeNext({ renders, ...o })
  let free = o.slots ?? 4
  const cache = createPageCache({
    render: nextRenderer(handleNext),
    slots: {
      acquire: async () => (free > 0 ? (free--, () => void free++) : undefined),
    },
    heads: createHeadWatcher({ read: async () => '7' }),
    maxBytes: 8 * 1024 * 1024,
    policy: DEFAULT_POLICY,
    renderTimeoutMs: 5000,
  })
  const handle = createPageCacheHandler({
    cache,
    key: { trustProxy: false, theme: { cookie: 'theme', parse: () => 'system', system: 'system' } },
    fallback: (req, res) => {
      fallbacks.push(req.url ?? '')
      void handleNext(req, res)
    },
  })
  server = createServer(handle)
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r))
  const { port } = server.address() as { port: number }
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer; ms: number }>(
      (resolve, reject) => {
        const t0 = performance.now()
        request({ host: '127.0.0.1', port, path, headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              headers: res.headers,
              body: Buffer.concat(chunks),
              ms: performance.now() - t0,
            }),
          )
        })
          .on('error', reject)
          .end()
      },
    )
  return { get, renders, fallbacks, cache, host: `127.0.0.1:${port}` }
}

const nonceOf = (csp: string | string[] | undefined) => /'nonce-([^']+)'/.exec(String(csp))?.[1]

describe('page cache on node:http', () => {
  it('gives a second client nothing of the first client’s session: shared renders never see cookies or credentials', async () => {
    const app = await serve()
    const first = await app.get('/hub', { cookie: 'kmd_sid=FIRST-CLIENT-SESSION; theme=dark' })
    const second = await app.get('/hub')
    for (const r of [first, second]) {
      expect(r.status).toBe(200)
      expect(r.body.toString()).toContain('cookies: none')
      expect(r.body.toString()).not.toContain('FIRST-CLIENT-SESSION')
      expect(r.headers['set-cookie']).toBeUndefined()
    }
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['miss', 'hit'])
    expect(app.renders.n).toBe(1)
    // A request with credentials, and a private route, go to Next for themselves alone.
    const withAuth = await app.get('/hub', { authorization: 'Bearer SECRET-TOKEN' })
    expect(withAuth.body.toString()).toContain('auth: Bearer SECRET-TOKEN')
    expect(withAuth.headers['x-page-cache']).toBeUndefined()
    await app.get('/kmd', { cookie: 'kmd_sid=FIRST-CLIENT-SESSION' })
    expect(app.fallbacks).toEqual(['/hub', '/kmd'])
    expect((await app.get('/hub')).body.toString()).not.toContain('SECRET-TOKEN')
  })

  it('gives every answer a nonce of its own, the same in its CSP and its body, plain or gzip', async () => {
    const app = await serve()
    const answers = [await app.get('/vm'), await app.get('/vm'), await app.get('/vm', { 'accept-encoding': 'gzip' })]
    const nonces = answers.map((r) => nonceOf(r.headers['content-security-policy']))
    expect(new Set(nonces).size).toBe(3)
    expect(answers[2]!.headers['content-encoding']).toBe('gzip')
    answers.forEach((r, i) => {
      const body = (i === 2 ? gunzipSync(r.body) : r.body).toString()
      expect(body.split(nonces[i]!)).toHaveLength(4)
      expect(Number(r.headers['content-length'])).toBe(r.body.length)
    })
    expect(app.renders.n).toBe(1)
  })

  it('coalesces concurrent misses over real connections', async () => {
    const app = await serve({ delayMs: 100 })
    const all = await Promise.all(Array.from({ length: 30 }, () => app.get('/ledger')))
    expect(app.renders.n).toBe(1)
    expect(new Set(all.map((r) => r.status))).toEqual(new Set([200]))
    expect(all.filter((r) => r.headers['x-page-cache'] === 'wait')).toHaveLength(29)
  })

  it('hears about a render’s failed gateway calls through the async context, and keeps that page briefly', async () => {
    const app = await serve({ shortfall: true })
    await app.get('/staking')
    const d = cacheKeyOf({ url: '/staking', headers: { host: app.host } }, KEY)
    if (!('cacheable' in d)) throw new Error('not cacheable')
    const entry = await app.cache.lookup(d.cacheable)
    expect(app.renders.n).toBe(1) // the entry of the first request, not a new render
    expect('entry' in entry && entry.entry.freshness.class).toBe('short')
  })

  it('answers 503 with Retry-After at once when no render slot is free', async () => {
    const app = await serve({ slots: 0 })
    const r = await app.get('/classic')
    expect(r.status).toBe(503)
    expect(r.headers['retry-after']).toBe('2')
    expect(r.ms).toBeLessThan(50)
  })
})
