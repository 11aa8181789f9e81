import { indexerModels as im } from 'algosdk'
import { FEE_SINK, GENESIS_ID, REWARDS_POOL } from '../ledger/constants'
import type { Ledger } from '../ledger/ledger'
import type { BlockRecord } from '../ledger/records'
import { minBalance, type AccountState, type AppState, type AssetState, type TealValue } from '../ledger/state'
import { transaction } from './transaction-model'

/** Indexer response models (algosdk's generated indexer classes: hyphenated keys, exact uint64). */

const kv = (m: Map<string, TealValue>) =>
  [...m].map(
    ([k, v]) =>
      new im.TealKeyValue({
        key: Buffer.from(k, 'base64'),
        value: new im.TealValue({ type: v.type, bytes: v.bytes, uint: v.uint }),
      }),
  )
const schema = (s: { ints: number; bytes: number }) =>
  new im.ApplicationStateSchema({ numUint: s.ints, numByteSlice: s.bytes })

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

export const assetParams = (a: AssetState) =>
  new im.AssetParams({
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
  })

export const asset = (a: AssetState) =>
  new im.Asset({ index: a.id, params: assetParams(a), createdAtRound: a.createdRound, deleted: false })

export const application = (app: AppState) =>
  new im.Application({
    id: app.id,
    createdAtRound: app.createdRound,
    deleted: false,
    params: new im.ApplicationParams({
      creator: app.creator,
      approvalProgram: app.approval,
      clearStateProgram: app.clear,
      globalState: app.global.size ? kv(app.global) : undefined,
      globalStateSchema: schema(app.globalSchema),
      localStateSchema: schema(app.localSchema),
      extraProgramPages: app.extraPages || undefined,
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

export function account(ledger: Ledger, a: AccountState, exclude: ReadonlySet<string>): im.Account {
  const { state } = ledger
  const skip = (p: AccountParts) => exclude.has('all') || exclude.has(p)
  const boxes = [...a.createdApps].reduce((n, id) => n + (state.apps.get(id)?.boxes.size ?? 0), 0)
  // sig-type may be pqsig only after the v42 round (indexer 3.10.0).
  const sigType =
    a.lastActiveRound === undefined
      ? undefined
      : a.sigType === 'pqsig' && !ledger.isV42(ledger.head)
        ? undefined
        : a.sigType
  return new im.Account({
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
    totalBoxes: boxes,
    totalBoxBytes: 0,
    createdAtRound: a.createdRound,
    deleted: false,
    authAddr: a.authAddr,
    sigType,
    lastHeartbeat: a.lastHeartbeat,
    incentiveEligible: a.status === 'Online' || undefined,
    assets: skip('assets') ? undefined : [...a.assets].map(([id, h]) => holding(id, h)),
    createdAssets: skip('created-assets')
      ? undefined
      : [...a.createdAssets]
          .map((id) => state.assets.get(id))
          .filter((x): x is AssetState => !!x)
          .map(asset),
    appsLocalState: skip('apps-local-state') ? undefined : [...a.appsLocal].map(([id, v]) => localState(ledger, id, v)),
    createdApps: skip('created-apps')
      ? undefined
      : [...a.createdApps]
          .map((id) => state.apps.get(id))
          .filter((x): x is AppState => !!x)
          .map(application),
  })
}
