import { GatewayError, type GatewayResult } from '@/lib/client/types'
import { answerFound } from '@/lib/search/targets'

/**
 * What a record page's main lookup says about its record. `missing` is a 404 page; `unconfirmed` means the gateway
 * neither showed nor denied the record in time (deadline, busy, failing): the page is a gateway fault with that
 * status, never a 200 that looks like a found record.
 */
export type MainRecord =
  { kind: 'found' } | { kind: 'missing' } | { kind: 'unconfirmed'; status: number; error: GatewayError }

export function mainRecordOf(r: GatewayResult | GatewayError): MainRecord {
  if (!(r instanceof GatewayError)) return answerFound(r.status, r.body) ? { kind: 'found' } : { kind: 'missing' }
  // The id passed the page's own checks, so a gateway's 400 means it has no such record either (a height past the
  // head: "requested block height is bigger then the chain length"); the 404 page explains it.
  if (r.status === 404 || (r.status === 400 && r.error === 'upstream_error')) return { kind: 'missing' }
  // Our own deadline, a busy or failing gateway keep their 5xx (a rate limit is a busy gateway); a request the proxy
  // refused as malformed stays a 400.
  const status = r.status >= 500 && r.status <= 504 ? r.status : r.status === 429 || r.status >= 500 ? 503 : 400
  return { kind: 'unconfirmed', status, error: r }
}
