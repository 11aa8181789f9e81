import { NextResponse, type NextRequest } from 'next/server'
import { PATH_HEADER } from '@/lib/explorer/path-header'
import { API_POLICY, apiHeaders, hardeningHeaders, newNonce, pagePolicy } from '@/lib/security/headers'

/**
 * Whole-app response headers (Next 16 proxy, Node runtime). This is not an auth boundary: every route handler
 * checks what it needs itself. What it does:
 * - pages: a fresh nonce per request and a nonce-based CSP on the request (Next applies the nonce to its own
 *   scripts while rendering; the root layout is dynamic) and on the response;
 * - everything: frame-ancestors 'none', nosniff, a strict Referrer-Policy, HSTS over https;
 * - incoming: drops x-middleware-subrequest (CVE-2025-29927), any client-sent CSP/nonce header
 *   (CVE-2026-44581), and — unless TRUST_PROXY — any client-sent X-Forwarded-For, so Next fills it in from the
 *   socket and the rate limiter sees the real peer.
 */

const DROP_ALWAYS = ['x-middleware-subrequest', 'x-nonce', 'content-security-policy', PATH_HEADER]

const trustProxy = () => ['true', '1'].includes((process.env.TRUST_PROXY ?? '').trim())

/** Next answers a path with broken percent-encoding (`%ff`) with a 500 while decoding params: refuse it first. */
function malformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

export function proxy(request: NextRequest): NextResponse {
  const https = request.nextUrl.protocol === 'https:'
  if (malformedPath(request.nextUrl.pathname)) {
    const res = NextResponse.json(
      { error: 'invalid_path', detail: 'the path is not valid percent-encoding' },
      { status: 400 },
    )
    for (const [k, v] of Object.entries(apiHeaders(https))) res.headers.set(k, v)
    res.headers.set('cache-control', 'no-store')
    return res
  }
  const headers = new Headers(request.headers)
  for (const h of DROP_ALWAYS) headers.delete(h)
  if (!trustProxy()) headers.delete('x-forwarded-for')

  const isApi = request.nextUrl.pathname.startsWith('/api/')
  let policy = API_POLICY
  if (!isApi) {
    const nonce = newNonce()
    policy = pagePolicy(nonce, { dev: process.env.NODE_ENV === 'development', https })
    headers.set('x-nonce', nonce)
    headers.set('content-security-policy', policy)
    // The not-found page says which record was asked for (a not-found boundary gets no params).
    headers.set(PATH_HEADER, request.nextUrl.pathname)
  }

  const response = NextResponse.next({ request: { headers } })
  response.headers.set('content-security-policy', policy)
  for (const [k, v] of Object.entries(hardeningHeaders({ api: isApi, https }))) response.headers.set(k, v)
  return response
}

export const config = {
  // Everything but build assets. No `missing: prefetch` exemption: a client could add that header to an API
  // request to skip the X-Forwarded-For scrub.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
}
