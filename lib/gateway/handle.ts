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

/** Outcome → Response: our own cache-control, x-cache and server-timing, plus allow-listed upstream headers. */
export function toResponse(o: Outcome): Response {
  const headers = new Headers(o.headers)
  headers.set('content-type', o.contentType)
  headers.set('cache-control', o.cacheControl)
  headers.set('x-content-type-options', 'nosniff')
  if (o.cache !== 'bypass' || o.upstreamMs !== undefined) headers.set('x-cache', o.cache)
  if (o.upstreamMs !== undefined) headers.set('server-timing', `upstream;dur=${o.upstreamMs.toFixed(1)}`)
  for (const [k, v] of Object.entries(o.extra ?? {})) headers.set(k, v)
  return new Response(o.status === 204 ? null : (o.bytes as Uint8Array<ArrayBuffer>), { status: o.status, headers })
}

/**
 * The framework-independent proxy: `/api/gw/<gateway>/<path>` → validated, cached, coalesced upstream call.
 * Never throws; a client that disconnects gets (and never reads) a 499.
 */
export async function handleGatewayRequest(req: GatewayRequest, core: GatewayCore): Promise<Response> {
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
          { 'retry-after': String(d.retryAfterS) },
        )
    }
    const { op, pathParams } = matchRoute(gateway, method, req.segments, deps.matcher)
    const prep = prepareCall(op, gateway, pathParams, queryRecord(req.search), {
      gateways: settings.gateways,
      writesEnabled: settings.writesEnabled,
      matcher: deps.matcher,
    })
    if (method === 'POST') {
      const b = await readRequestBody(op, req.headers, req.body, settings.maxBodyBytes)
      prep.body = b.bytes
      prep.contentType = b.contentType
    }
    return toResponse(await core.execute(prep, req.signal))
  } catch (err) {
    if (err instanceof GatewayError) return toResponse(errorOutcome(err, deps.clock()))
    if (req.signal.aborted) return new Response(null, { status: 499 })
    deps.log?.(`[gw] internal error: ${err instanceof Error ? err.name : 'unknown'}`)
    return toResponse(
      errorOutcome(new GatewayError(500, 'internal_error', 'the proxy failed to handle this request'), deps.clock()),
    )
  }
}
