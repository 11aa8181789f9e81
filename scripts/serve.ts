/**
 * The production server (what `npm start` runs after building): Next plus the gateway proxy's node:http fast path
 * (scripts/app-server.ts). Env: PORT (3000), HOSTNAME (127.0.0.1), and the gateway variables of .env.example.
 */
import { register } from 'node:module'
import { join } from 'node:path'
import { exitOnSignals } from './exit-on-signals'
import { capHeapGrowth, dropSourceMaps } from './memory'

// Next reads it to pick the production server; typed read-only by @types/node for app code, not for this entry.
;(process.env as Record<string, string>).NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED ??= '1'
// Before any server module loads (they are imported dynamically below, after this line).
register('./server-only-condition.mjs', import.meta.url)
dropSourceMaps()

const { serverEnv } = await import('../lib/server/env')
let port: number
try {
  port = serverEnv().PORT // a wrong configuration stops here, naming the variable, before anything listens
} catch (err) {
  console.error((err as Error).message)
  process.exit(1)
}

capHeapGrowth(serverEnv().HEAP_GROWING_PERCENT)

const { startAppServer } = await import('./app-server')
const hostname = process.env.HOSTNAME ?? '127.0.0.1'
const app = await startAppServer({ dir: join(import.meta.dirname, '..'), port, hostname })
console.log(`[serve] listening on http://${hostname}:${port}`)
// After a busy spell, one full collection gives back the heap the load grew (./quiet-gc).
const { startQuietGc } = await import('./quiet-gc')
const mb = (n: number) => (n / 2 ** 20).toFixed(0)
const quietGc = startQuietGc({
  // This thread sees every request, the render thread only renders: one quiet spell collects both.
  alsoCollect: app.collectRenderThread,
  onCollect: (n, b, a) =>
    console.log(
      `[serve] quiet after ${n} requests: one full collection; RSS ${mb(b.rss)} → ${mb(a.rss)} MB, heap ${mb(b.heapUsed)}/${mb(b.heapTotal)} → ${mb(a.heapUsed)}/${mb(a.heapTotal)} MB, external ${mb(b.external)} → ${mb(a.external)} MB`,
    ),
})
app.server.on('request', quietGc.request)

// Open SSE streams (the live feed) would hold close() forever: give them a moment, then leave.
exitOnSignals(() => app.close(), 3000)
