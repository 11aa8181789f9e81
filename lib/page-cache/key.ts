import 'server-only'
import type { IncomingHttpHeaders } from 'node:http'
import { getBotType } from 'next/dist/shared/lib/router/utils/is-bot'
import { publicRoute, type PublicRoute } from './routes'

/**
 * Which requests may share a render, and under which key. A cacheable request is rendered with a canonical set of
 * headers built here (never the client's own): the key is everything those headers and the URL hold, so two
 * requests with one key get byte-for-byte the same render, and nothing a client sends beyond it (a session cookie,
 * Authorization, its address) can reach a shared render.
 */

/** Next's variant headers (the `Vary` of a page answer): an RSC navigation, a prefetch, the router's state. */
const VARIANT_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
] as const

const USER_AGENTS = { browser: 'Mozilla/5.0 (page cache)', html: 'Bingbot (page cache)', dom: 'Googlebot (page cache)' }

const MAX_URL = 2048
const MAX_VARIANT = 4096

export interface KeyOptions {
  /** X-Forwarded-Proto and -Host count (a trusted proxy in front); otherwise the request guard dropped them. */
  trustProxy: boolean
  /** The only cookie a public page reads (the theme): name and the normalised values it changes the page for. */
  theme: { cookie: string; parse: (value: string | undefined) => string; system: string }
}

export interface CacheableRequest {
  key: string
  route: PublicRoute
  path: string
  /** The URL rendered: the path and the query sorted (the same state as the client's URL, one spelling). */
  url: string
  /** The headers the render gets. */
  headers: Record<string, string>
  head: boolean
  /**
   * A navigation or refresh in the browser (an RSC request that is not a prefetch), or a reload of the document:
   * the page asks because it learnt of something newer (a live block, a retry) or the visitor wants the page as it
   * is now, so it gets a render younger than a second, never a stale one.
   */
  wantsFresh: boolean
}

export type KeyDecision = { cacheable: CacheableRequest } | { bypass: string }

const one = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v.join(', ') : v)

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

/** The query in one order, so `?b=1&a=2` and `?a=2&b=1` share an entry; undefined when it does not parse. */
function sortedQuery(search: string): string | undefined {
  if (!search) return ''
  let params: URLSearchParams
  try {
    params = new URLSearchParams(search)
  } catch {
    return undefined
  }
  const pairs = [...params].sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
  return pairs.length ? `?${new URLSearchParams(pairs).toString()}` : ''
}

/** The cache key and canonical render request of `req`, or why it must be rendered for this client alone. */
export function cacheKeyOf(
  req: { method?: string | undefined; url?: string | undefined; headers: IncomingHttpHeaders },
  opts: KeyOptions,
): KeyDecision {
  const method = req.method ?? 'GET'
  if (method !== 'GET' && method !== 'HEAD') return { bypass: 'method' }
  const h = req.headers
  if (h.authorization !== undefined) return { bypass: 'authorization' }
  if (h['next-action'] !== undefined) return { bypass: 'server action' }
  const raw = req.url ?? '/'
  if (raw.length > MAX_URL) return { bypass: 'long url' }
  const q = raw.indexOf('?')
  const path = q < 0 ? raw : raw.slice(0, q)
  const route = publicRoute(path)
  if (!route) return { bypass: 'not public' }
  const query = sortedQuery(q < 0 ? '' : raw.slice(q + 1))
  if (query === undefined) return { bypass: 'query' }

  const headers: Record<string, string> = {}
  const parts: string[] = [path + query]
  const host = one(h.host)
  if (!host) return { bypass: 'no host' }
  headers.host = host
  parts.push(host)
  if (opts.trustProxy) {
    for (const name of ['x-forwarded-proto', 'x-forwarded-host'] as const) {
      const v = one(h[name])
      if (v !== undefined) {
        headers[name] = v
        parts.push(`${name}=${v}`)
      }
    }
  }
  let variantBytes = 0
  for (const name of VARIANT_HEADERS) {
    const v = one(h[name])
    if (v === undefined) continue
    variantBytes += v.length
    headers[name] = v
    parts.push(`${name}=${v}`)
  }
  if (variantBytes > MAX_VARIANT) return { bypass: 'long router state' }
  // Next renders for three kinds of client (its `getBotType`: streamed metadata for browsers, blocking for crawlers
  // that read HTML only, and Googlebot's own way): one entry each, rendered with a user agent of that kind.
  const bot = getBotType(one(h['user-agent']) ?? '') ?? 'browser'
  headers['user-agent'] = USER_AGENTS[bot]
  parts.push(bot)
  const theme = opts.theme.parse(cookieValue(one(h.cookie), opts.theme.cookie))
  if (theme !== opts.theme.system) headers.cookie = `${opts.theme.cookie}=${theme}`
  parts.push(`theme=${theme}`)
  headers.accept = headers.rsc ? 'text/x-component' : 'text/html'
  // A reload sends `Cache-Control: max-age=0` (a hard one `no-cache`): the visitor has seen this page, maybe newer
  // than a stale copy (its live refresh), and a reload must never go back in time.
  const cc = `${one(h['cache-control']) ?? ''},${one(h.pragma) ?? ''}`.toLowerCase()
  const reload = /(^|[\s,])(max-age=0|no-cache)\b/.test(cc)
  const wantsFresh = (headers.rsc !== undefined && headers['next-router-prefetch'] === undefined) || reload
  return {
    cacheable: { key: parts.join('\n'), route, path, url: path + query, headers, head: method === 'HEAD', wantsFresh },
  }
}
