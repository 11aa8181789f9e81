import type { Ledger } from './ledger'
import { minBalance, type AccountState, type AppState, type AssetState, type TealValue } from './state'

/**
 * What algod and the indexer both say about accounts, assets and applications, in algosdk's field names. The two
 * daemons answer with different generated classes (`modelsv2`, `indexerModels`), so each wraps these fields in
 * its own and adds what only it reports; the facts themselves are read here once.
 */

/** A state map's TEAL key-values (keys base64 in the ledger, bytes on the wire). */
export const tealEntries = (m: Map<string, TealValue>) =>
  [...m].map(([k, v]) => ({ key: Buffer.from(k, 'base64'), value: { type: v.type, bytes: v.bytes, uint: v.uint } }))

export const schemaFields = (s: { ints: number; bytes: number }) => ({ numUint: s.ints, numByteSlice: s.bytes })

export function assetParamFields(a: AssetState) {
  return {
    creator: a.creator,
    decimals: a.decimals,
    total: a.total,
    defaultFrozen: a.defaultFrozen,
    name: a.name,
    nameB64: new TextEncoder().encode(a.name),
    unitName: a.unitName,
    unitNameB64: new TextEncoder().encode(a.unitName),
    url: a.url || undefined,
    manager: a.manager || undefined,
    reserve: a.reserve || undefined,
    freeze: a.freeze || undefined,
    clawback: a.clawback || undefined,
  }
}

/** An application's programs and sizes (its global state and schemas are classes, so each daemon adds them). */
export const appParamFields = (app: AppState) => ({
  creator: app.creator,
  approvalProgram: app.approval,
  clearStateProgram: app.clear,
  extraProgramPages: app.extraPages || undefined,
})

/** The assets and applications an account created that still exist. */
export const createdAssetsOf = (ledger: Ledger, a: AccountState): AssetState[] =>
  [...a.createdAssets].map((id) => ledger.state.assets.get(id)).filter((x): x is AssetState => !!x)

export const createdAppsOf = (ledger: Ledger, a: AccountState): AppState[] =>
  [...a.createdApps].map((id) => ledger.state.apps.get(id)).filter((x): x is AppState => !!x)

/** The account fields both daemons report, read at the ledger's head. */
export function accountFields(ledger: Ledger, a: AccountState) {
  return {
    address: a.address,
    amount: a.amount,
    amountWithoutPendingRewards: a.amount,
    minBalance: a.amount === 0n ? 0n : minBalance(ledger.state, a),
    // Rewards are not modelled (README): both daemons say zero.
    pendingRewards: 0n,
    rewards: 0n,
    rewardBase: 0n,
    round: ledger.head,
    status: a.status,
    totalAppsOptedIn: a.appsLocal.size,
    totalAssetsOptedIn: a.assets.size,
    totalCreatedApps: a.createdApps.size,
    totalCreatedAssets: a.createdAssets.size,
    authAddr: a.authAddr,
    // Known once the account has signed; pqsig only from the v42 upgrade on.
    sigType:
      a.lastActiveRound === undefined || (a.sigType === 'pqsig' && !ledger.isV42(ledger.head)) ? undefined : a.sigType,
    lastHeartbeat: a.lastHeartbeat,
    incentiveEligible: a.status === 'Online' ? true : undefined,
  }
}
