import 'server-only'
import { createServer, type Server } from 'node:http'
import next from 'next'
import { malformedRecordPath } from '@/lib/explorer/validate'
import { defaultCore } from '@/lib/gateway/default'
import { createNodeGatewayHandler, isGatewayUrl } from '@/lib/gateway/node-http'
import { admissionFor } from '@/lib/server/admission'
import { allowedHosts, hostPolicy } from '@/lib/security/host'
import { guardRequest } from '@/lib/security/request-target'
import { SERVER_OPTIONS } from '@/lib/security/server-limits'
import { serverEnv } from '@/lib/server/env'

export interface AppServerOptions {
  dir: string
  port: number
  hostname: string
}

/**
 * The production server: Next for pages and every other route, and the gateway proxy's own node:http adapter in
 * front of it for `/api/gw/*` (the hot path: every panel of every page polls it). Both share the process's one
 * gateway core, so server-side prefetches, the live relay and the browser's calls use one cache, one set of
 * breakers and one health view. `next dev` keeps serving the proxy through its route handler, the same pipeline.
 */
export async function startAppServer(opts: AppServerOptions): Promise<{ server: Server; close(): Promise<void> }> {
  const app = next({ dev: false, dir: opts.dir, hostname: opts.hostname, port: opts.port })
  const handleNext = app.getRequestHandler()
  await app.prepare()
  const handleGateway = createNodeGatewayHandler(defaultCore())
  const env = serverEnv()
  const guard = { policy: hostPolicy(allowedHosts(env.ALLOWED_HOSTS, opts.port)), trustProxy: env.TRUST_PROXY }
  // Page renders are bounded (a queue, then a fast 503): the loop stays free for new connections and /api/gw.
  const admitted = admissionFor(env)
  const server = createServer(SERVER_OPTIONS, (req, res) => {
    if (guardRequest(req, res, guard)) return
    if (isGatewayUrl(req.url)) return handleGateway(req, res)
    // A record page whose id cannot be one renders its explanation with a 400 (Next keeps a status set before it);
    // a client-side navigation (RSC request) keeps its 200, or the router would fall back to a full load.
    if (!req.headers.rsc && malformedRecordPath(req.url ?? '/')) res.statusCode = 400
    admitted(req, res, handleNext).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end('internal error')
    })
  })
  // Longer than a typical load balancer's idle timeout (60 s), so it, not we, closes idle keep-alive sockets.
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port, opts.hostname, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return {
    server,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await app.close()
    },
  }
}
