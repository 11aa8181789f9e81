/**
 * URLs derived from a CallSpec: the proxy path the browser fetches, and catalog templates filled. Pure. The API tab's
 * links (the console pre-filled, a curl line) are in ./api-links, which only that tab, loaded on demand, imports.
 */
import type { CallSpec, PageQuery } from './types'

export function queryString(q: Record<string, string>): string {
  const sp = new URLSearchParams()
  for (const [k, v] of Object.entries(q)) sp.append(k, v)
  const s = sp.toString()
  return s ? `?${s}` : ''
}

/** Same-origin proxy URL the browser fetches: `/api/gw/<gateway><path>?<query>`. */
export function proxyUrl(spec: CallSpec, extra: PageQuery = {}): string {
  return `/api/gw/${spec.gateway}${spec.gatewayPath}${queryString({ ...spec.query, ...extra })}`
}

/**
 * Fill a catalog path template (`/txs/{hash}`) with one value; used by the search box with server-made templates.
 * A greedy param (`denom_traces/{hash=**}` upstream) keeps its slashes between encoded segments, as buildPath does:
 * `ibc/27A6…` stays `ibc/27A6…`, which the proxy matches, where `ibc%2F27A6…` would be refused.
 */
export function fillTemplate(template: string, values: Record<string, string>, greedy: readonly string[] = []): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const v = values[name] ?? ''
    return greedy.includes(name) ? v.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(v)
  })
}
