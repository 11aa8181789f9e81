/** Ledger network pages: rounds and transactions from the indexer, accounts from the node plus indexer history. */
import type { CallInput } from '@/lib/client/resolve'
import type { NetworkId } from '@/lib/networks'
import { panel, type PageDefs } from '../panels'
import { ledgerGateways } from './gateways'

export { ledgerTxPage } from './entity-panels'

export const ledgerBlockPage = (network: NetworkId, round: string): PageDefs => {
  const { indexer } = ledgerGateways(network)
  const call: CallInput = { gateway: indexer, opId: 'indexer.blocks.get', path: { 'round-number': round } }
  return {
    panels: [
      panel('block', 'Round', call, 'ledger.blockHeader'),
      panel('txs', 'Transactions', call, 'ledger.blockTxs', { wide: true }),
    ],
  }
}

export const ledgerAccountPage = (network: NetworkId, address: string): PageDefs => {
  const { node: nodeGateway, indexer } = ledgerGateways(network)
  const node: CallInput = { gateway: nodeGateway, opId: 'node.accounts.get', path: { address } }
  return {
    panels: [
      panel('account', 'Account', node, 'ledger.account'),
      panel('assets', 'Assets', node, 'ledger.assets'),
      panel('apps', 'Applications and local state', node, 'ledger.apps', { wide: true }),
      panel(
        'txs',
        'Transactions (indexer)',
        { gateway: indexer, opId: 'indexer.accounts.transactions', path: { 'account-id': address } },
        'ledger.txList',
        { wide: true },
      ),
    ],
  }
}

export const ledgerOverview = (network: NetworkId): PageDefs => {
  const { node } = ledgerGateways(network)
  return {
    // No transaction history panel: the indexer lists all transactions oldest first (from round 1) and has no order
    // parameter. The overview's recent transactions are newest first and link to the search, which pages newest first.
    panels: [
      panel('params', 'Transaction parameters', { gateway: node, opId: 'node.transactions.params' }, 'record'),
      panel('versions', 'Node software', { gateway: node, opId: 'node.versions' }, 'record'),
    ],
  }
}
