import 'server-only'
import { getNetwork, type NetworkId, type NetworkKind } from '@/lib/networks'
import { cosmosOverviewData } from './cosmos'
import { ledgerOverviewData } from './ledger'
import type { Overview } from './model'
import { shardedOverviewData } from './sharded'
import { vmOverviewData } from './vm'

const BY_KIND: Readonly<Record<NetworkKind, (network: NetworkId) => Promise<Overview>>> = {
  cosmos: cosmosOverviewData,
  vm: vmOverviewData,
  sharded: shardedOverviewData,
  node: ledgerOverviewData,
}

/** The overview of a network, from the catalog calls its gateways offer. */
export function overviewData(network: NetworkId): Promise<Overview> {
  return BY_KIND[getNetwork(network).kind](network)
}
