/** Ledger network pages: rounds and transactions from the indexer, accounts from the node plus indexer history. */
import type { CallInput } from '@/lib/client/resolve'
import { panel, type PageDefs } from '../panels'

export const ledgerBlockPage = (round: string): PageDefs => {
  const call: CallInput = { gateway: 'indexer' as const, opId: 'indexer.blocks.get', path: { 'round-number': round } }
  return {
    panels: [
      panel('block', 'Round', call, 'ledger.blockHeader'),
      panel('txs', 'Transactions', call, 'ledger.blockTxs', { wide: true }),
    ],
  }
}

export const ledgerTxPage = (id: string): PageDefs => ({
  panels: [
    panel(
      'tx',
      'Transaction',
      { gateway: 'indexer', opId: 'indexer.transactions.get', path: { txid: id } },
      'ledger.txSummary',
      { wide: true },
    ),
  ],
})

export const ledgerAccountPage = (address: string): PageDefs => {
  const node: CallInput = { gateway: 'node' as const, opId: 'node.accounts.get', path: { address } }
  return {
    panels: [
      panel('account', 'Account', node, 'ledger.account'),
      panel('assets', 'Assets', node, 'ledger.assets'),
      panel('apps', 'Applications and local state', node, 'ledger.apps', { wide: true }),
      panel(
        'txs',
        'Transactions (indexer)',
        { gateway: 'indexer', opId: 'indexer.accounts.transactions', path: { 'account-id': address } },
        'ledger.txList',
        { wide: true },
      ),
    ],
  }
}

export const ledgerOverview = (): PageDefs => ({
  panels: [
    panel(
      'recent',
      'Transaction history (indexer)',
      { gateway: 'indexer', opId: 'indexer.transactions.search' },
      'ledger.txList',
      { wide: true },
    ),
    panel('params', 'Transaction parameters', { gateway: 'node', opId: 'node.transactions.params' }, 'record'),
    panel('versions', 'Node software', { gateway: 'node', opId: 'node.versions' }, 'record'),
  ],
})
