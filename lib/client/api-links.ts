/**
 * What a panel's API tab offers: the API console pre-filled with the panel's call, and a curl line against the
 * explorer's proxy. Pure. Apart from ./urls because the tab loads on demand and the search box, on every page, needs
 * ./urls: together they put the curl writer in every page's first-load JavaScript.
 */
import type { CallSpec, PageQuery } from './types'
import { proxyUrl } from './urls'

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
