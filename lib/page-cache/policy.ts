import 'server-only'
import { getNetwork, type Network, type NetworkId } from '@/lib/networks'
import type { PublicRoute } from './routes'

/**
 * How long one render stays the answer. Three classes:
 * - `head`: the page shows the chain's current state; fresh while the heads of the networks it follows are the
 *   heads it was rendered at, and at most `headTtlMs` (state a head does not move: mempools, validator sets);
 * - `immutable`: a record behind the finalised head never changes (a block, a found transaction where the chain
 *   answers only for included ones, an account at a past height): kept `immutableTtlMs`, whatever the heads do;
 * - `short`: an answer that may change at any moment (not found yet, a page some of whose gateway calls failed or
 *   missed the deadline): `shortTtlMs`, and the heads it follows.
 * Past freshness an entry is still served, stale, while one render replaces it (up to `maxStaleMs` of age, or any
 * age while the server is too busy to render).
 */
export interface PolicySettings {
  headTtlMs: number
  immutableTtlMs: number
  shortTtlMs: number
  maxStaleMs: number
  /** Longest age of a head page answered to a browser's refresh (an RSC request, see key.ts `wantsFresh`). */
  refreshTtlMs: number
}

export const DEFAULT_POLICY: PolicySettings = {
  headTtlMs: 10_000,
  immutableTtlMs: 10 * 60_000,
  shortTtlMs: 2000,
  maxStaleMs: 60_000,
  refreshTtlMs: 1000,
}

export type FreshnessClass = 'head' | 'immutable' | 'short'

export interface Freshness {
  class: FreshnessClass
  ttlMs: number
  /** Whether an expired copy may still answer while a new render is made (never an error or a not-found page). */
  staleOk: boolean
  /** Networks whose head moving ends freshness (empty for immutable entries). */
  follows: readonly NetworkId[]
}

/** Statuses a render may be shared with: pages, not-found pages and redirects. Errors are never kept. */
export const SHAREABLE_STATUS = new Set([200, 301, 302, 307, 308, 404, 410])

/**
 * When a record stops changing, per ledger kind: SDK chains and the ledger finalise a block as it is made (and
 * their transaction queries answer only for transactions in a block); the VM ledger's blocks can be replaced until
 * they are `depth` behind the best block (devnet's finality depth), and the sharded ledger answers for pending
 * transactions too and notarizes hyperblocks a few rounds late. Their transaction pages follow the head.
 */
const FINALITY: Record<Network['kind'], { depth: bigint; foundTxFinal: boolean }> = {
  cosmos: { depth: 1n, foundTxFinal: true },
  node: { depth: 1n, foundTxFinal: true },
  vm: { depth: 12n, foundTxFinal: false },
  sharded: { depth: 5n, foundTxFinal: false },
}

const isHeight = (v: string | null | undefined): v is string => !!v && /^\d{1,20}$/.test(v)

/** A height at least the kind's finality depth below the head. */
const final = (h: string, network: NetworkId, head: string | undefined) =>
  head !== undefined && BigInt(h) <= BigInt(head) - FINALITY[getNetwork(network).kind].depth

export function freshnessOf(
  route: PublicRoute,
  url: string,
  status: number,
  shortfalls: number,
  head: (n: NetworkId) => string | undefined,
  s: PolicySettings,
): Freshness {
  const follows = route.networks
  // A not-found page ends when the record appears: once expired, the next request waits for the new render.
  if (status !== 200 || shortfalls > 0) return { class: 'short', ttlMs: s.shortTtlMs, follows, staleOk: status < 400 }
  const q = url.indexOf('?')
  const params = new URLSearchParams(q < 0 ? '' : url.slice(q + 1))
  const network = route.networks.length === 1 ? route.networks[0]! : undefined
  let immutable = false
  if (network && route.kind === 'tx') immutable = FINALITY[getNetwork(network).kind].foundTxFinal
  if (network && route.kind === 'block' && isHeight(route.id)) immutable = final(route.id, network, head(network))
  if (network && route.kind === 'account' && params.has('at')) {
    // A past-height view: every height it names is below the head.
    const heights = [params.get('at'), ...(params.has('compare') ? [params.get('compare')] : [])]
    immutable = heights.every((h) => isHeight(h) && final(h, network, head(network)))
  }
  if (immutable) return { class: 'immutable', ttlMs: s.immutableTtlMs, follows: [], staleOk: true }
  return { class: 'head', ttlMs: s.headTtlMs, follows, staleOk: true }
}
