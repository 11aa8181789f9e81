/**
 * One app instance for the cluster test and bench, without Next (no build needed): the production gateway fast
 * path (`/api/gw/*`, the same node:http handler and core as scripts/app-server.ts) and the live SSE relay
 * (`/api/live/<network>`, `/api/live/all`) and the KMD console (`/api/kmd/<action>`), the same handlers as the Next
 * routes, over the same env wiring
 * (REDIS_URL, gateway URLs). `GET /__cluster/stats` says which upstream feeds run here and how misses were coalesced.
 * Run as `node --import tsx tests/cluster/instance.ts` with PORT set; prints `ready <port>` when listening.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { register } from 'node:module'
import { Readable } from 'node:stream'

register('../../scripts/server-only-condition.mjs', import.meta.url)

const { serverEnv } = await import('../../lib/server/env')
const { defaultCore } = await import('../../lib/gateway/default')
const { createNodeGatewayHandler, isGatewayUrl } = await import('../../lib/gateway/node-http')
const { handleLive, handleLiveAll } = await import('../../lib/live/http')
const { liveContext, liveHub } = await import('../../lib/live/relay')
const { liveCluster } = await import('../../lib/live/leader')
const { handleKmd } = await import('../../lib/kmd/handler')
const { kmdRuntime } = await import('../../lib/kmd/runtime')

const env = serverEnv()
const core = defaultCore()
const gateway = createNodeGatewayHandler(core)

function toRequest(req: IncomingMessage, res: ServerResponse): Request {
  const abort = new AbortController()
  res.on('close', () => abort.abort())
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
  const body = req.method === 'POST' ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
    method: req.method,
    headers,
    signal: abort.signal,
    ...body,
  })
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers))
  if (!response.body) return void res.end()
  Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res)
}

const server = createServer((req, res) => {
  const url = req.url ?? '/'
  if (isGatewayUrl(url)) return gateway(req, res)
  const path = url.split('?')[0]!
  if (path === '/__cluster/stats') {
    res.writeHead(200, { 'content-type': 'application/json' })
    return res.end(
      JSON.stringify({
        pid: process.pid,
        upstreamTopics: liveCluster()?.upstreamTopics() ?? [],
        hub: liveHub().stats(),
        flight: core.deps.flight?.stats ?? null,
      }),
    )
  }
  const kmd = /^\/api\/kmd\/([a-z/-]+)$/.exec(path)
  if (kmd) return void handleKmd(toRequest(req, res), kmd[1]!, kmdRuntime()).then((r) => send(res, r))
  if (path === '/api/live/all') return void send(res, handleLiveAll(liveContext(toRequest(req, res))))
  const m = /^\/api\/live\/([a-z0-9-]+)$/.exec(path)
  if (m) {
    const request = toRequest(req, res)
    return void send(res, handleLive(request, m[1]!, liveContext(request)))
  }
  res.writeHead(404, { 'content-type': 'application/json' })
  res.end(
    JSON.stringify({ error: 'not_found', detail: 'this test instance serves /api/gw, /api/live and /api/kmd only' }),
  )
})
server.listen(env.PORT, '127.0.0.1', () => console.log(`ready ${env.PORT}`))

for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.on(sig, () => {
    liveHub().close()
    void liveCluster()?.close()
    void core.close()
    server.closeAllConnections()
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 1000).unref()
  })
