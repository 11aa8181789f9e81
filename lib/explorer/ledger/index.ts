/** Ledger (node + indexer) adapters, loaded only by ledger pages. */
import type { Adapter } from '../view'
import * as ledger from './adapters'
import { ledgerAppBoxes, ledgerAppLogs, ledgerBox } from './app-data'
import { ledgerAppCall, ledgerInnerTxs, ledgerStateChanges } from './app-call'
import { ledgerAppGlobalState, ledgerApplication, ledgerAppPrograms } from './application'
import { ledgerAsset, ledgerAssetHolders, ledgerAssetSupply } from './asset'
import { ledgerGroupFlow } from './group'
import { ledgerTxSignature } from './tx-signature'
import { ledgerTxSummary } from './tx-summary'

export const ledgerAdapters = {
  'ledger.blockHeader': ledger.ledgerBlockHeader,
  'ledger.blockTxs': ledger.ledgerBlockTxs,
  'ledger.txSummary': ledgerTxSummary,
  'ledger.txSignature': ledgerTxSignature,
  'ledger.appCall': ledgerAppCall,
  'ledger.stateChanges': ledgerStateChanges,
  'ledger.innerTxs': ledgerInnerTxs,
  'ledger.txList': ledger.ledgerTxList_,
  'ledger.groupFlow': ledgerGroupFlow,
  'ledger.account': ledger.ledgerAccountSummary,
  'ledger.assets': ledger.ledgerAccountAssets,
  'ledger.apps': ledger.ledgerAccountApps,
  'ledger.asset': ledgerAsset,
  'ledger.assetSupply': ledgerAssetSupply,
  'ledger.assetHolders': ledgerAssetHolders,
  'ledger.application': ledgerApplication,
  'ledger.appGlobalState': ledgerAppGlobalState,
  'ledger.appPrograms': ledgerAppPrograms,
  'ledger.appBoxes': ledgerAppBoxes,
  'ledger.box': ledgerBox,
  'ledger.appLogs': ledgerAppLogs,
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
