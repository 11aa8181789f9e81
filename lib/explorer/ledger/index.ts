/** Ledger (node + indexer) adapters, loaded only by ledger pages. */
import type { Adapter } from '../view'
import * as ledger from './adapters'
import { ledgerApplication } from './application'

export const ledgerAdapters = {
  'ledger.blockHeader': ledger.ledgerBlockHeader,
  'ledger.blockTxs': ledger.ledgerBlockTxs,
  'ledger.txSummary': ledger.ledgerTxSummary,
  'ledger.txList': ledger.ledgerTxList_,
  'ledger.account': ledger.ledgerAccountSummary,
  'ledger.assets': ledger.ledgerAccountAssets,
  'ledger.apps': ledger.ledgerAccountApps,
  'ledger.application': ledgerApplication,
} satisfies Record<string, Adapter>

/** The indexer's account answer (`{account, current-round}`) through the node-shaped account adapters (?at= reads). */
const unwrap =
  (a: Adapter): Adapter =>
  (body, ctx) =>
    a(body && typeof body === 'object' && 'account' in body ? (body as { account: unknown }).account : body, ctx)
export const ledgerAtAdapters = {
  'ledger.accountAt': unwrap(ledger.ledgerAccountSummary),
  'ledger.assetsAt': unwrap(ledger.ledgerAccountAssets),
  'ledger.appsAt': unwrap(ledger.ledgerAccountApps),
} satisfies Record<string, Adapter>
