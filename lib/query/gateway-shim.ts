import 'server-only'
import { buildPath, getOperation, type GatewayId } from '@/lib/catalog'
import { serverEnv } from '@/lib/server/env'
import { parseJsonLossless } from '@/lib/format/json'

/**
 * TEMPORARY stand-in for `callOperation` from `@/lib/gateway` until the proxy lands (same signature, no cache,
 * no breaker). Remove once `@/lib/gateway` exports callOperation.
 */
export async function callOperation(req: {
  gateway: GatewayId
  opId: string
  path?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
  signal?: AbortSignal
}): Promise<{ status: number; body: unknown; cache: 'bypass'; fetchedAt: number; upstreamMs?: number }> {
  const cfg = serverEnv().gateways[req.gateway]
  const op = getOperation(req.opId)
  const url = new URL(cfg.url + buildPath(op, req.path ?? {}, cfg.aliases))
  for (const [k, v] of Object.entries(req.query ?? {})) url.searchParams.append(k, v)
  const started = Date.now()
  try {
    const res = await fetch(url, {
      method: op.method,
      headers: { 'api-key': cfg.apiKey, accept: 'application/json', ...(req.body !== undefined && { 'content-type': 'application/json' }) },
      ...(req.body !== undefined && { body: JSON.stringify(req.body) }),
      signal: AbortSignal.any([AbortSignal.timeout(10_000), ...(req.signal ? [req.signal] : [])]),
      cache: 'no-store',
    })
    const text = await res.text()
    let body: unknown = text
    try {
      body = text ? parseJsonLossless(text) : null
    } catch {
      /* plain text */
    }
    if (res.status >= 400) body = { error: `upstream_${res.status}`, detail: typeof body === 'string' ? body : JSON.stringify(body), upstream: { status: res.status, body } }
    return { status: res.status, body, cache: 'bypass', fetchedAt: Date.now(), upstreamMs: Date.now() - started }
  } catch (e) {
    return { status: 502, body: { error: 'upstream_unreachable', detail: e instanceof Error ? e.message : String(e) }, cache: 'bypass', fetchedAt: Date.now() }
  }
}
