import { gatewayDef } from '@/lib/networks'
import { consoleProxyUrl, upstreamPathAndQuery, type BuiltRequest } from './validate'

/** Placeholders printed instead of secrets and deployment-specific addresses. */
export const API_KEY_PLACEHOLDER = '<API_KEY>'
export const baseUrlPlaceholder = (r: BuiltRequest): string => `<${r.gateway.toUpperCase()}_URL>`

/** POSIX shell single-quoting: safe for any text, including quotes and newlines. */
export const shellQuote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`

function curl(r: BuiltRequest, url: string, headers: readonly string[]): string {
  const lines = [`curl -sS${r.method === 'GET' ? '' : ` -X ${r.method}`} ${shellQuote(url)}`]
  for (const h of headers) lines.push(`-H ${shellQuote(h)}`)
  if (r.body) {
    lines.push(`-H ${shellQuote(`content-type: ${r.body.contentType}`)}`)
    // Binary bodies are typed as base64: decode them on the way in so curl sends the bytes.
    if (r.body.contentType === 'application/x-binary')
      return `printf %s ${shellQuote(r.body.text)} | base64 -d | ${lines.join(' \\\n  ')} \\\n  --data-binary @-`
    lines.push(`--data-raw ${shellQuote(r.body.text)}`)
  }
  return lines.join(' \\\n  ')
}

/**
 * curl against the real gateway: the path with the gateway's segment aliases (`sdk` → `cosmos`, ...), the
 * `api-key` header with a placeholder, and a placeholder base URL (the deployment's gateway URL is not shown).
 */
export function curlForGateway(
  r: BuiltRequest,
  aliases: Readonly<Record<string, string>> = gatewayDef(r.gateway).realAliases,
): string {
  return curl(r, `${baseUrlPlaceholder(r)}${upstreamPathAndQuery(r, aliases)}`, [`api-key: ${API_KEY_PLACEHOLDER}`])
}

/** curl against the app's own proxy (no key needed: the server adds it). */
export function curlForProxy(r: BuiltRequest, origin: string): string {
  return curl(r, `${origin.replace(/\/+$/, '')}${consoleProxyUrl(r)}`, [])
}
