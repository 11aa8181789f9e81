import 'server-only'
import type { CosmosGatewayId } from '@/lib/catalog/types'
import { NETWORKS, type NetworkId } from '@/lib/networks'
import { cosmosOverviewData } from './cosmos'
import { ledgerOverviewData } from './ledger'
import type { Overview } from './model'
import { shardedOverviewData } from './sharded'
import { vmOverviewData } from './vm'

/** The overview of a network, from the catalog calls its gateways offer. */
export function overviewData(network: NetworkId): Promise<Overview> {
  if (network === 'vm') return vmOverviewData()
  if (network === 'sharded') return shardedOverviewData()
  if (network === 'ledger') return ledgerOverviewData()
  if (NETWORKS[network].kind === 'cosmos') return cosmosOverviewData(network as CosmosGatewayId)
  return Promise.resolve({
    stats: [],
    blocks: { unavailable: 'No block queries.' },
    txs: { unavailable: 'No transaction queries.' },
    chart: [],
  })
}
