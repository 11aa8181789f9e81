/** URLs derived from a CallSpec: the proxy path, the API-console link and a curl line. Pure. */
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

/** The API console pre-filled with this call (format owned by the console: op, gw, p.*, q.*, body). */
export function consoleUrl(network: string, spec: CallSpec, extra: PageQuery = {}): string {
  const sp = new URLSearchParams({ op: spec.opId, gw: spec.gateway })
  for (const [k, v] of Object.entries(spec.path)) sp.set(`p.${k}`, v)
  for (const [k, v] of Object.entries({ ...spec.query, ...extra })) sp.set(`q.${k}`, v)
  if (spec.body !== undefined) sp.set('body', JSON.stringify(spec.body))
  return `/${network}/api?${sp.toString()}`
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`

/** A copyable curl line against the explorer's proxy; the key is a placeholder, never a real one. */
export function curlLine(origin: string, spec: CallSpec, extra: PageQuery = {}): string {
  const parts = ['curl', '-sS']
  if (spec.method !== 'GET') parts.push('-X', spec.method)
  parts.push('-H', shellQuote('api-key: <API_KEY>'))
  if (spec.height) parts.push('-H', shellQuote(`x-cosmos-block-height: ${spec.height}`))
  if (spec.body !== undefined)
    parts.push('-H', shellQuote('content-type: application/json'), '--data', shellQuote(JSON.stringify(spec.body)))
  parts.push(shellQuote(`${origin}${proxyUrl(spec, extra)}`))
  return parts.join(' ')
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
