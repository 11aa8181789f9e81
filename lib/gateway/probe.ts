import type { GatewayId } from '@/lib/catalog/types'
import type { ProbeSpec } from './core'

/**
 * The half-open probe of each gateway: a query that answers for everyone (the head, the status, a parameter set),
 * so a healthy gateway always answers it 200. `channels` with a page of one is the cheapest such call every SDK
 * gateway offers (Exchange, Platform and Classic have no block queries).
 */
export const GATEWAY_PROBES: Record<Exclude<GatewayId, 'kmd'>, ProbeSpec> = {
  hub: { opId: 'cosmos.base.latestBlock' },
  staking: { opId: 'cosmos.base.latestBlock' },
  exchange: { opId: 'cosmos.ibc.channel.channels', query: { 'pagination.limit': '1' } },
  platform: { opId: 'cosmos.ibc.channel.channels', query: { 'pagination.limit': '1' } },
  classic: { opId: 'cosmos.ibc.channel.channels', query: { 'pagination.limit': '1' } },
  vm: { opId: 'vm.blocks.get', path: { revision: 'best' } },
  sharded: { opId: 'sharded.network.config' },
  supply: { opId: 'supply.total' },
  node: { opId: 'node.status' },
  indexer: { opId: 'indexer.health' },
}
