import type { IncomingMessage, ServerResponse } from 'node:http'
import { apiHeaders } from './headers'
import { isAllowedHost, type HostPolicy } from './host'

/**
 * The production server's first look at every request, before Next and before the gateway fast path:
 * - the request target must be origin-form (`/path?query`): Next answers an absolute-form target
 *   (`GET http://evil.example/x`) with a redirect to that host and crashes on the asterisk form (`OPTIONS *`);
 * - Host must be one of ALLOWED_HOSTS (DNS rebinding), and so must X-Forwarded-Host when a trusted proxy sends it;
 * - without TRUST_PROXY, every forwarded header the client sent is dropped, so neither Next (HSTS, the secure KMD
 *   cookie) nor the rate limits believe a client that claims https or another address.
 */

export interface RequestGuardOptions {
  policy: HostPolicy
  trustProxy: boolean
}

export interface Refusal {
  status: 400 | 421
  error: string
  detail: string
}

const FORWARDED = [
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-for',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'forwarded',
  'x-real-ip',
]

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(',') : v)

/** Why a request line or its Host is refused, or undefined when it may go on. */
export function checkRequestTarget(
  req: Pick<IncomingMessage, 'url' | 'headers'>,
  opts: RequestGuardOptions,
): Refusal | undefined {
  const url = req.url ?? ''
  if (url === '*') return { status: 400, error: 'invalid_target', detail: 'the asterisk request target is not served' }
  if (!url.startsWith('/'))
    return {
      status: 400,
      error: 'invalid_target',
      detail: 'the request target must be a path (origin-form), not an absolute URL',
    }
  const host = req.headers.host
  if (!host) return { status: 400, error: 'missing_host', detail: 'the Host header is required' }
  if (!isAllowedHost(host, opts.policy))
    return {
      status: 421,
      error: 'host_not_allowed',
      detail: 'this server does not answer to that host name; see ALLOWED_HOSTS',
    }
  if (opts.trustProxy) {
    const fwd = one(req.headers['x-forwarded-host'])?.split(',')[0]?.trim()
    if (fwd && !isAllowedHost(fwd, opts.policy))
      return { status: 421, error: 'host_not_allowed', detail: 'the forwarded host is not one of ALLOWED_HOSTS' }
  }
  return undefined
}

/** Drop client-sent forwarded headers unless a trusted proxy set them. */
export function scrubForwarded(req: Pick<IncomingMessage, 'headers'>, trustProxy: boolean): void {
  if (trustProxy) return
  for (const h of FORWARDED) delete req.headers[h]
}

export function writeRefusal(res: ServerResponse, r: Refusal): void {
  const body = JSON.stringify({ error: r.error, detail: r.detail })
  res.writeHead(r.status, {
    ...apiHeaders(false),
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  })
  res.end(body)
}

/** Refuse or prepare one request; true when it was answered here. */
export function guardRequest(req: IncomingMessage, res: ServerResponse, opts: RequestGuardOptions): boolean {
  const refusal = checkRequestTarget(req, opts)
  if (refusal) {
    writeRefusal(res, refusal)
    return true
  }
  scrubForwarded(req, opts.trustProxy)
  return false
}
