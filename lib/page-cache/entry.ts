import 'server-only'
import type { NetworkId } from '@/lib/networks'
import { splitBody, type SplitBody } from './body'
import type { Freshness } from './policy'

/** One render, as Next answered the canonical request. */
export interface Rendered {
  status: number
  headers: Record<string, string | number | string[] | undefined>
  body: Buffer
  /** Server-side calls of the render that failed or missed the deadline. */
  shortfalls: number
}

/** A shared render: its answer with the nonce cut out, when it was made and at which heads. */
export interface Entry {
  status: number
  /** Response headers to send (lower-case names), each value cut where the render's nonce was. */
  headers: [string, string[]][]
  contentType: string
  /** The render's CSP nonce, replaced in headers and body by a fresh one per answer. */
  nonce: string | undefined
  body: SplitBody
  /** Deflated parts, made on the first gzip answer. */
  deflated?: Promise<Buffer[]>
  /** When the render started (its data is at least this fresh), epoch ms. */
  at: number
  freshness: Freshness
  /** The heads of `freshness.follows` when the render started. */
  heads: Partial<Record<NetworkId, string>>
  bytes: number
}

/** Headers that describe one transfer, not the page: never stored, set again per answer. */
const PER_ANSWER = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'etag',
  'age',
  'set-cookie',
  'x-page-cache',
])

const NONCE_IN_CSP = /'nonce-([A-Za-z0-9+/=]{16,64})'/

/** The nonce a render used, read from its CSP (proxy.ts makes one per request; API-like answers have none). */
export function nonceOf(headers: Rendered['headers']): string | undefined {
  const csp = headers['content-security-policy']
  return NONCE_IN_CSP.exec(Array.isArray(csp) ? csp.join(', ') : String(csp ?? ''))?.[1]
}

export function makeEntry(
  r: Rendered,
  at: number,
  freshness: Freshness,
  heads: Partial<Record<NetworkId, string>>,
): Entry {
  const nonce = nonceOf(r.headers)
  const headers: [string, string[]][] = []
  for (const [k, v] of Object.entries(r.headers)) {
    const name = k.toLowerCase()
    if (v === undefined || PER_ANSWER.has(name)) continue
    for (const one of Array.isArray(v) ? v : [v]) headers.push([name, nonce ? String(one).split(nonce) : [String(one)]])
  }
  const contentType = String(r.headers['content-type'] ?? '')
  const body = splitBody(r.body, nonce)
  const headerBytes = headers.reduce((a, [k, v]) => a + k.length + v.join('').length, 0)
  // The deflated copy made on the first gzip answer is counted in advance (~15 % of the plain body).
  const bytes = Math.ceil(body.bytes * 1.15) + headerBytes + 256
  return { status: r.status, headers, contentType, nonce, body, at, freshness, heads, bytes }
}

/**
 * Fresh: young enough for its class (and, for a browser's refresh, younger than `maxAgeMs`), and every head it
 * follows is where it was at render time.
 */
export function isFresh(
  e: Entry,
  now: number,
  head: (n: NetworkId) => string | undefined,
  maxAgeMs = Infinity,
): boolean {
  if (now - e.at >= Math.min(e.freshness.ttlMs, e.freshness.class === 'immutable' ? Infinity : maxAgeMs)) return false
  for (const n of e.freshness.follows) if (head(n) !== e.heads[n]) return false
  return true
}
