import 'server-only'
import { gatewayConfig } from '@/lib/server/env'
import { readRequestBody, type BodyInput } from './body'
import type { GatewayCore } from './core'
import { errorOutcome } from './outcomes'
import { ProxyRefusal } from './errors'
import { checkBodyAddresses } from './formats'
import {
  HEIGHT_HEADER,
  matchRoute,
  parseHeightHeader,
  prepareCall,
  queryRecord,
  resolveGateway,
  resolveMethod,
} from './prepare'
import type { GatewayId } from '@/lib/catalog/types'
import type { RateDecision } from './rate-limit'
import type { Outcome, Prepared } from './types'

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
  /** The raw `x-cosmos-block-height` request header (read apart from `headers`, which GETs on the fast path skip). */
  height?: string | readonly string[] | null
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
  if (o.ageS !== undefined) h.age = String(o.ageS)
  return Object.assign(h, o.extra)
}

export function toResponse(o: Outcome): Response {
  return new Response(o.status === 204 ? null : (o.bytes as Uint8Array<ArrayBuffer>), {
    status: o.status,
    headers: outcomeHeaders(o),
  })
}

/**
 * The key of a request line. JSON keeps segment boundaries unambiguous (a segment holding a separator or a
 * control character can never share a key with a valid request); the query string is already URL-encoded.
 */
const routeKey = (gateway: string, segments: readonly string[], search: URLSearchParams, height: string | undefined) =>
  `${gateway} ${JSON.stringify(segments)} ${search.toString()}${height === undefined ? '' : ` h=${height}`}`

function failure(err: unknown, req: GatewayRequest, deps: GatewayCore['deps']): Outcome | null {
  if (err instanceof ProxyRefusal) return errorOutcome(err, deps.clock())
  if (req.signal.aborted) return null
  deps.log?.(`[gw] internal error: ${err instanceof Error ? err.name : 'unknown'}`)
  return errorOutcome(new ProxyRefusal(500, 'internal_error', 'the proxy failed to handle this request'), deps.clock())
}

function limited(d: RateDecision): void {
  if (!d.ok)
    throw new ProxyRefusal(429, 'rate_limited', `too many requests from this address; retry in ${d.retryAfterS} s`, {
      'retry-after': String(d.retryAfterS),
    })
}

/** Match and validate, or reuse the validation of the same GET request line (a pure function of it). */
function prepare(req: GatewayRequest, core: GatewayCore, gateway: GatewayId, method: 'GET' | 'POST'): Prepared {
  const { deps } = core
  const height = parseHeightHeader(req.height ?? req.headers.get(HEIGHT_HEADER), gateway)
  const key = method === 'GET' ? routeKey(gateway, req.segments, req.search, height) : undefined
  const known = key === undefined ? undefined : core.routes.get(key)
  if (known) return known
  const { op, pathParams } = matchRoute(gateway, method, req.segments, deps.matcher)
  const prep = prepareCall(
    op,
    gateway,
    pathParams,
    queryRecord(req.search),
    {
      gateways: deps.settings.gateways,
      writesEnabled: deps.settings.writesEnabled,
      matcher: deps.matcher,
    },
    height,
  )
  if (key !== undefined && prep.method === 'GET') core.routes.set(key, prep)
  return prep
}

async function answer(req: GatewayRequest, core: GatewayCore, prep: Prepared): Promise<Outcome | null> {
  try {
    if (prep.method === 'POST') {
      const b = await readRequestBody(prep.op, req.headers, req.body, core.deps.settings.maxBodyBytes)
      checkBodyAddresses(prep.gateway, prep.kind, b.bytes, gatewayConfig(core.deps.settings.gateways, prep.gateway))
      prep = { ...prep, body: b.bytes, contentType: b.contentType }
    }
    return await core.execute(prep, req.signal)
  } catch (err) {
    return failure(err, req, core.deps)
  }
}

/**
 * The framework-independent proxy: `/api/gw/<gateway>/<path>` → validated, cached, coalesced upstream call.
 * Gives the outcome, or null when the client went away; never throws. A fresh hit is answered synchronously
 * (no promise at all), which is most of the proxy's speed under load; `req.signal` is not even read then.
 */
export function gatewayOutcome(req: GatewayRequest, core: GatewayCore): Outcome | null | Promise<Outcome | null> {
  const { deps } = core
  try {
    const gateway = resolveGateway(req.gateway)
    const method = resolveMethod(req.method)
    const decision = req.clientIp === undefined ? undefined : deps.rateLimiter.take(req.clientIp)
    const go = (): Outcome | Promise<Outcome | null> => {
      const prep = prepare(req, core, gateway, method)
      return core.freshHit(prep) ?? answer(req, core, prep)
    }
    if (decision instanceof Promise)
      return decision
        .then((d) => {
          limited(d)
          return go()
        })
        .catch((err: unknown) => failure(err, req, deps))
    if (decision) limited(decision)
    return go()
  } catch (err) {
    return failure(err, req, deps)
  }
}

/** The same as a web Response (the Next route); a client that disconnected gets (and never reads) a 499. */
export async function handleGatewayRequest(req: GatewayRequest, core: GatewayCore): Promise<Response> {
  const o = await gatewayOutcome(req, core)
  return o ? toResponse(o) : new Response(null, { status: 499 })
}
