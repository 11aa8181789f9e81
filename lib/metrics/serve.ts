import 'server-only'
import { timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { answerProbe, type Readiness } from './ready'
import { CONTENT_TYPE, threadRegistry } from './registry'

export interface MetricsServerOptions {
  port: number
  host: string
  /** When set, `/metrics` asks for `Authorization: Bearer <token>` (probes stay open). */
  token?: string
  /** The exposition: this thread's registry by default; the server merges its render thread's in. */
  exposition?: () => Promise<string>
  readiness?: Readiness
  log?: (line: string) => void
}

const sameToken = (got: string | undefined, want: string) => {
  const a = Buffer.from(got ?? '')
  const b = Buffer.from(`Bearer ${want}`)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The operators' listener: `/metrics` (Prometheus text format), `/healthz` and `/readyz`, on a port of its own
 * (METRICS_PORT, on 127.0.0.1 unless METRICS_HOST says otherwise). Kept off the public port so that the site's
 * visitors never reach it, whatever a proxy in front forwards; a scraper on another host reaches it by binding
 * METRICS_HOST and, across a network one does not trust, with METRICS_TOKEN. A port already taken is reported and
 * left: the site keeps serving without its metrics.
 */
export async function startMetricsServer(o: MetricsServerOptions): Promise<Server | undefined> {
  const log = o.log ?? ((line: string) => console.warn(line))
  const exposition = o.exposition ?? (() => threadRegistry().metrics())
  const server = createServer((req, res) => {
    if (answerProbe(req, res, o.readiness)) return
    const path = (req.url ?? '').split('?', 1)[0]
    if (path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' })
      return res.end('not found: /metrics, /healthz, /readyz\n')
    }
    if (o.token && !sameToken(req.headers.authorization, o.token)) {
      res.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
      return res.end('unauthorized\n')
    }
    exposition().then(
      (text) => {
        res.writeHead(200, { 'content-type': CONTENT_TYPE, 'cache-control': 'no-store' })
        res.end(text)
      },
      (err: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' })
        res.end(`metrics failed: ${err instanceof Error ? err.message : 'error'}\n`)
      },
    )
  })
  return new Promise((resolve) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      log(`[metrics] not listening on ${o.host}:${o.port} (${err.code ?? err.message}); serving without /metrics there`)
      resolve(undefined)
    })
    server.listen(o.port, o.host, () => resolve(server))
  })
}
