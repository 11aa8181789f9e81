/** Page content per network kind: dispatches to the kind's panel definitions. */
import { getNetwork, type NetworkId, type NetworkKind } from '@/lib/networks'
import { cosmosAccountPage, cosmosBlockPage, cosmosOverview, cosmosTxPage } from './cosmos/panels'
import { ledgerAccountPage, ledgerBlockPage, ledgerOverview, ledgerTxPage } from './ledger/panels'
import type { PageDefs } from './panels'
import { shardedAccountPage, shardedBlockPage, shardedOverview, shardedTxPage } from './sharded/panels'
import { vmAccountPage, vmBlockPage, vmOverview, vmTxPage } from './vm/panels'

interface KindPages {
  block(network: NetworkId, id: string, shard?: string): PageDefs
  tx(network: NetworkId, id: string): PageDefs
  account(network: NetworkId, id: string): PageDefs
  overview(network: NetworkId): PageDefs
}

const KIND_PAGES: Readonly<Record<NetworkKind, KindPages>> = {
  cosmos: { block: cosmosBlockPage, tx: cosmosTxPage, account: cosmosAccountPage, overview: cosmosOverview },
  vm: { block: vmBlockPage, tx: vmTxPage, account: vmAccountPage, overview: vmOverview },
  sharded: { block: shardedBlockPage, tx: shardedTxPage, account: shardedAccountPage, overview: shardedOverview },
  node: { block: ledgerBlockPage, tx: ledgerTxPage, account: ledgerAccountPage, overview: ledgerOverview },
}

const pagesOf = (network: NetworkId): KindPages => KIND_PAGES[getNetwork(network).kind]

/** `shard` selects one shard's block on the sharded ledger (`?shard=`); other kinds ignore it. */
export const blockPage = (network: NetworkId, id: string, shard?: string): PageDefs =>
  pagesOf(network).block(network, id, shard)
export const txPage = (network: NetworkId, id: string): PageDefs => pagesOf(network).tx(network, id)
export const accountPage = (network: NetworkId, id: string): PageDefs => pagesOf(network).account(network, id)
export const overviewPage = (network: NetworkId): PageDefs => pagesOf(network).overview(network)
