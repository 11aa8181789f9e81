import 'server-only'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { malformedRecordPath } from '@/lib/explorer/validate'
import { defaultCore } from '@/lib/gateway/default'
import { createNodeGatewayHandler, isGatewayUrl } from '@/lib/gateway/node-http'
import { parseTheme, THEME_COOKIE } from '@/components/layout/theme'
import {
  createHeadWatcher,
  createPageCache,
  createPageCacheHandler,
  DEFAULT_POLICY,
  logPageCacheStats,
  readHead,
} from '@/lib/page-cache'
import { admissionFor } from '@/lib/server/admission'
import { createPrecompressedStatic } from '@/lib/server/precompressed'
import { allowedHosts, hostPolicy } from '@/lib/security/host'
import { guardRequest } from '@/lib/security/request-target'
import { SERVER_OPTIONS } from '@/lib/security/server-limits'
import { serverEnv } from '@/lib/server/env'
import { startRenderThread } from './render-thread/front'
import { startServerMetrics } from './server-metrics'
import { answerProbe } from '@/lib/metrics/ready'
import { meterRequest } from '@/lib/metrics/http'
import type { PageRenderer } from './next-app'

export interface AppServerOptions {
  dir: string
  port: number
  hostname: string
}

/**
 * The production server. This thread accepts every connection and answers what is cheap: the gateway proxy's own
 * node:http adapter for `/api/gw/*` (the hot path: every panel of every page polls it), build assets, pages from
 * the page cache, and the 503 of admission. Next (pages and every other route) runs on the render thread, whose
 * server-side calls come back to this thread's gateway core, so prefetches, the live relay and the browser's calls
 * use one cache, one set of breakers and one health view. `next dev` keeps serving the proxy through its route
 * handler, the same pipeline.
 */
export async function startAppServer(
  opts: AppServerOptions,
): Promise<{ server: Server; close(): Promise<void>; collectRenderThread?: () => void }> {
  const env = serverEnv()
  const core = defaultCore()
  // Renders on a thread of their own (scripts/render-thread): this loop stays free to accept, to answer from the
  // page cache and /api/gw, and to refuse at once. RENDER_THREAD=false renders here, as before.
  const renderer: PageRenderer = env.RENDER_THREAD
    ? await startRenderThread({
        entry: new URL('./render-worker.ts', import.meta.url),
        dir: opts.dir,
        hostname: opts.hostname,
        port: opts.port,
        trustProxy: env.TRUST_PROXY,
        nice: env.RENDER_THREAD_NICE,
        core,
        onExit: (code) => {
          console.error(`[serve] the render thread stopped (exit ${code}); stopping`)
          process.exit(code)
        },
      })
    : await (await import('./next-app')).startNextApp(opts)
  const handleGateway = createNodeGatewayHandler(core)
  const guard = { policy: hostPolicy(allowedHosts(env.ALLOWED_HOSTS, opts.port)), trustProxy: env.TRUST_PROXY }
  // Page renders are bounded (a queue, then a fast 503): the loop stays free for new connections and /api/gw.
  const admitted = admissionFor(env)
  const toNext = (req: IncomingMessage, res: ServerResponse, fixed?: number) =>
    void admitted(req, res, (q, r) => renderer.handle(q, r, fixed)).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end('internal error')
    })
  // Public pages: one render per chain state, shared by everyone who asks (lib/page-cache); the rest goes to Next.
  const heads = createHeadWatcher({ read: readHead })
  const pageCache = env.PAGE_CACHE_ENABLED
    ? createPageCache({
        render: renderer.render,
        slots: admitted.admission,
        heads,
        maxBytes: env.PAGE_CACHE_MAX_BYTES,
        policy: { ...DEFAULT_POLICY, headTtlMs: env.PAGE_CACHE_TTL_MS },
        renderTimeoutMs: env.PAGE_DEADLINE_MS + 10_000,
      })
    : undefined
  const stopStats = pageCache ? logPageCacheStats(pageCache, console.log, env.PAGE_CACHE_LOG_MS) : () => {}
  const handlePage = pageCache
    ? createPageCacheHandler({
        cache: pageCache,
        key: { trustProxy: env.TRUST_PROXY, theme: { cookie: THEME_COOKIE, parse: parseTheme, system: 'system' } },
        fallback: toNext,
      })
    : toNext
  const handleStatic = createPrecompressedStatic(join(opts.dir, '.next'))
  const metrics = await startServerMetrics({ env, core, renderer, pageCache, admission: admitted.admission })
  const server = createServer(SERVER_OPTIONS, (req, res) => {
    meterRequest(req, res)
    // Before the host guard: a Kubernetes probe names the pod's address, not the site's host.
    if (answerProbe(req, res, metrics.readiness)) return
    if (guardRequest(req, res, guard)) return
    if (isGatewayUrl(req.url)) return handleGateway(req, res)
    if (handleStatic(req, res)) return
    // A record page whose id cannot be one renders its explanation with a 400, straight from Next: nothing to
    // share. A client-side navigation (RSC request) keeps its 200, or the router would fall back to a full load.
    if (!req.headers.rsc && malformedRecordPath(req.url ?? '/')) return toNext(req, res, 400)
    handlePage(req, res)
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
    collectRenderThread: renderer.collect,
    close: async () => {
      heads.close()
      stopStats()
      await metrics.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await renderer.close()
    },
  }
}
