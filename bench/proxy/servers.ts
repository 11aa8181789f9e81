/**
 * Bench servers, one role per process so the load generator does not share their event loop:
 *   upstream <port>          – a loopback gateway answering every path with the block payload; GET /__calls counts
 *   bare <port>              – node:http answering the same bytes (the throughput yardstick)
 *   proxy <port> <upstream>  – the framework-independent gateway handler on node:http (run with
 *                              --conditions=react-server so `server-only` resolves to its empty module)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { blockPayload } from './payload'

const [role, portArg, upstreamArg] = process.argv.slice(2)
const port = Number(portArg)
const ready = () => process.send?.('ready')
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => process.exit(0))

if (role === 'upstream' || role === 'bare') {
  let calls = 0
  // The upstream serializes its answer per request, as a gateway does (about 20 µs here, far less than a real
  // node's state lookup); the bare server only writes bytes it already holds.
  const bodies = new Map<string, Buffer>()
  const server = createServer((req, res) => {
    if (req.url === '/__calls') return void res.end(String(calls))
    calls++
    const height = /(\d+)$/.exec(req.url ?? '')?.[1] ?? '1'
    let body = role === 'bare' ? bodies.get(height) : undefined
    if (!body) {
      body = blockPayload(height)
      if (role === 'bare') bodies.set(height, body)
    }
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.byteLength })
    res.end(body)
  })
  server.keepAliveTimeout = 60_000
  server.listen(port, '127.0.0.1', ready)
} else if (role === 'proxy') {
  const { GATEWAY_IDS } = await import('@/lib/catalog/types')
  const { matchOperation, OPERATIONS_BY_ID } = await import('@/lib/catalog')
  const { createGatewayCore } = await import('@/lib/gateway/core')
  const { createMemoryStore } = await import('@/lib/gateway/cache')
  const { createMemoryRateLimiter } = await import('@/lib/gateway/rate-limit')
  const { createUndiciClient } = await import('@/lib/gateway/upstream')
  const { gatewayOutcome, outcomeHeaders } = await import('@/lib/gateway/handle')
  const { decodeSegments } = await import('@/lib/gateway/segments')
  const { GatewayError } = await import('@/lib/gateway/errors')
  const gateways = Object.fromEntries(
    GATEWAY_IDS.map((id) => [id, { id, url: `${upstreamArg}/${id}`, apiKey: 'bench-key', aliases: {}, devnet: false }]),
  ) as Parameters<typeof createGatewayCore>[0]['settings']['gateways']
  const core = createGatewayCore({
    settings: {
      gateways,
      writesEnabled: true,
      timeoutMs: 10_000,
      headTtlMs: 2000,
      maxConcurrency: 64,
      trustProxy: false,
      maxBodyBytes: 65_536,
      breaker: { threshold: 5, openMs: 15_000 },
    },
    store: createMemoryStore(64 * 1024 * 1024),
    upstream: createUndiciClient({
      connectTimeoutMs: 3000,
      timeoutMs: 10_000,
      connections: 64,
      maxResponseBytes: 32 * 1024 * 1024,
    }),
    rateLimiter: createMemoryRateLimiter(1e9, Date.now),
    clock: Date.now,
    matcher: matchOperation,
    operation: (id) => OPERATIONS_BY_ID.get(id),
  })

  const NO_HEADERS = new Headers()
  type Outcome = NonNullable<Awaited<ReturnType<typeof gatewayOutcome>>>
  const write = (res: ServerResponse, o: Outcome | null) => {
    if (!o) return void res.destroy()
    res.writeHead(o.status, { ...outcomeHeaders(o), 'content-length': o.bytes.byteLength })
    res.end(o.bytes)
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '/'
    const q = url.indexOf('?')
    const path = q < 0 ? url : url.slice(0, q)
    if (!path.startsWith('/api/gw/')) return void res.writeHead(404).end()
    let segments: string[]
    try {
      segments = decodeSegments(path.slice('/api/gw'.length))
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err
      res.writeHead(err.status, { 'content-type': 'application/json' })
      return void res.end(JSON.stringify(err.body()))
    }
    // The client-disconnect signal is made only if the pipeline asks for it (a cache hit never does).
    let abort: AbortController | undefined
    const [gateway = '', ...rest] = segments
    // The outcome-level entry point: the same pipeline as the Next route, minus the web Response round trip.
    const o = gatewayOutcome(
      {
        gateway,
        segments: rest,
        method: req.method ?? 'GET',
        search: new URLSearchParams(q < 0 ? '' : url.slice(q + 1)),
        // Only a POST reads request headers (content type and length): skip building them for GETs.
        headers: req.method === 'POST' ? new Headers(req.headers as Record<string, string>) : NO_HEADERS,
        body: req.method === 'POST' ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : null,
        get signal() {
          if (!abort) {
            const ac = (abort = new AbortController())
            if (res.destroyed) ac.abort()
            else res.once('close', () => res.writableFinished || ac.abort())
          }
          return abort.signal
        },
        clientIp: req.socket.remoteAddress ?? 'unknown',
      },
      core,
    )
    if (o instanceof Promise)
      o.then(
        (x) => write(res, x),
        () => res.destroy(),
      )
    else write(res, o)
  }
  const server = createServer((req, res) => {
    try {
      handle(req, res)
    } catch {
      res.destroy()
    }
  })
  server.keepAliveTimeout = 60_000
  server.listen(port, '127.0.0.1', ready)
} else {
  console.error('usage: servers.ts upstream|bare|proxy <port> [upstream-url]')
  process.exit(2)
}
