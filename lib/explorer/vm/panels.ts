/** VM ledger pages. */
import type { CallInput } from '@/lib/client/resolve'
import { primaryGateway, type NetworkId } from '@/lib/networks'
import { panel, type PageDefs } from '../panels'

export const vmBlockPage = (network: NetworkId, revision: string): PageDefs => {
  const g = primaryGateway(network)
  const call: CallInput = { gateway: g, opId: 'vm.blocks.get', path: { revision } }
  return {
    panels: [panel('block', 'Block', call, 'vm.blockHeader'), panel('txs', 'Transactions', call, 'vm.blockTxs')],
  }
}

export const vmTxPage = (network: NetworkId, id: string): PageDefs => {
  const g = primaryGateway(network)
  const tx: CallInput = { gateway: g, opId: 'vm.transactions.get', path: { id } }
  const receipt: CallInput = { gateway: g, opId: 'vm.transactions.receipt', path: { id } }
  return {
    panels: [
      panel('tx', 'Transaction', tx, 'vm.txSummary'),
      panel('receipt', 'Receipt', receipt, 'vm.receipt'),
      panel('clauses', 'Clauses', tx, 'vm.txClauses', { wide: true }),
      panel('logs', 'Transfers and events', receipt, 'vm.receiptLogs', { wide: true }),
    ],
  }
}

export const vmAccountPage = (network: NetworkId, address: string): PageDefs => {
  const g = primaryGateway(network)
  return {
    panels: [
      panel('account', 'Account', { gateway: g, opId: 'vm.accounts.get', path: { address } }, 'vm.account'),
      panel('code', 'Code', { gateway: g, opId: 'vm.accounts.code', path: { address } }, 'vm.code'),
    ],
  }
}

export const vmOverview = (network: NetworkId): PageDefs => {
  const g = primaryGateway(network)
  return {
    panels: [
      panel('committee', 'Consensus committee', { gateway: g, opId: 'vm.node.committee' }, 'vm.committee', {
        wide: true,
      }),
      panel('peers', 'Peers', { gateway: g, opId: 'vm.node.peers' }, 'vm.peers', { wide: true }),
    ],
  }
}
