import 'server-only'

/** A Host value: a DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

const first = (v: string | null) => v?.split(',')[0]?.trim() || undefined

/**
 * The origin absolute URLs in a page's metadata (Open Graph image, manifest) are built on: PUBLIC_ORIGIN when
 * configured, else the request's own host, so a link shared from any deployment previews with that deployment's
 * image instead of Next's `http://localhost:3000` fallback. X-Forwarded-Host counts only behind a trusted proxy;
 * a spoofed value could only change the requester's own page (pages are rendered per request, never shared-cached).
 */
export function publicOrigin(
  headers: Pick<Headers, 'get'>,
  opts: { configured?: string; trustProxy: boolean },
): URL | undefined {
  if (opts.configured) return new URL(opts.configured)
  const host = (opts.trustProxy ? first(headers.get('x-forwarded-host')) : undefined) ?? first(headers.get('host'))
  if (!host || !HOST.test(host)) return undefined
  const proto = first(headers.get('x-forwarded-proto')) === 'https' ? 'https' : 'http'
  return new URL(`${proto}://${host}`)
}
