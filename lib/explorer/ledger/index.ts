/** Ledger (node + indexer) adapters, loaded only by ledger pages. */
import type { Adapter } from '../view'
import * as ledger from './adapters'

export const ledgerAdapters = {
  'ledger.blockHeader': ledger.ledgerBlockHeader,
  'ledger.blockTxs': ledger.ledgerBlockTxs,
  'ledger.txSummary': ledger.ledgerTxSummary,
  'ledger.txList': ledger.ledgerTxList_,
  'ledger.account': ledger.ledgerAccountSummary,
  'ledger.assets': ledger.ledgerAccountAssets,
  'ledger.apps': ledger.ledgerAccountApps,
} satisfies Record<string, Adapter>
