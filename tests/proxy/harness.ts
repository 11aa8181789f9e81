import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import { type GatewayId, type Operation } from '@/lib/catalog/types'
import { gatewayIds } from '@/lib/networks'
import type { Matcher } from '@/lib/gateway/prepare'
import type { GatewayConfig } from '@/lib/server/env'
import { createMemoryStore, type CacheStore } from '@/lib/gateway/cache'
import { createGatewayCore, type GatewayCore } from '@/lib/gateway/core'
import type { CoreDeps, CoreSettings } from '@/lib/gateway/core-deps'
import { errorOutcome } from '@/lib/gateway/outcomes'
import { handleGatewayRequest, toResponse } from '@/lib/gateway/handle'
import { ProxyRefusal } from '@/lib/gateway/errors'
import { decodeSegments } from '@/lib/gateway/segments'
import { createMemoryRateLimiter, type RateLimiter } from '@/lib/gateway/rate-limit'
import { createUndiciClient } from '@/lib/gateway/upstream'
import { testMatcher, testOperation } from './catalog'

/** The key every test gateway is configured with: it must never show up in anything a client receives. */
export const SENTINEL = 'SENTINEL-KEY-4f1c9a7e'

export interface FakeCall {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: Buffer
}

export type FakeHandler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void | Promise<void>

export const sendJson = (res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(typeof value === 'string' ? value : JSON.stringify(value))
}

const defaultHandler: FakeHandler = (req, res) => sendJson(res, 200, { ok: true, url: req.url })

/** A loopback gateway that counts calls and can be slow, reset, redirect or return garbage (set `handler`). */
export interface Fake {
  server: Server
  calls: FakeCall[]
  handler: FakeHandler
  port: number
  base: string
  /** Peak number of requests being handled at once. */
  peak: number
  reset(): void
  close(): Promise<void>
}

export async function startFake(port: number): Promise<Fake> {
  let active = 0
  const fake: Fake = {
    server: undefined as unknown as Server,
    calls: [],
    handler: defaultHandler,
    port,
    base: `http://127.0.0.1:${port}`,
    peak: 0,
    reset() {
      fake.calls.length = 0
      fake.handler = defaultHandler
      fake.peak = 0
    },
    close: () =>
      new Promise<void>((resolve) => {
        fake.server.closeAllConnections()
        fake.server.close(() => resolve())
      }),
  }
  fake.server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      const body = Buffer.concat(chunks)
      fake.calls.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      active++
      fake.peak = Math.max(fake.peak, active)
      res.on('close', () => active--)
      try {
        await fake.handler(req, res, body)
      } catch {
        res.destroy()
      }
    })
  })
  // Another run of the suite may hold the port: step by 10 within our range (4100–4199).
  for (let p = port; ; p += 10) {
    try {
      await new Promise<void>((resolve, reject) => {
        fake.server.once('error', reject)
        fake.server.listen(p, '127.0.0.1', () => {
          fake.server.off('error', reject)
          resolve()
        })
      })
      fake.port = p
      fake.base = `http://127.0.0.1:${p}`
      return fake
    } catch (err) {
      if ((err as { code?: string }).code !== 'EADDRINUSE' || p + 10 > 4199) throw err
    }
  }
}

export const delay = (ms: number) => new Promise((r) => setTimeout(r, ms))

export function gatewaysAt(base: string, key = SENTINEL): Record<GatewayId, GatewayConfig> {
  return Object.fromEntries(
    gatewayIds().map((id) => [
      id,
      { id, url: `${base}/${id}`, apiKey: key, aliases: id === 'hub' ? { sdk: 'cosmos' } : {}, devnet: false },
    ]),
  ) as Record<GatewayId, GatewayConfig>
}

/** A controllable clock: tests move time instead of sleeping. */
export function manualClock(start = 1_700_000_000_000) {
  let now = start
  return Object.assign(() => now, { advance: (ms: number) => void (now += ms), set: (t: number) => void (now = t) })
}

export interface TestCoreOptions {
  settings?: Partial<CoreSettings>
  clock?: () => number
  store?: CacheStore
  rateLimiter?: RateLimiter
  log?: (line: string) => void
  matcher?: Matcher
  operation?: (id: string) => Operation | undefined
  flight?: CoreDeps['flight']
}

export function testCore(fake: { base: string }, o: TestCoreOptions = {}): GatewayCore {
  const clock = o.clock ?? Date.now
  const settings: CoreSettings = {
    gateways: gatewaysAt(fake.base),
    writesEnabled: true,
    timeoutMs: 1000,
    headTtlMs: 2000,
    maxConcurrency: 32,
    trustProxy: false,
    maxBodyBytes: 64 * 1024,
    breaker: { threshold: 5, openMs: 10_000 },
    ...o.settings,
  }
  return createGatewayCore({
    settings,
    store: o.store ?? createMemoryStore(1024 * 1024),
    upstream: createUndiciClient({
      connectTimeoutMs: 500,
      timeoutMs: settings.timeoutMs,
      connections: 64,
      maxResponseBytes: 1024 * 1024,
    }),
    rateLimiter: o.rateLimiter ?? createMemoryRateLimiter(1_000_000, clock),
    clock,
    matcher: o.matcher ?? testMatcher,
    operation: o.operation ?? testOperation,
    log: o.log,
    flight: o.flight,
  })
}

export interface Sent {
  status: number
  headers: Headers
  text: string
  json: unknown
}

/** Send `/api/gw/<path>` (path starts with the gateway id) through the framework-independent handler. */
export async function send(
  core: GatewayCore,
  path: string,
  init: {
    method?: string
    headers?: Record<string, string>
    body?: Uint8Array | string
    signal?: AbortSignal
    clientIp?: string
  } = {},
): Promise<Sent> {
  // Split by hand: `new URL` would resolve dot-segments before the proxy sees them.
  const q = path.indexOf('?')
  const rawPath = q < 0 ? path : path.slice(0, q)
  const search = new URLSearchParams(q < 0 ? '' : path.slice(q + 1))
  let decoded: string[]
  try {
    decoded = decodeSegments(rawPath)
  } catch (err) {
    if (!(err instanceof ProxyRefusal)) throw err
    return read(toResponse(errorOutcome(err, Date.now())))
  }
  const [gateway = '', ...segments] = decoded
  const res = await handleGatewayRequest(
    {
      gateway,
      segments,
      method: init.method ?? 'GET',
      search,
      headers: new Headers(init.headers ?? {}),
      body: typeof init.body === 'string' ? new TextEncoder().encode(init.body) : init.body,
      signal: init.signal ?? new AbortController().signal,
      clientIp: init.clientIp,
    },
    core,
  )
  return read(res)
}

async function read(res: Response): Promise<Sent> {
  const text = await res.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: res.status, headers: res.headers, text, json }
}
