import 'server-only'
import { recordsOf } from '@/lib/explorer/records'
import { cosmosChain, ledgerChain, read, shardedChain, type Call } from '@/lib/live/feeds/chains'
import { gatewayOfKind, getNetwork, primaryGateway, type GatewayId, type NetworkId } from '@/lib/networks'
import { cosmosBlockOf, cosmosHeader, cosmosTx, rawTxHashes } from './extract/cosmos'
import { ledgerBlock, nodeBlockHash } from './extract/ledger'
import { shardedBlock } from './extract/sharded'
import { vmBlockOf, vmFeeDenom, vmHeader, vmTx } from './extract/vm'
import type { ExtractedBlock } from './types'

/**
 * How the index reads a network: the same catalog operations the live feed and the record pages use (recordsOf,
 * lib/live/feeds/chains), through the injected `call` (the proxy core in production: its cache, coalescing and
 * breaker). A missing block is null (not produced yet, or pruned); a failing gateway throws.
 */
export interface BlockSource {
  /** Lowest height the ledger has (its genesis). */
  first: bigint
  /** The denomination fees are paid in, for the fee totals. */
  feeDenom: string
  head(signal: AbortSignal): Promise<bigint>
  block(height: bigint, signal: AbortSignal): Promise<ExtractedBlock | null>
  /** Just the block's identity, for finding where two chains part (cheaper than `block` where it can be). */
  ref(height: bigint, signal: AbortSignal): Promise<{ hash?: string; parentHash?: string } | null>
}

/** Why a network cannot be indexed, in words; undefined when it can. */
export function unindexable(network: NetworkId): string | undefined {
  const r = recordsOf(network)
  // SDK blocks carry raw transactions only: each is read by hash, so both operations are needed.
  if (r.block && (getNetwork(network).kind !== 'cosmos' || r.tx)) return undefined
  return `The ${getNetwork(network).name} gateway offers no block or transaction operation, so the explorer cannot index its history.`
}

function cosmosSource(network: NetworkId, call: Call, prefix: string): BlockSource {
  const g = primaryGateway(network)
  const op = recordsOf(network).block!.opId
  const chain = cosmosChain(network, g, call)!
  const header = async (h: bigint, signal: AbortSignal) => {
    const body = await read(call, g, op, { height: h.toString() }, {}, signal)
    return body === null ? null : (cosmosHeader(body) ?? null)
  }
  return {
    first: 1n,
    feeDenom: getNetwork(network).denom.base,
    head: (signal) => chain.head(signal),
    ref: header,
    async block(h, signal) {
      const hd = await header(h, signal)
      if (!hd) return null
      const txs = await Promise.all(
        rawTxHashes(hd).map(async (hash, i) => {
          if (!hash) return undefined
          const body = await read(call, g, 'cosmos.tx.tx', { hash }, {}, signal)
          return body === null ? undefined : cosmosTx(i, body, prefix)
        }),
      )
      return cosmosBlockOf(hd, txs)
    },
  }
}

function vmSource(network: NetworkId, call: Call): BlockSource {
  const g = primaryGateway(network)
  const header = async (h: bigint | 'best', signal: AbortSignal) => {
    const body = await read(call, g, 'vm.blocks.get', { revision: h.toString() }, {}, signal)
    return body === null ? null : (vmHeader(network, body) ?? null)
  }
  return {
    first: 0n,
    feeDenom: vmFeeDenom(network),
    async head(signal) {
      const best = await header('best', signal)
      if (!best) throw new Error('vm.blocks.get best: no block in the answer')
      return best.height
    },
    ref: header,
    async block(h, signal) {
      const hd = await header(h, signal)
      if (!hd) return null
      const txs = await Promise.all(
        hd.txIds.map(async (id, i) => {
          const [tx, receipt] = await Promise.all([
            read(call, g, 'vm.transactions.get', { id }, {}, signal),
            read(call, g, 'vm.transactions.receipt', { id }, {}, signal),
          ])
          return tx === null ? undefined : vmTx(network, i, tx, receipt ?? undefined)
        }),
      )
      return vmBlockOf(hd, txs)
    },
  }
}

function shardedSource(network: NetworkId, call: Call): BlockSource {
  const g = primaryGateway(network)
  const chain = shardedChain(network, g, call)
  const block = async (h: bigint, signal: AbortSignal) => {
    const body = await read(call, g, 'sharded.hyperblock.byNonce', { nonce: h.toString() }, {}, signal)
    return body === null ? null : (shardedBlock(network, body) ?? null)
  }
  return { first: 1n, feeDenom: getNetwork(network).denom.base, head: (s) => chain.head(s), block, ref: block }
}

function ledgerSource(network: NetworkId, node: GatewayId, indexer: GatewayId, call: Call): BlockSource {
  const chain = ledgerChain(network, node, call)
  const hash = async (h: bigint, signal: AbortSignal) => {
    const body = await read(call, node, 'node.blocks.hash', { round: h.toString() }, {}, signal)
    return body === null ? undefined : nodeBlockHash(body)
  }
  return {
    first: 0n,
    feeDenom: getNetwork(network).denom.base,
    head: (s) => chain.head(s),
    async block(h, signal) {
      const [body, own] = await Promise.all([
        read(call, indexer, 'indexer.blocks.get', { 'round-number': h.toString() }, {}, signal),
        hash(h, signal),
      ])
      return body === null ? null : (ledgerBlock(network, body, own) ?? null)
    },
    async ref(h, signal) {
      const own = await hash(h, signal)
      return own ? { hash: own } : null
    },
  }
}

/** The source of a network, or undefined when its gateway cannot be indexed. */
export function sourceOf(network: NetworkId, call: Call, prefix?: string): BlockSource | undefined {
  if (unindexable(network)) return undefined
  const n = getNetwork(network)
  if (n.kind === 'cosmos')
    return cosmosSource(network, call, prefix ?? (n.address.kind === 'bech32' ? n.address.prefix : ''))
  if (n.kind === 'vm') return vmSource(network, call)
  if (n.kind === 'sharded') return shardedSource(network, call)
  if (n.kind === 'node') {
    const node = gatewayOfKind(network, 'node')
    const indexer = gatewayOfKind(network, 'indexer')
    return node && indexer ? ledgerSource(network, node, indexer, call) : undefined
  }
  return undefined
}
