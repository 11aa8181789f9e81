/** Page content per network kind: dispatches to the kind's panel definitions. */
import type { CosmosGatewayId } from '@/lib/catalog/types'
import { NETWORKS, type NetworkId } from '@/lib/networks'
import { cosmosAccountPage, cosmosBlockPage, cosmosOverview, cosmosTxPage } from './cosmos/panels'
import type { PageDefs } from './panels'

const todo = (network: NetworkId, what: string): PageDefs => ({ unsupported: `${what} pages for ${NETWORKS[network].name} are not built yet.` })

export function blockPage(network: NetworkId, id: string): PageDefs {
  if (NETWORKS[network].kind === 'cosmos') return cosmosBlockPage(network as CosmosGatewayId, id)
  return todo(network, 'Block')
}

export function txPage(network: NetworkId, id: string): PageDefs {
  if (NETWORKS[network].kind === 'cosmos') return cosmosTxPage(network as CosmosGatewayId, id)
  return todo(network, 'Transaction')
}

export function accountPage(network: NetworkId, id: string): PageDefs {
  if (NETWORKS[network].kind === 'cosmos') return cosmosAccountPage(network as CosmosGatewayId, id)
  return todo(network, 'Account')
}

export function overviewPage(network: NetworkId): PageDefs {
  if (NETWORKS[network].kind === 'cosmos') return cosmosOverview(network as CosmosGatewayId)
  return todo(network, 'Overview')
}
