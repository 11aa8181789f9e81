import 'server-only'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { randomFillSync } from 'node:crypto'
import { acceptsCoding } from '@/lib/server/accept-encoding'
import { byteLength, deflateParts, gzipBody, plainBody } from './body'
import type { Entry } from './entry'
import type { LookupState } from './microcache'

/** Whether the client takes gzip (`gzip` or `*` listed without `q=0`). */
export const acceptsGzip = (header: string | string[] | undefined): boolean => acceptsCoding(header, 'gzip', true)

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml))/
const MIN_GZIP = 1024

// Nonces from a pool of random bytes refilled 256 nonces at a time (as Node's randomUUID does): one answer from the
// cache costs ~0.1 ms, and a system call for 16 bytes each was a tenth of it. Same 128 bits, same CSPRNG.
const POOL = Buffer.alloc(16 * 256)
let poolAt = POOL.length
/** A CSP nonce: 16 random bytes, base64 (as lib/security/headers newNonce). */
export function poolNonce(): string {
  if (poolAt >= POOL.length) {
    randomFillSync(POOL)
    poolAt = 0
  }
  poolAt += 16
  return POOL.toString('base64', poolAt - 16, poolAt)
}

/**
 * Answer one request from an entry: a fresh nonce in place of the render's (CSP header, preload links, body), the
 * body plain or gzip as the client takes it, and `x-page-cache` saying how it was served (hit, stale: a newer render
 * is on its way, miss: rendered for this request, wait: rendered for an identical request that came first).
 */
export async function writeEntry(
  req: IncomingMessage,
  res: ServerResponse,
  e: Entry,
  state: LookupState,
  now: number,
): Promise<void> {
  const nonce = e.nonce ? poolNonce() : ''
  const headers: [string, string][] = e.headers.map(([k, parts]) => [
    k,
    parts.length === 1 ? parts[0]! : parts.join(nonce),
  ])
  const type = e.contentType
  const gzip = e.body.partBytes >= MIN_GZIP && COMPRESSIBLE.test(type) && acceptsGzip(req.headers['accept-encoding'])
  let chunks: Buffer[]
  if (gzip) {
    const deflated = await (e.deflated ??= deflateParts(e.body))
    chunks = gzipBody(e.body, deflated, nonce)
    headers.push(['content-encoding', 'gzip'])
  } else chunks = plainBody(e.body, nonce)
  headers.push(['content-length', String(byteLength(chunks))])
  headers.push(['age', String(Math.max(0, Math.floor((now - e.at) / 1000)))])
  headers.push(['x-page-cache', state])
  if (res.destroyed) return
  res.writeHead(e.status, headers.flat())
  if (req.method === 'HEAD' || e.status === 204 || e.status === 304) return void res.end()
  res.cork()
  for (const c of chunks) res.write(c)
  res.end()
  res.uncork()
}
