/** Browser-side fetch through the same-origin proxy. Returns the same GatewayResult the server prefetch does. */
import { parseJsonLossless } from '@/lib/format/json'
import { gatewaySaid, isProxyErrorBody } from './gateway-words'
import { cacheLabelOf, GatewayError, type CallSpec, type GatewayResult, type PageQuery } from './types'
import { proxyUrl } from './urls'

function headerMs(h: Headers, name: string): number | undefined {
  const v = h.get(name)
  if (!v) return undefined
  const n = /^\d+$/.test(v) ? Number(v) : Date.parse(v)
  return Number.isFinite(n) ? n : undefined
}

/** The upstream's duration from the proxy's `server-timing: upstream;dur=12.3`. */
function upstreamMs(h: Headers): number | undefined {
  const m = /(?:^|,)\s*upstream;dur=([\d.]+)/.exec(h.get('server-timing') ?? '')
  return m ? Number(m[1]) : undefined
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text()
  if (!text) return null
  try {
    return parseJsonLossless(text)
  } catch {
    return text
  }
}

export async function fetchGateway(
  spec: CallSpec,
  extra: PageQuery = {},
  signal?: AbortSignal,
): Promise<GatewayResult> {
  const init: RequestInit = { method: spec.method, signal, headers: { accept: 'application/json' } }
  if (spec.body !== undefined) {
    init.body = JSON.stringify(spec.body)
    init.headers = { ...init.headers, 'content-type': 'application/json' }
  }
  if (spec.height) init.headers = { ...init.headers, 'x-cosmos-block-height': spec.height }
  const res = await fetch(proxyUrl(spec, extra), init)
  const body = await readBody(res)
  if (res.status >= 400) throw toGatewayError(res.status, body, spec.gateway)
  const age = headerMs(res.headers, 'age')
  return {
    status: res.status,
    body,
    // The proxy's Age says how long ago the upstream produced the body (a cache hit or a stale answer is older).
    fetchedAt: Date.now() - (age ?? 0) * 1000,
    cache: cacheLabelOf(res.headers.get('x-cache')),
    upstreamMs: upstreamMs(res.headers),
    height:
      res.headers.get('grpc-metadata-x-cosmos-block-height') ?? res.headers.get('x-cosmos-block-height') ?? undefined,
  }
}

/**
 * An error answer as a GatewayError. The proxy's own refusals are `{error, detail, upstream?}`. With `gateway` given
 * (an answer of `/api/gw/<gateway>`), any other 4xx body is that gateway's refusal passed on unchanged: it becomes
 * `upstream_error` with the gateway's message in `detail` and the body in `upstream`, as a 5xx the proxy reshaped
 * is. Anything else is shown as text.
 */
export function toGatewayError(status: number, body: unknown, gateway?: string): GatewayError {
  if (isProxyErrorBody(body)) return new GatewayError(status, body.error, body.detail, body.upstream)
  if (gateway !== undefined && status >= 400 && status < 500)
    return new GatewayError(status, 'upstream_error', gatewaySaid(status, body, gateway), { status, body })
  if (body && typeof body === 'object' && 'error' in body) {
    const b = body as { error: unknown; detail?: unknown; upstream?: unknown }
    return new GatewayError(status, String(b.error), b.detail === undefined ? undefined : String(b.detail), b.upstream)
  }
  return new GatewayError(
    status,
    `HTTP ${status}`,
    typeof body === 'string' ? body.slice(0, 500) : JSON.stringify(body)?.slice(0, 500),
  )
}
