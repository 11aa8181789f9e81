import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GatewayError } from '@/lib/client/types'
import { resolveCall } from '@/lib/client/resolve'

// A gateway that holds every call for HOLD_MS (a hung upstream), far past the page deadline but inside the proxy's
// own timeout, so the answer still arrives and fills the cache.
const HOLD_MS = 1500
let server: Server
let calls = 0
beforeAll(async () => {
  server = createServer((_req, res) => {
    calls++
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ 'last-round': 7 }))
    }, HOLD_MS)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as { port: number }
  Object.assign(process.env, {
    NODE_URL: `http://127.0.0.1:${port}/node`,
    NODE_API_KEY: 'test-key',
    PAGE_DEADLINE_MS: '150',
    UPSTREAM_TIMEOUT_MS: '5000',
  })
})
afterAll(async () => {
  const holder = globalThis as { __gatewayCore?: { close(): Promise<void> } }
  await holder.__gatewayCore?.close()
  server.closeAllConnections()
  await new Promise((r) => server.close(r))
})

describe('page deadline', () => {
  const status = () => resolveCall({ gateway: 'node', opId: 'node.status' })

  it('stops a server fetch at the page deadline, not the upstream timeout, and the call goes on for the browser', async () => {
    const { serverFetch } = await import('./server')
    const t0 = performance.now()
    const err = await serverFetch(status()).catch((e: unknown) => e)
    const ms = performance.now() - t0
    expect(err).toBeInstanceOf(GatewayError)
    expect(err).toMatchObject({ status: 504, error: 'page_deadline' })
    expect(ms).toBeGreaterThanOrEqual(140)
    expect(ms).toBeLessThan(HOLD_MS - 500)
    // The upstream call was not cancelled: once it lands, the next fetch is a cache hit without a new call.
    await new Promise((r) => setTimeout(r, HOLD_MS + 300))
    const r = await serverFetch(status())
    expect(r.cache).toBe('hit')
    expect(r.body).toEqual({ 'last-round': 7 })
    expect(calls).toBe(1)
  })

  it('ends a call with a longer timeout of its own at the page deadline too', async () => {
    const { serverFetch } = await import('./server')
    const t0 = performance.now()
    const err = await serverFetch(
      resolveCall({ gateway: 'node', opId: 'node.ledger.supply' }),
      {},
      AbortSignal.timeout(10_000),
    ).catch((e: unknown) => e)
    expect(err).toMatchObject({ status: 504, error: 'page_deadline' })
    expect(performance.now() - t0).toBeLessThan(HOLD_MS - 500)
  })

  it('lets a record page render (no 404) when its main record misses the deadline', async () => {
    const { prefetchMain } = await import('./server')
    const { QueryClient } = await import('@tanstack/react-query')
    const r = await prefetchMain(
      new QueryClient(),
      resolveCall({ gateway: 'node', opId: 'node.blocks.get', path: { round: '5' } }),
    )
    expect(r).toBeInstanceOf(GatewayError)
    expect((r as GatewayError).status).toBe(504)
  })

  it('bounds settle() by the time left before the deadline', async () => {
    const { settle } = await import('./server')
    const t0 = performance.now()
    await settle([new Promise(() => {})])
    expect(performance.now() - t0).toBeLessThan(400)
  })
})
