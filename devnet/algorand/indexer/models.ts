import { indexerModels as im } from 'algosdk'
import { FEE_SINK, GENESIS_ID, REWARDS_POOL } from '../ledger/constants'
import type { Ledger } from '../ledger/ledger'
import type { BlockRecord } from '../ledger/records'
import * as shared from '../ledger/account-model'
import type { AccountState, AppState, AssetState, TealValue } from '../ledger/state'
import { transaction } from './transaction-model'

/** Indexer response models (algosdk's generated indexer classes: hyphenated keys, exact uint64). */

const kv = (m: Map<string, TealValue>) =>
  shared.tealEntries(m).map((e) => new im.TealKeyValue({ key: e.key, value: new im.TealValue(e.value) }))
const schema = (s: { ints: number; bytes: number }) => new im.ApplicationStateSchema(shared.schemaFields(s))

export function block(ledger: Ledger, b: BlockRecord, withTxns: boolean): im.Block {
  return new im.Block({
    round: b.round,
    timestamp: b.timestamp,
    genesisId: GENESIS_ID,
    genesisHash: ledger.genesisHash,
    previousBlockHash: b.prevHash,
    seed: b.seed,
    transactionsRoot: b.txnRoot,
    transactionsRootSha256: b.txnRoot256,
    txnCounter: b.txnCounter,
    proposer: b.proposer,
    feesCollected: b.feesCollected,
    bonus: 10_000_000n,
    proposerPayout: b.feesCollected / 2n,
    rewards: new im.BlockRewards({
      feeSink: FEE_SINK,
      rewardsPool: REWARDS_POOL,
      rewardsCalculationRound: 500_000,
      rewardsLevel: 0,
      rewardsRate: 0,
      rewardsResidue: 0,
    }),
    upgradeState: new im.BlockUpgradeState({ currentProtocol: b.protocol }),
    upgradeVote: new im.BlockUpgradeVote({ upgradeApprove: false, upgradeDelay: 0 }),
    // congestion-tax and load exist only after the v42 round (indexer 3.10.0).
    ...(b.v42 ? { congestionTax: b.congestionTax, load: b.load } : {}),
    transactions: withTxns ? ledger.blockTxs(b).map((t) => transaction(ledger, t)) : undefined,
  })
}

export const assetParams = (a: AssetState) => new im.AssetParams(shared.assetParamFields(a))

export const asset = (a: AssetState) =>
  new im.Asset({ index: a.id, params: assetParams(a), createdAtRound: a.createdRound, deleted: false })

export const application = (app: AppState) =>
  new im.Application({
    id: app.id,
    createdAtRound: app.createdRound,
    deleted: false,
    params: new im.ApplicationParams({
      ...shared.appParamFields(app),
      globalState: app.global.size ? kv(app.global) : undefined,
      globalStateSchema: schema(app.globalSchema),
      localStateSchema: schema(app.localSchema),
    }),
  })

export const holding = (id: bigint, h: { amount: bigint; frozen: boolean; optedInRound: number }) =>
  new im.AssetHolding({
    assetId: id,
    amount: h.amount,
    isFrozen: h.frozen,
    deleted: false,
    optedInAtRound: h.optedInRound,
  })

export const localState = (ledger: Ledger, id: bigint, values: Map<string, TealValue>) =>
  new im.ApplicationLocalState({
    id,
    schema: schema(ledger.state.apps.get(id)?.localSchema ?? { ints: 0, bytes: 0 }),
    keyValue: values.size ? kv(values) : undefined,
    deleted: false,
  })

export type AccountParts = 'assets' | 'created-assets' | 'apps-local-state' | 'created-apps'

/** The shared account fields (../ledger/account-model.ts) plus what only the indexer reports: boxes, rounds. */
export function account(ledger: Ledger, a: AccountState, exclude: ReadonlySet<string>): im.Account {
  const skip = (p: AccountParts) => exclude.has('all') || exclude.has(p)
  const boxes = [...a.createdApps].reduce((n, id) => n + (ledger.state.apps.get(id)?.boxes.size ?? 0), 0)
  return new im.Account({
    ...shared.accountFields(ledger, a),
    totalBoxes: boxes,
    totalBoxBytes: 0,
    createdAtRound: a.createdRound,
    deleted: false,
    assets: skip('assets') ? undefined : [...a.assets].map(([id, h]) => holding(id, h)),
    createdAssets: skip('created-assets') ? undefined : shared.createdAssetsOf(ledger, a).map(asset),
    appsLocalState: skip('apps-local-state') ? undefined : [...a.appsLocal].map(([id, v]) => localState(ledger, id, v)),
    createdApps: skip('created-apps') ? undefined : shared.createdAppsOf(ledger, a).map(application),
  })
}
