/**
 * The render thread (scripts/render-thread): Next, answering what the accepting thread passes on, over a private
 * socket, and the page cache's renders, over messages. Its server-side gateway calls go to the accepting thread's
 * core (lib/gateway/thread), so pages and `/api/gw` share one cache, one set of breakers and one health view.
 */
import { register } from 'node:module'
import { createServer } from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'
import { dropSourceMaps } from './memory'
import { lowerThreadPriority } from './nice'
import type { RenderThreadData } from './render-thread/protocol'

// Module hooks are per thread: this one must be registered here too, before any server module loads. tsx (which
// ./render-thread/boot.mjs registered) turns source maps on again in this thread: off before the app loads.
register('./server-only-condition.mjs', import.meta.url)
dropSourceMaps()

const port = parentPort!
const data = workerData as RenderThreadData
lowerThreadPriority(data.nice)

// Only the transport here: the catalog and settings that validate calls are the bundle's own (servingCore).
const { remoteTransport } = await import('../lib/gateway/thread/client')
const { installCoreTransport } = await import('../lib/gateway/serving-core')
installCoreTransport(remoteTransport(port))

const { FIXED_STATUS_HEADER, isGcCommand, isMetricsRequest, isRenderRequest } = await import('./render-thread/protocol')
// Its own registry (heap, event-loop lag, the live relay), posted to the accepting thread at each scrape.
const { startThreadMetrics } = await import('../lib/metrics/registry')
const { watchLive } = await import('../lib/metrics/live')
const metrics = startThreadMetrics('render')
watchLive(() => (globalThis as { __liveHub?: import('../lib/live/hub').LiveHub }).__liveHub)
const { SERVER_OPTIONS } = await import('../lib/security/server-limits')
const { startNextApp } = await import('./next-app')
const app = await startNextApp({ dir: data.dir, hostname: data.hostname, port: data.port })

const { collectFully, exposedGc } = await import('./quiet-gc')
const gc = exposedGc()

const server = createServer(SERVER_OPTIONS, (req, res) => {
  const fixed = Number(req.headers[FIXED_STATUS_HEADER]) || undefined
  delete req.headers[FIXED_STATUS_HEADER]
  app.handle(req, res, fixed).catch(() => {
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
    res.end('internal error')
  })
})
server.keepAliveTimeout = 65_000

port.on('message', (m: unknown) => {
  if (isGcCommand(m)) return void (gc && collectFully(gc))
  if (isMetricsRequest(m))
    return void metrics.getMetricsAsJSON().then((json) => port.postMessage({ t: 'metrics', id: m.id, metrics: json }))
  if (!isRenderRequest(m)) return
  app.render({ url: m.url, headers: m.headers }).then(
    (r) =>
      port.postMessage({
        t: 'rendered',
        id: m.id,
        status: r.status,
        headers: r.headers,
        body: r.body,
        shortfalls: r.shortfalls,
      }),
    (err: unknown) =>
      port.postMessage({ t: 'render.failed', id: m.id, message: String((err as Error)?.message ?? err) }),
  )
})

await new Promise<void>((resolve, reject) => {
  server.once('error', reject)
  server.listen(data.socketPath, () => resolve())
})
port.postMessage({ t: 'ready', socketPath: data.socketPath })
