/**
 * Which catalog operation serves which record on each network: the head, a block, a transaction, an account.
 * Server-side only in practice (it loads the catalog); pages and the search-target table derive from it, so a
 * network that lacks an operation simply has no such page and says so.
 */
import { getOperation, type GatewayId, type OperationId } from '@/lib/catalog'
import { NETWORKS, type NetworkId } from '@/lib/networks'
import type { LookupTarget, SearchTargets } from '@/lib/search/targets'
import type { CallInput } from '@/lib/client/resolve'

interface Lookup {
  gateway: GatewayId
  opId: OperationId
  param: string
  fixed?: Record<string, string>
  query?: Record<string, string>
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

/** The all-zero system account of the sharded ledger: always present, so its query always carries blockInfo. */
const SYSTEM_ADDRESS = 'shd1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqk7hg5s'

const cosmosTx = (g: GatewayId): Lookup => ({ gateway: g, opId: 'cosmos.tx.tx', param: 'hash' })
const trace = (g: GatewayId): Lookup => ({ gateway: g, opId: 'cosmos.ibc.transfer.denomTrace', param: 'hash' })

export const RECORDS: Record<NetworkId, NetworkRecords> = {
  hub: {
    head: { gateway: 'hub', opId: 'cosmos.base.latestBlock', param: '' },
    block: { gateway: 'hub', opId: 'cosmos.tx.blockTxs', param: 'height' },
    tx: cosmosTx('hub'),
  },
  staking: {
    head: { gateway: 'staking', opId: 'cosmos.base.latestBlock', param: '' },
    block: { gateway: 'staking', opId: 'cosmos.base.block', param: 'height' },
    tx: cosmosTx('staking'),
  },
  exchange: { head: { gateway: 'exchange', opId: 'cosmos.ibc.channel.channels', param: '' }, denom: trace('exchange') },
  platform: {
    head: { gateway: 'platform', opId: 'cosmos.ibc.channel.channels', param: '' },
    block: { gateway: 'platform', opId: 'cosmos.tx.blockTxs', param: 'height' },
    tx: cosmosTx('platform'),
    denom: trace('platform'),
  },
  classic: { head: { gateway: 'classic', opId: 'cosmos.ibc.channel.channels', param: '' }, denom: trace('classic') },
  vm: {
    head: { gateway: 'vm', opId: 'vm.blocks.get', param: 'revision', fixed: { revision: 'best' } },
    block: { gateway: 'vm', opId: 'vm.blocks.get', param: 'revision' },
    tx: { gateway: 'vm', opId: 'vm.transactions.get', param: 'id' },
    account: { gateway: 'vm', opId: 'vm.accounts.get', param: 'address' },
  },
  sharded: {
    // No status operation: the state block (`blockInfo`) of an address query is the metachain head.
    head: { gateway: 'sharded', opId: 'sharded.address.get', param: 'address', fixed: { address: SYSTEM_ADDRESS } },
    block: { gateway: 'sharded', opId: 'sharded.hyperblock.byNonce', param: 'nonce' },
    tx: { gateway: 'sharded', opId: 'sharded.transaction.get', param: 'txhash', query: { withResults: 'true' } },
    account: { gateway: 'sharded', opId: 'sharded.address.get', param: 'address' },
  },
  ledger: {
    head: { gateway: 'node', opId: 'node.status', param: '' },
    block: { gateway: 'indexer', opId: 'indexer.blocks.get', param: 'round-number' },
    tx: { gateway: 'indexer', opId: 'indexer.transactions.get', param: 'txid' },
    account: { gateway: 'node', opId: 'node.accounts.get', param: 'address' },
  },
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
  return { gateway: l.gateway, template: getOperation(l.opId).path, param: l.param, ...(l.fixed && { fixed: l.fixed }) }
}

/** The search box's existence checks, derived from RECORDS and the catalog. */
export function searchTargets(): SearchTargets {
  const out: SearchTargets = {}
  for (const [n, r] of Object.entries(RECORDS) as [NetworkId, NetworkRecords][]) {
    out[n] = {
      ...(r.block && { block: target(r.block) }),
      ...(r.tx && { tx: target(r.tx) }),
      account: 'page-only',
      ...(r.denom && { denom: target(r.denom) }),
      // A packet id names its channel: the channel's existence is what a network can check cheaply.
      ...(NETWORKS[n].kind === 'cosmos' && {
        packet: {
          ...target({ gateway: NETWORKS[n].gateways[0]!, opId: 'cosmos.ibc.channel.channel', param: 'channel_id' }),
          split: ['port_id', 'channel_id'],
        },
      }),
    }
  }
  return out
}
