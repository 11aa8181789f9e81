/**
 * Which catalog operation serves which record on each network: the head, a block, a transaction, an account.
 * Server-side only in practice (it loads the catalog); pages and the search-target table derive from it, so a
 * network that lacks an operation simply has no such page and says so.
 */
import { getOperation, type GatewayId, type OperationId } from '@/lib/catalog'
import { encodeBech32 } from '@/lib/format/address'
import {
  gatewayDef,
  getNetwork,
  networkIds,
  registryVersion,
  type Network,
  type NetworkId,
  type NetworkKind,
} from '@/lib/networks'
import type { LookupTarget, SearchTargets } from '@/lib/search/targets'
import type { CallInput } from '@/lib/client/resolve'

interface Lookup {
  gateway: GatewayId
  opId: OperationId
  param: string
  fixed?: Record<string, string>
  query?: Record<string, string>
  /** The id goes in the query under `param` (a denomination's supply); found only where its amount is not 0. */
  inQuery?: true
}

export interface NetworkRecords {
  /** The latest block / round / status. */
  head?: Lookup
  block?: Lookup
  tx?: Lookup
  /** Accounts always have a page (panels decide what the gateway offers); this is the existence check, if any. */
  account?: Lookup
  denom?: Lookup
}

const lookup = (gateway: GatewayId, opId: OperationId, param: string, more: Partial<Lookup> = {}): Lookup => ({
  gateway,
  opId,
  param,
  ...more,
})

/** The first of `opIds` the gateway serves. */
function firstServed(g: GatewayId, opIds: readonly OperationId[], param: string): Lookup | undefined {
  const opId = opIds.find((id) => getOperation(id).gateways.includes(g))
  return opId && lookup(g, opId, param)
}

/** The gateway of a network that has the given kind (the ledger's node and indexer). */
const gatewayOfKind = (n: Network, kind: string): GatewayId | undefined =>
  n.gateways.find((g) => gatewayDef(g).kind === kind)

/** Per network kind, from what the network's gateways serve: a gateway without an operation simply has no such page. */
const KIND_RECORDS: Readonly<Record<NetworkKind, (n: Network) => NetworkRecords>> = {
  cosmos: (n) => {
    const g = n.gateways[0]!
    return {
      // Without a block query, the height an IBC channel list was answered at is the head.
      head: firstServed(g, ['cosmos.base.latestBlock', 'cosmos.ibc.channel.channels'], ''),
      block: firstServed(g, ['cosmos.tx.blockTxs', 'cosmos.base.block'], 'height'),
      tx: firstServed(g, ['cosmos.tx.tx'], 'hash'),
      // A chain without the transfer module's traces still knows the vouchers it holds: their supply is not 0.
      denom:
        firstServed(g, ['cosmos.ibc.transfer.denomTrace'], 'hash') ??
        (getOperation('cosmos.bank.supplyOf').gateways.includes(g)
          ? lookup(g, 'cosmos.bank.supplyOf', 'denom', { inQuery: true })
          : undefined),
    }
  },
  vm: (n) => {
    const g = n.gateways[0]!
    return {
      head: lookup(g, 'vm.blocks.get', 'revision', { fixed: { revision: 'best' } }),
      block: lookup(g, 'vm.blocks.get', 'revision'),
      tx: lookup(g, 'vm.transactions.get', 'id'),
      account: lookup(g, 'vm.accounts.get', 'address'),
    }
  },
  sharded: (n) => {
    const g = n.gateways[0]!
    const prefix = n.address.kind === 'bech32-sharded' ? n.address.prefix : 'erd'
    return {
      // No status operation in the specification: the state block (`blockInfo`) of an address query is the
      // metachain head. The all-zero system account always exists, so its query always carries one.
      head: lookup(g, 'sharded.address.get', 'address', {
        fixed: { address: encodeBech32(prefix, new Uint8Array(32)) },
      }),
      block: lookup(g, 'sharded.hyperblock.byNonce', 'nonce'),
      tx: lookup(g, 'sharded.transaction.get', 'txhash', { query: { withResults: 'true' } }),
      account: lookup(g, 'sharded.address.get', 'address'),
    }
  },
  node: (n) => {
    const node = gatewayOfKind(n, 'node')!
    const indexer = gatewayOfKind(n, 'indexer')
    return {
      head: lookup(node, 'node.status', ''),
      ...(indexer && {
        block: lookup(indexer, 'indexer.blocks.get', 'round-number'),
        tx: lookup(indexer, 'indexer.transactions.get', 'txid'),
      }),
      account: lookup(node, 'node.accounts.get', 'address'),
    }
  },
}

const cache = new Map<NetworkId, { version: number; records: NetworkRecords }>()

/** Which operation serves the head, a block, a transaction, an account and a denomination on a network. */
export function recordsOf(id: NetworkId): NetworkRecords {
  const version = registryVersion()
  const hit = cache.get(id)
  if (hit?.version === version) return hit.records
  const n = getNetwork(id)
  const records = KIND_RECORDS[n.kind](n)
  cache.set(id, { version, records })
  return records
}

/** A record call with its id filled in. */
export function recordCall(l: Lookup, id?: string): CallInput {
  return {
    gateway: l.gateway,
    opId: l.opId,
    path: { ...l.fixed, ...(l.param && id !== undefined ? { [l.param]: id } : {}) },
    ...(l.query && { query: l.query }),
  }
}

function target(l: Lookup): LookupTarget {
  const op = getOperation(l.opId)
  const greedy = op.params.filter((p) => p.greedy).map((p) => p.name)
  return {
    gateway: l.gateway,
    template: op.path,
    param: l.param,
    ...(l.fixed && { fixed: l.fixed }),
    ...(greedy.length && { greedy }),
    ...(l.inQuery && { inQuery: true, present: 'amount' as const }),
  }
}

/** The search box's existence checks, derived from RECORDS and the catalog. */
export function searchTargets(): SearchTargets {
  const out: SearchTargets = {}
  for (const n of networkIds()) {
    const r = recordsOf(n)
    out[n] = {
      ...(r.block && { block: target(r.block) }),
      ...(r.tx && { tx: target(r.tx) }),
      account: 'page-only',
      ...(r.denom && { denom: target(r.denom) }),
      // A packet id names its channel: the channel's existence is what a network can check cheaply.
      ...(getNetwork(n).kind === 'cosmos' && {
        packet: {
          ...target(lookup(getNetwork(n).gateways[0]!, 'cosmos.ibc.channel.channel', 'channel_id')),
          split: ['port_id', 'channel_id'],
        },
      }),
    }
  }
  return out
}
