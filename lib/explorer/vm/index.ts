/** VM ledger adapters, loaded only by VM pages. */
import type { Adapter } from '../view'
import * as vm from './adapters'

export const vmAdapters = {
  'vm.blockHeader': vm.vmBlockHeader,
  'vm.blockTxs': vm.vmBlockTxs,
  'vm.txSummary': vm.vmTxSummary,
  'vm.txClauses': vm.vmTxClauses,
  'vm.receipt': vm.vmReceipt,
  'vm.receiptLogs': vm.vmReceiptLogs,
  'vm.account': vm.vmAccount,
  'vm.code': vm.vmCode,
  'vm.list': vm.vmList,
} satisfies Record<string, Adapter>
