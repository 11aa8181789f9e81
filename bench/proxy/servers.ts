/**
 * Bench servers, one role per process so the load generator does not share their event loop:
 *   upstream <port>          – a loopback gateway answering every path with the block payload; GET /__calls counts
 *   bare <port>              – node:http answering the same bytes (the throughput yardstick)
 *   proxy <port> <upstream>  – the production server's gateway adapter alone on node:http (run with
 *                              --conditions=react-server so `server-only` resolves to its empty module)
 */
import { createServer } from 'node:http'
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
  await import('@/lib/networks/disk')
  const { gatewayIds } = await import('@/lib/networks')
  const { matchOperation, OPERATIONS_BY_ID } = await import('@/lib/catalog')
  const { createGatewayCore } = await import('@/lib/gateway/core')
  const { createMemoryStore } = await import('@/lib/gateway/cache')
  const { createMemoryRateLimiter } = await import('@/lib/gateway/rate-limit')
  const { createUndiciClient } = await import('@/lib/gateway/upstream')
  const { createNodeGatewayHandler } = await import('@/lib/gateway/node-http')
  const gateways = Object.fromEntries(
    gatewayIds().map((id) => [
      id,
      { id, url: `${upstreamArg}/${id}`, apiKey: 'bench-key', aliases: {}, devnet: false },
    ]),
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
  // The production server's adapter (lib/gateway/node-http.ts), alone on node:http: the pipeline without Next.
  // With its metrics as scripts/app-server.ts has them (the request meter; the core counts its answers and calls
  // either way), unless BENCH_METRICS=off.
  const handler = createNodeGatewayHandler(core)
  const metered = process.env.BENCH_METRICS !== 'off'
  const { meterRequest } = await import('@/lib/metrics/http')
  if (metered) (await import('@/lib/metrics/registry')).startThreadMetrics('server')
  const server = createServer(metered ? (req, res) => (meterRequest(req, res), handler(req, res)) : handler)
  server.keepAliveTimeout = 60_000
  server.listen(port, '127.0.0.1', ready)
} else {
  console.error('usage: servers.ts upstream|bare|proxy <port> [upstream-url]')
  process.exit(2)
}
