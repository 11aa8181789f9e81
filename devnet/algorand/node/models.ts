import { modelsv2, type SignedTransaction } from 'algosdk'
import type { Ledger } from '../ledger/ledger'
import type { TxRecord } from '../ledger/records'
import * as shared from '../ledger/account-model'
import type { AccountState, AppState, AssetState, TealValue } from '../ledger/state'

/** algod response models (algosdk's generated classes, so field names and types follow the spec). */

const kv = (m: Map<string, TealValue>): modelsv2.TealKeyValue[] =>
  shared.tealEntries(m).map((e) => new modelsv2.TealKeyValue({ key: e.key, value: new modelsv2.TealValue(e.value) }))

const schema = (s: { ints: number; bytes: number }) => new modelsv2.ApplicationStateSchema(shared.schemaFields(s))

export function appParams(ledger: Ledger, app: AppState): modelsv2.ApplicationParams {
  // family-box-access and foreign-box-reads (algod 5.0.0) exist only from the v42 upgrade on, as on the real
  // network only after its upgrade round.
  const v42 = ledger.isV42(ledger.head)
  return new modelsv2.ApplicationParams({
    ...shared.appParamFields(app),
    globalState: app.global.size ? kv(app.global) : undefined,
    globalStateSchema: schema(app.globalSchema),
    localStateSchema: schema(app.localSchema),
    ...(v42 && app.familyBoxAccess ? { familyBoxAccess: true } : {}),
    ...(v42 && app.foreignBoxReads ? { foreignBoxReads: true } : {}),
  })
}

export const application = (ledger: Ledger, app: AppState) =>
  new modelsv2.Application({ id: app.id, params: appParams(ledger, app) })

export const assetParams = (a: AssetState): modelsv2.AssetParams =>
  new modelsv2.AssetParams({
    ...shared.assetParamFields(a),
    urlB64: a.url ? new TextEncoder().encode(a.url) : undefined,
  })

export const asset = (a: AssetState) => new modelsv2.Asset({ index: a.id, params: assetParams(a) })

export function holding(id: bigint, h: { amount: bigint; frozen: boolean }): modelsv2.AssetHolding {
  return new modelsv2.AssetHolding({ assetId: id, amount: h.amount, isFrozen: h.frozen })
}

export function localState(ledger: Ledger, id: bigint, values: Map<string, TealValue>): modelsv2.ApplicationLocalState {
  const app = ledger.state.apps.get(id)
  return new modelsv2.ApplicationLocalState({
    id,
    schema: schema(app?.localSchema ?? { ints: 0, bytes: 0 }),
    keyValue: values.size ? kv(values) : undefined,
  })
}

/** The shared account fields (../ledger/account-model.ts) plus what only algod reports: schema totals, keys. */
export function account(ledger: Ledger, a: AccountState, excludeAll: boolean): modelsv2.Account {
  const { state } = ledger
  const createdApps = shared.createdAppsOf(ledger, a)
  const schemaTotal = createdApps.reduce(
    (s, app) => ({ ints: s.ints + app.globalSchema.ints, bytes: s.bytes + app.globalSchema.bytes }),
    { ints: 0, bytes: 0 },
  )
  for (const id of a.appsLocal.keys()) {
    const app = state.apps.get(id)
    if (app) {
      schemaTotal.ints += app.localSchema.ints
      schemaTotal.bytes += app.localSchema.bytes
    }
  }
  const part = a.participation
  return new modelsv2.Account({
    ...shared.accountFields(ledger, a),
    appsTotalSchema: schemaTotal.ints || schemaTotal.bytes ? schema(schemaTotal) : undefined,
    participation: part
      ? new modelsv2.AccountParticipation({
          voteParticipationKey: part.voteKey,
          selectionParticipationKey: part.selectionKey,
          stateProofKey: part.stateProofKey,
          voteFirstValid: part.voteFirst,
          voteLastValid: part.voteLast,
          voteKeyDilution: part.keyDilution,
        })
      : undefined,
    ...(excludeAll
      ? {}
      : {
          assets: [...a.assets].map(([id, h]) => holding(id, h)),
          createdAssets: shared.createdAssetsOf(ledger, a).map(asset),
          appsLocalState: [...a.appsLocal].map(([id, v]) => localState(ledger, id, v)),
          createdApps: createdApps.map((app) => application(ledger, app)),
        }),
  })
}

/** A confirmed transaction as pending-transaction information (what algosdk's waitForConfirmation reads). */
export function confirmed(rec: TxRecord): modelsv2.PendingTransactionResponse {
  return new modelsv2.PendingTransactionResponse({
    poolError: '',
    txn: rec.stxn,
    confirmedRound: rec.round,
    closingAmount: rec.closeAmount,
    assetClosingAmount: rec.assetCloseAmount,
    assetIndex: rec.createdAsset,
    applicationIndex: rec.createdApp,
    logs: rec.logs,
    senderRewards: 0n,
    receiverRewards: 0n,
    closeRewards: 0n,
  })
}

export const inPool = (stxn: SignedTransaction, poolError = '') =>
  new modelsv2.PendingTransactionResponse({ poolError, txn: stxn })
