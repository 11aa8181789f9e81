import { isAllowedHost, isAllowedOrigin, type HostPolicy } from '@/lib/security/host'

/**
 * Request guards of the KMD routes. Route handlers get no CSRF protection from Next, so
 * every KMD call must be a POST with an `application/json` body whose Origin is exactly the app's own origin,
 * and that origin one of ALLOWED_HOSTS: Origin equal to Host alone passes a DNS-rebinding page
 * (`Host: evil.example`, `Origin: http://evil.example`). Framework-free: it reads a WHATWG Request only.
 */

export interface GuardOptions {
  /** Honour X-Forwarded-Host / X-Forwarded-Proto (only behind a proxy that sets them). */
  trustProxy: boolean
  /** The hosts the app answers to (ALLOWED_HOSTS). */
  hosts: HostPolicy
}

export interface Refusal {
  status: 403 | 405 | 415
  message: string
}

const first = (v: string | null) => v?.split(',')[0]?.trim() || undefined

/** The app's own origin as the client addressed it: `http(s)://host[:port]`. */
export function ownOrigin(req: Request, opts: GuardOptions): string | undefined {
  const url = new URL(req.url)
  const proto = (opts.trustProxy && first(req.headers.get('x-forwarded-proto'))) || url.protocol.replace(/:$/, '')
  const host = (opts.trustProxy && first(req.headers.get('x-forwarded-host'))) || req.headers.get('host') || undefined
  if (!host || !/^(https?)$/.test(proto)) return undefined
  return `${proto}://${host}`.toLowerCase()
}

export const isHttps = (req: Request, opts: GuardOptions) => ownOrigin(req, opts)?.startsWith('https://') ?? false

/** Media type without parameters, lower-cased. */
const mediaType = (v: string | null) => v?.split(';')[0]?.trim().toLowerCase() ?? ''

export function checkRequest(req: Request, opts: GuardOptions): Refusal | undefined {
  if (req.method !== 'POST') return { status: 405, message: 'KMD routes accept POST only' }
  if (mediaType(req.headers.get('content-type')) !== 'application/json')
    return { status: 415, message: 'KMD routes accept an application/json body only' }
  const origin = req.headers.get('origin')
  // Fail closed: a browser always sends Origin on a POST; a request without one is not from our page.
  if (!origin) return { status: 403, message: 'missing Origin header' }
  const own = ownOrigin(req, opts)
  if (!own || origin.toLowerCase() !== own) return { status: 403, message: 'cross-origin request refused' }
  // Checked here too, not only by the production server: `next dev` serves these routes without it.
  if (!isAllowedHost(own.replace(/^https?:\/\//, ''), opts.hosts) || !isAllowedOrigin(origin, opts.hosts))
    return { status: 403, message: 'this host is not one the console answers to (ALLOWED_HOSTS)' }
  const site = req.headers.get('sec-fetch-site')
  if (site !== null && site !== 'same-origin') return { status: 403, message: 'cross-site request refused' }
  return undefined
}
