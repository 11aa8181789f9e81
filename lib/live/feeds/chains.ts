/**
 * How each polled network is followed, in terms of catalog operations only (paths come from the catalog via
 * the injected `call`). Which operation a network uses depends on what its gateway offers:
 * - Cosmos: a block-by-height operation probed at the next height (`consensus blocks/{height}` on Staking,
 *   `txs/block/{height}` on Hub and Platform); the head from `blocks/latest` where offered, else found by
 *   probing heights. Exchange and Classic offer no block operation at all: they cannot be followed.
 * - Sharded: hyperblocks by nonce; the head estimated from the network config (start time, round duration)
 *   and confirmed by probing.
 * - Ledger: node status for the head, wait-for-block-after to learn of the next block, blocks/{round}.
 */
import { getOperation } from '@/lib/catalog'
import { toGatewayError } from '@/lib/client/fetch-gateway'
import type { GatewayId, OperationId } from '@/lib/catalog'
import type { NetworkId } from '@/lib/networks'
import { cosmosBlock, intString, ledgerBlock, shardedHyperblock, type BlockSummary } from '../summary'
import type { Chain } from './poller'

export interface CallAnswer {
  status: number
  body: unknown
}

/** One catalog operation through the proxy core (its cache, coalescing and breaker). */
export type Call = (
  gateway: GatewayId,
  opId: OperationId,
  path: Record<string, string>,
  query: Record<string, string>,
  signal: AbortSignal,
) => Promise<CallAnswer>

export class FeedError extends Error {}

function describe(a: CallAnswer, gateway: GatewayId): string {
  const e = toGatewayError(a.status, a.body, gateway)
  if (e.error.startsWith('HTTP ')) return `HTTP ${a.status}`
  return `${e.error}${e.detail ? `: ${e.detail}` : ''}`.slice(0, 200)
}

/** 2xx: the body; 4xx: not there (yet); anything else is a failure worth a retry. */
export async function read(
  call: Call,
  gateway: GatewayId,
  opId: OperationId,
  path: Record<string, string>,
  query: Record<string, string>,
  signal: AbortSignal,
): Promise<unknown | null> {
  const a = await call(gateway, opId, path, query, signal)
  if (a.status >= 200 && a.status < 300) return a.body
  if (a.status >= 400 && a.status < 500 && a.status !== 429 && a.status !== 408) return null
  throw new FeedError(`${opId}: ${describe(a, gateway)}`)
}

/**
 * The highest height that exists, by probing: up from `guess` in growing steps while blocks exist, or down
 * while they do not, then bisecting. About 2·log2(distance) probes.
 */
export async function findHead(exists: (h: bigint) => Promise<boolean>, guess: bigint, min = 1n): Promise<bigint> {
  let lo: bigint
  let hi: bigint
  let step = 1n
  if (await exists(guess)) {
    lo = guess
    while (await exists(lo + step)) {
      lo += step
      step *= 2n
    }
    hi = lo + step
  } else {
    hi = guess
    for (;;) {
      const probe = hi - step
      if (probe < min) {
        if (!(await exists(min))) throw new FeedError('no block exists yet')
        lo = min
        break
      }
      if (await exists(probe)) {
        lo = probe
        break
      }
      hi = probe
      step *= 2n
    }
  }
  while (hi - lo > 1n) {
    const mid = (lo + hi) / 2n
    if (await exists(mid)) lo = mid
    else hi = mid
  }
  return lo
}

const offers = (gateway: GatewayId, opId: OperationId) => getOperation(opId).gateways.includes(gateway)

/** The cosmos block-by-height operation a gateway offers, best first; undefined when it has none. */
export function cosmosBlockOp(gateway: GatewayId): OperationId | undefined {
  return (['cosmos.base.block', 'cosmos.tx.blockTxs'] as const).find((id) => offers(gateway, id))
}

export function cosmosChain(network: NetworkId, gateway: GatewayId, call: Call): Chain | undefined {
  const byHeight = cosmosBlockOp(gateway)
  if (!byHeight) return undefined
  const latest = offers(gateway, 'cosmos.base.latestBlock') ? 'cosmos.base.latestBlock' : undefined
  const block = async (h: bigint, signal: AbortSignal) => {
    const body = await read(call, gateway, byHeight, { height: h.toString() }, {}, signal)
    return body === null ? null : (cosmosBlock(network, body) ?? null)
  }
  return {
    block,
    async head(signal) {
      if (latest) {
        const s = cosmosBlock(network, await read(call, gateway, latest, {}, {}, signal))
        if (s) return BigInt(s.height)
      }
      return findHead(async (h) => (await block(h, signal)) !== null, 1n)
    },
  }
}

export function shardedChain(network: NetworkId, gateway: GatewayId, call: Call, now: () => number = Date.now): Chain {
  let roundMs: number | undefined
  const block = async (n: bigint, signal: AbortSignal): Promise<BlockSummary | null> => {
    const body = await read(call, gateway, 'sharded.hyperblock.byNonce', { nonce: n.toString() }, {}, signal)
    return body === null ? null : (shardedHyperblock(network, body) ?? null)
  }
  return {
    block,
    async head(signal) {
      // Rounds since genesis bound the metachain nonce from above (a missed round produces no block).
      const cfg = (await read(call, gateway, 'sharded.network.config', {}, {}, signal)) as {
        data?: { config?: Record<string, unknown> }
      } | null
      const c = cfg?.data?.config ?? {}
      const start = intString(c.erd_start_time)
      const round = intString(c.erd_round_duration)
      if (round && round.length < 10) roundMs = Number(round)
      let guess = 1n
      if (start && round && round !== '0') {
        const rounds = (BigInt(now()) - BigInt(start) * 1000n) / BigInt(round)
        if (rounds > guess) guess = rounds
      }
      return findHead(async (n) => (await block(n, signal)) !== null, guess)
    },
    intervalMs: () => roundMs,
  }
}

export function ledgerChain(network: NetworkId, gateway: GatewayId, call: Call): Chain {
  return {
    async head(signal) {
      const status = (await read(call, gateway, 'node.status', {}, {}, signal)) as Record<string, unknown> | null
      const round = intString(status?.['last-round'])
      if (round === undefined) throw new FeedError('node.status: no last-round in the answer')
      return BigInt(round)
    },
    async block(round, signal) {
      const body = await read(call, gateway, 'node.blocks.get', { round: round.toString() }, { format: 'json' }, signal)
      return body === null ? null : (ledgerBlock(network, body) ?? null)
    },
    async waitAfter(round, signal) {
      await read(call, gateway, 'node.status.waitForBlockAfter', { round: round.toString() }, {}, signal)
    },
  }
}
