/**
 * The whole app's response hardening, in one place: proxy.ts applies it to everything Next serves, and the
 * production server's gateway fast path (lib/gateway/node-http.ts) to the proxy answers it serves before Next.
 * Pure (no Next, no server-only), so both can use it and tests can compare them.
 */

export function newNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Buffer.from(bytes).toString('base64')
}

/** The page policy. Styles allow 'unsafe-inline': recharts and virtualized tables render style attributes. */
export function pagePolicy(nonce: string, opts: { dev: boolean; https: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${opts.dev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(opts.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** API answers are data, never documents: nothing may load or frame them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'"

export const HSTS = 'max-age=63072000; includeSubDomains'

/** Every response's static hardening headers besides the CSP (which depends on the page's nonce). */
export function hardeningHeaders(opts: { api: boolean; https: boolean }): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': opts.api ? 'no-referrer' : 'same-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    ...(opts.https ? { 'strict-transport-security': HSTS } : {}),
  }
}

/** The full header set of an API answer. */
export const apiHeaders = (https: boolean): Record<string, string> => ({
  'content-security-policy': API_POLICY,
  ...hardeningHeaders({ api: true, https }),
})
