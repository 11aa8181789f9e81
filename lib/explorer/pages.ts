/** Page content per network kind: dispatches to the kind's panel definitions. */
import type { CosmosGatewayId } from '@/lib/catalog/types'
import { NETWORKS, type NetworkId } from '@/lib/networks'
import { cosmosAccountPage, cosmosBlockPage, cosmosOverview, cosmosTxPage } from './cosmos/panels'
import { ledgerAccountPage, ledgerBlockPage, ledgerOverview, ledgerTxPage } from './ledger/panels'
import type { PageDefs } from './panels'
import { shardedAccountPage, shardedBlockPage, shardedOverview, shardedTxPage } from './sharded/panels'
import { vmAccountPage, vmBlockPage, vmOverview, vmTxPage } from './vm/panels'

const cosmos = (n: NetworkId) => n as CosmosGatewayId

/** `shard` selects one shard's block on the sharded ledger (`?shard=`); other kinds ignore it. */
export function blockPage(network: NetworkId, id: string, shard?: string): PageDefs {
  if (network === 'vm') return vmBlockPage(id)
  if (network === 'sharded') return shardedBlockPage(id, shard)
  if (network === 'ledger') return ledgerBlockPage(id)
  return cosmosBlockPage(cosmos(network), id)
}

export function txPage(network: NetworkId, id: string): PageDefs {
  if (network === 'vm') return vmTxPage(id)
  if (network === 'sharded') return shardedTxPage(id)
  if (network === 'ledger') return ledgerTxPage(id)
  return cosmosTxPage(cosmos(network), id)
}

export function accountPage(network: NetworkId, id: string): PageDefs {
  if (network === 'vm') return vmAccountPage(id)
  if (network === 'sharded') return shardedAccountPage(id)
  if (network === 'ledger') return ledgerAccountPage(id)
  return cosmosAccountPage(cosmos(network), id)
}

export function overviewPage(network: NetworkId): PageDefs {
  if (network === 'vm') return vmOverview()
  if (network === 'sharded') return shardedOverview()
  if (network === 'ledger') return ledgerOverview()
  return NETWORKS[network].kind === 'cosmos'
    ? cosmosOverview(cosmos(network))
    : { unsupported: 'No overview for this network.' }
}
