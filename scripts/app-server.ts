import 'server-only'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import next from 'next'
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
  nextRenderer,
  readHead,
} from '@/lib/page-cache'
import { runWithRenderNotes } from '@/lib/page-cache/context'
import { admissionFor } from '@/lib/server/admission'
import { createPrecompressedStatic } from '@/lib/server/precompressed'
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
/**
 * The response with Next's success status replaced by `status()` when it names one (Next sets 200 itself before it
 * renders, so a status set beforehand does not hold; the render notes one through async context); its other
 * statuses (a 404, a 500) stay.
 */
function answeredAs(res: ServerResponse, status: () => number | undefined): ServerResponse {
  let code = res.statusCode
  Object.defineProperty(res, 'statusCode', {
    configurable: true,
    enumerable: true,
    get: () => code,
    set: (v: number) => void (code = v === 200 ? (status() ?? v) : v),
  })
  const writeHead = res.writeHead.bind(res) as (code: number, ...rest: unknown[]) => ServerResponse
  res.writeHead = ((c: number, ...rest: unknown[]) =>
    writeHead(c === 200 ? (status() ?? c) : c, ...rest)) as typeof res.writeHead
  return res
}

export async function startAppServer(opts: AppServerOptions): Promise<{ server: Server; close(): Promise<void> }> {
  const app = next({ dev: false, dir: opts.dir, hostname: opts.hostname, port: opts.port })
  const handleNext = app.getRequestHandler()
  await app.prepare()
  const handleGateway = createNodeGatewayHandler(defaultCore())
  const env = serverEnv()
  const guard = { policy: hostPolicy(allowedHosts(env.ALLOWED_HOSTS, opts.port)), trustProxy: env.TRUST_PROXY }
  // Page renders are bounded (a queue, then a fast 503): the loop stays free for new connections and /api/gw.
  const admitted = admissionFor(env)
  // A page may note the status it stands for (lib/page-cache/context); a client-side navigation keeps its 200.
  const toNext = (req: IncomingMessage, res: ServerResponse, fixed?: number) =>
    runWithRenderNotes((notes) => {
      const answer = req.headers.rsc ? res : answeredAs(res, () => fixed ?? notes.status)
      void admitted(req, answer, handleNext).catch(() => {
        if (!answer.headersSent) answer.writeHead(500, { 'content-type': 'text/plain' })
        answer.end('internal error')
      })
    })
  // Public pages: one render per chain state, shared by everyone who asks (lib/page-cache); the rest goes to Next.
  const heads = createHeadWatcher({ read: readHead })
  const pageCache = env.PAGE_CACHE_ENABLED
    ? createPageCache({
        render: nextRenderer(handleNext),
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
  const server = createServer(SERVER_OPTIONS, (req, res) => {
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
    close: async () => {
      heads.close()
      stopStats()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await app.close()
    },
  }
}
