import { modelsv2, type SignedTransaction } from 'algosdk'
import type { Ledger } from '../ledger/ledger'
import type { TxRecord } from '../ledger/records'
import { minBalance, type AccountState, type AppState, type AssetState, type TealValue } from '../ledger/state'

/** algod response models (algosdk's generated classes, so field names and types follow the spec). */

const kv = (m: Map<string, TealValue>): modelsv2.TealKeyValue[] =>
  [...m].map(
    ([k, v]) =>
      new modelsv2.TealKeyValue({
        key: Buffer.from(k, 'base64'),
        value: new modelsv2.TealValue({ type: v.type, bytes: v.bytes, uint: v.uint }),
      }),
  )

const schema = (s: { ints: number; bytes: number }) =>
  new modelsv2.ApplicationStateSchema({ numUint: s.ints, numByteSlice: s.bytes })

export function appParams(ledger: Ledger, app: AppState): modelsv2.ApplicationParams {
  // family-box-access and foreign-box-reads (algod 5.0.0) exist only from the v42 upgrade on, as on the real
  // network only after its upgrade round.
  const v42 = ledger.isV42(ledger.head)
  return new modelsv2.ApplicationParams({
    creator: app.creator,
    approvalProgram: app.approval,
    clearStateProgram: app.clear,
    extraProgramPages: app.extraPages || undefined,
    globalState: app.global.size ? kv(app.global) : undefined,
    globalStateSchema: schema(app.globalSchema),
    localStateSchema: schema(app.localSchema),
    ...(v42 && app.familyBoxAccess ? { familyBoxAccess: true } : {}),
    ...(v42 && app.foreignBoxReads ? { foreignBoxReads: true } : {}),
  })
}

export const application = (ledger: Ledger, app: AppState) =>
  new modelsv2.Application({ id: app.id, params: appParams(ledger, app) })

export function assetParams(a: AssetState): modelsv2.AssetParams {
  return new modelsv2.AssetParams({
    creator: a.creator,
    decimals: a.decimals,
    total: a.total,
    defaultFrozen: a.defaultFrozen,
    name: a.name,
    nameB64: new TextEncoder().encode(a.name),
    unitName: a.unitName,
    unitNameB64: new TextEncoder().encode(a.unitName),
    url: a.url || undefined,
    urlB64: a.url ? new TextEncoder().encode(a.url) : undefined,
    manager: a.manager || undefined,
    reserve: a.reserve || undefined,
    freeze: a.freeze || undefined,
    clawback: a.clawback || undefined,
  })
}

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

export function account(ledger: Ledger, a: AccountState, excludeAll: boolean): modelsv2.Account {
  const { state } = ledger
  const createdApps = [...a.createdApps].map((id) => state.apps.get(id)).filter((x): x is AppState => !!x)
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
    address: a.address,
    amount: a.amount,
    amountWithoutPendingRewards: a.amount,
    minBalance: a.amount === 0n ? 0n : minBalance(state, a),
    pendingRewards: 0n,
    rewards: 0n,
    rewardBase: 0n,
    round: ledger.head,
    status: a.status,
    totalAppsOptedIn: a.appsLocal.size,
    totalAssetsOptedIn: a.assets.size,
    totalCreatedApps: a.createdApps.size,
    totalCreatedAssets: a.createdAssets.size,
    appsTotalSchema:
      schemaTotal.ints || schemaTotal.bytes
        ? new modelsv2.ApplicationStateSchema({ numUint: schemaTotal.ints, numByteSlice: schemaTotal.bytes })
        : undefined,
    authAddr: a.authAddr,
    // Known once the account has signed; pqsig only from the v42 upgrade on.
    sigType:
      a.lastActiveRound === undefined || (a.sigType === 'pqsig' && !ledger.isV42(ledger.head)) ? undefined : a.sigType,
    lastHeartbeat: a.lastHeartbeat,
    incentiveEligible: a.status === 'Online' ? true : undefined,
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
          createdAssets: [...a.createdAssets]
            .map((id) => state.assets.get(id))
            .filter((x): x is AssetState => !!x)
            .map(asset),
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
