import 'server-only'
import { readRequestBody, type BodyInput } from './body'
import { errorOutcome, type GatewayCore } from './core'
import { GatewayError } from './errors'
import { matchRoute, prepareCall, queryRecord, resolveGateway, resolveMethod } from './prepare'
import type { Outcome } from './types'

export interface GatewayRequest {
  gateway: string
  /** Decoded path segments after /api/gw/<gateway>/. */
  segments: string[]
  method: string
  search: URLSearchParams
  headers: Headers
  body?: BodyInput
  signal: AbortSignal
  /** Rate-limit identity; undefined skips the limiter (trusted in-process callers). */
  clientIp?: string
}

/** The response headers of an outcome: our own cache-control, x-cache, server-timing; allow-listed upstream ones. */
export function outcomeHeaders(o: Outcome): Record<string, string> {
  const h: Record<string, string> = {
    ...o.headers,
    'content-type': o.contentType,
    'cache-control': o.cacheControl,
    'x-content-type-options': 'nosniff',
  }
  if (o.cache !== 'bypass' || o.upstreamMs !== undefined) h['x-cache'] = o.cache
  if (o.upstreamMs !== undefined) h['server-timing'] = `upstream;dur=${o.upstreamMs.toFixed(1)}`
  return Object.assign(h, o.extra)
}

export function toResponse(o: Outcome): Response {
  return new Response(o.status === 204 ? null : (o.bytes as Uint8Array<ArrayBuffer>), {
    status: o.status,
    headers: outcomeHeaders(o),
  })
}

/** Segments joined by a character no accepted segment holds, so distinct splits never share a key. */
const routeKey = (gateway: string, segments: readonly string[], search: URLSearchParams) =>
  `${gateway}\u0000${segments.join('\u0000')}\u0000${search.toString()}`

/**
 * The framework-independent proxy: `/api/gw/<gateway>/<path>` → validated, cached, coalesced upstream call.
 * Resolves to the outcome, or null when the client went away. Never throws.
 */
export async function gatewayOutcome(req: GatewayRequest, core: GatewayCore): Promise<Outcome | null> {
  const { deps } = core
  const { settings } = deps
  try {
    const gateway = resolveGateway(req.gateway)
    const method = resolveMethod(req.method)
    if (req.clientIp !== undefined) {
      const d = await deps.rateLimiter.take(req.clientIp)
      if (!d.ok)
        throw new GatewayError(
          429,
          'rate_limited',
          `too many requests from this address; retry in ${d.retryAfterS} s`,
          {
            'retry-after': String(d.retryAfterS),
          },
        )
    }
    // Validation is a pure function of the request line: a GET seen before skips matching and parsing.
    const key = method === 'GET' ? routeKey(gateway, req.segments, req.search) : undefined
    let prep = key === undefined ? undefined : core.routes.get(key)
    if (!prep) {
      const { op, pathParams } = matchRoute(gateway, method, req.segments, deps.matcher)
      prep = prepareCall(op, gateway, pathParams, queryRecord(req.search), {
        gateways: settings.gateways,
        writesEnabled: settings.writesEnabled,
        matcher: deps.matcher,
      })
      if (key !== undefined && prep.method === 'GET') core.routes.set(key, prep)
    }
    if (method === 'POST') {
      const b = await readRequestBody(prep.op, req.headers, req.body, settings.maxBodyBytes)
      prep = { ...prep, body: b.bytes, contentType: b.contentType }
    }
    return await core.execute(prep, req.signal)
  } catch (err) {
    if (err instanceof GatewayError) return errorOutcome(err, deps.clock())
    if (req.signal.aborted) return null
    deps.log?.(`[gw] internal error: ${err instanceof Error ? err.name : 'unknown'}`)
    return errorOutcome(
      new GatewayError(500, 'internal_error', 'the proxy failed to handle this request'),
      deps.clock(),
    )
  }
}

/** The same as a web Response (the Next route); a client that disconnected gets (and never reads) a 499. */
export async function handleGatewayRequest(req: GatewayRequest, core: GatewayCore): Promise<Response> {
  const o = await gatewayOutcome(req, core)
  return o ? toResponse(o) : new Response(null, { status: 499 })
}
