/**
 * Why a transaction a gateway does not know may still be real, per ledger kind, and what a pending-pool answer
 * says about it. Pure: the page fetches, this turns answers into sentences.
 */
import type { NetworkId } from '@/lib/networks'
import { getNetwork } from '@/lib/networks'

/** The possibilities worth checking on this kind of ledger, most likely first. */
export function possibilities(network: NetworkId): string[] {
  const kind = getNetwork(network).kind
  if (kind === 'cosmos')
    return [
      'Still in the mempool: a broadcast transaction waits for the next block (a few seconds). This gateway has no mempool query, so the page checks again until a block includes it.',
      'Rejected at broadcast (wrong account sequence, fee too low, out of gas): it was never in a block and never will be; the broadcast answer said why.',
      'Expired: a transaction with a timeout height is dropped once the chain passes that height.',
      'Pruned: nodes that keep a short history forget old transactions.',
    ]
  if (kind === 'vm')
    return [
      'Pending: the transaction is in the pool and the next block includes it. This gateway offers no pending-pool query, so the page checks again until a block includes it.',
      'Expired: a transaction is valid for its expiration (in blocks) after its block reference; past that the pool drops it.',
      'Waiting on another: one that names dependsOn is held until that transaction is included, and dropped if it reverted.',
    ]
  if (kind === 'sharded')
    return [
      'Pending: a cross-shard transaction runs in the sender’s shard, then the receiver’s; it is final once the metachain notarizes both.',
      'Waiting on a nonce: one sent with a nonce ahead of the account’s stays in the pool until the gap fills.',
      'Invalid: one that failed signature, nonce or balance checks is never executed.',
    ]
  return [
    'In the node’s pool: it is confirmed in the next round, and the indexer follows the node a round or two behind.',
    'Expired: a transaction is valid only between its first-valid and last-valid rounds (1,000 rounds at most); past the last one it can never be confirmed.',
    'Rejected by the pool: a wrong group, fee or signature is refused at submission.',
  ]
}

export type PoolState =
  | { state: 'pending'; text: string }
  | { state: 'confirmed'; text: string }
  | { state: 'rejected'; text: string }
  | { state: 'unknown'; text: string }

/** The ledger node's `GET /v2/transactions/pending/{txid}` answer (hyphenated keys). */
export function ledgerPoolState(body: unknown): PoolState {
  const b = (body ?? {}) as Record<string, unknown>
  const round = b['confirmed-round']
  const error = b['pool-error']
  if ((typeof round === 'number' || typeof round === 'bigint' || typeof round === 'string') && BigInt(round) > 0n)
    return {
      state: 'confirmed',
      text: `The node confirmed it in round ${String(round)}; the indexer has not caught up yet.`,
    }
  if (typeof error === 'string' && error)
    return { state: 'rejected', text: `The node dropped it from its pool: ${error}` }
  return { state: 'pending', text: 'It is waiting in the node’s pending pool for the next round.' }
}

/** The sharded gateway's `GET /transaction/{hash}/status` answer (`{data: {status}}`). */
export function shardedPoolState(body: unknown): PoolState {
  const status = ((body as { data?: { status?: unknown } } | null)?.data?.status ?? '') as string
  if (status === 'pending' || status === 'received' || status === 'partially-executed')
    return { state: 'pending', text: `The gateway reports it ${status}: it is not final yet.` }
  if (status === 'invalid' || status === 'fail')
    return { state: 'rejected', text: `The gateway reports it ${status}: it will not be executed.` }
  if (status) return { state: 'confirmed', text: `The gateway reports it ${status}.` }
  return { state: 'unknown', text: 'The gateway gave no status.' }
}
