/** VM ledger adapters, loaded only by VM pages. */
import type { Adapter } from '../view'
import * as vm from './adapters'
import { vmCommittee, vmPeers } from './node'
import { vmTokenFacts, vmTokenTransfers } from './token'

export const vmAdapters = {
  'vm.blockHeader': vm.vmBlockHeader,
  'vm.blockTxs': vm.vmBlockTxs,
  'vm.txSummary': vm.vmTxSummary,
  'vm.txClauses': vm.vmTxClauses,
  'vm.receipt': vm.vmReceipt,
  'vm.receiptLogs': vm.vmReceiptLogs,
  'vm.account': vm.vmAccount,
  'vm.code': vm.vmCode,
  'vm.committee': vmCommittee,
  'vm.peers': vmPeers,
  'vm.tokenFacts': vmTokenFacts,
  'vm.tokenTransfers': vmTokenTransfers,
} satisfies Record<string, Adapter>
