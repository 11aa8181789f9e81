/** VM ledger pages. */
import type { CallInput } from '@/lib/client/resolve'
import { panel, type PageDefs } from '../panels'

export const vmBlockPage = (revision: string): PageDefs => {
  const call: CallInput = { gateway: 'vm' as const, opId: 'vm.blocks.get', path: { revision } }
  return {
    panels: [panel('block', 'Block', call, 'vm.blockHeader'), panel('txs', 'Transactions', call, 'vm.blockTxs')],
  }
}

export const vmTxPage = (id: string): PageDefs => {
  const tx: CallInput = { gateway: 'vm' as const, opId: 'vm.transactions.get', path: { id } }
  const receipt: CallInput = { gateway: 'vm' as const, opId: 'vm.transactions.receipt', path: { id } }
  return {
    panels: [
      panel('tx', 'Transaction', tx, 'vm.txSummary'),
      panel('receipt', 'Receipt', receipt, 'vm.receipt'),
      panel('clauses', 'Clauses', tx, 'vm.txClauses', { wide: true }),
      panel('logs', 'Transfers and events', receipt, 'vm.receiptLogs', { wide: true }),
    ],
  }
}

export const vmAccountPage = (address: string): PageDefs => ({
  panels: [
    panel('account', 'Account', { gateway: 'vm', opId: 'vm.accounts.get', path: { address } }, 'vm.account'),
    panel('code', 'Code', { gateway: 'vm', opId: 'vm.accounts.code', path: { address } }, 'vm.code'),
  ],
})

export const vmOverview = (): PageDefs => ({
  panels: [
    panel('committee', 'Consensus committee', { gateway: 'vm', opId: 'vm.node.committee' }, 'vm.committee', {
      wide: true,
    }),
    panel('peers', 'Peers', { gateway: 'vm', opId: 'vm.node.peers' }, 'vm.peers', { wide: true }),
  ],
})
