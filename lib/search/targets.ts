/**
 * Where the search box checks that a candidate exists: per network and kind, the gateway, the catalog path
 * template and its param. Built on the server from the catalog (lib/explorer/records.ts) and passed to the
 * search box as a prop, so the browser never loads the catalog.
 */
import type { NetworkId } from '@/lib/networks'
import type { SearchKind } from './recognise'

export interface LookupTarget {
  gateway: string
  template: string
  param: string
  /** Fixed extra path values (the sharded block lookup is by hyperblock nonce, no shard). */
  fixed?: Record<string, string>
  /** The value is `/`-separated and fills these params in order (a packet's channel: port_id, channel_id). */
  split?: string[]
  /** Params that keep their slashes (the catalog's greedy params: an `ibc/<hash>` denomination). */
  greedy?: string[]
  /** The value goes in the query under `param`, not in the path (the bank's supply of one denomination). */
  inQuery?: true
  /**
   * What a 200 must hold to mean the record exists: `amount`, a non-zero `{amount: {amount}}` (the bank answers
   * any denomination's supply, 0 for one it has never seen). Default: any answer that is not empty.
   */
  present?: 'amount'
}

/** Path values of a lookup for a candidate's value. */
export function lookupValues(t: LookupTarget, value: string): Record<string, string> {
  if (t.inQuery) return { ...t.fixed }
  if (!t.split) return { ...t.fixed, [t.param]: value }
  const parts = value.split('/')
  return { ...t.fixed, ...Object.fromEntries(t.split.map((k, i) => [k, parts[i] ?? ''])) }
}

/** `page-only`: the network has a page for this kind but no cheap existence check (addresses valid by checksum). */
export type SearchTargets = Partial<Record<NetworkId, Partial<Record<SearchKind, LookupTarget | 'page-only'>>>>

/** The query string of a lookup for a candidate's value ('' when the value is in the path). */
export const lookupQuery = (t: LookupTarget, value: string): string =>
  t.inQuery ? `?${new URLSearchParams({ [t.param]: value }).toString()}` : ''

/** Did the gateway find the record? VM answers 200 `null` for unknown ids; sharded wraps misses in `{data:null}`. */
export function answerFound(status: number, body: unknown, present?: LookupTarget['present']): boolean {
  if (status >= 400 || body === null || body === undefined) return false
  if (present === 'amount') {
    const a = (body as { amount?: { amount?: unknown } }).amount?.amount
    return typeof a === 'string' && /^\d+$/.test(a) && BigInt(a) > 0n
  }
  if (typeof body === 'object' && 'data' in body && 'code' in body) return (body as { data: unknown }).data !== null
  return true
}
