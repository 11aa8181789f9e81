import { indexerModels as im, OnApplicationComplete } from 'algosdk'
import { FEE_SINK, GENESIS_ID, REWARDS_POOL } from '../ledger/constants'
import type { Ledger } from '../ledger/ledger'
import type { BlockRecord, TxRecord } from '../ledger/records'
import { minBalance, type AccountState, type AppState, type AssetState, type TealValue } from '../ledger/state'

/** Indexer response models (algosdk's generated indexer classes: hyphenated keys, exact uint64). */

const ON_COMPLETE: Record<number, string> = {
  [OnApplicationComplete.NoOpOC]: 'noop',
  [OnApplicationComplete.OptInOC]: 'optin',
  [OnApplicationComplete.CloseOutOC]: 'closeout',
  [OnApplicationComplete.ClearStateOC]: 'clear',
  [OnApplicationComplete.UpdateApplicationOC]: 'update',
  [OnApplicationComplete.DeleteApplicationOC]: 'delete',
}

const kv = (m: Map<string, TealValue>) =>
  [...m].map(
    ([k, v]) =>
      new im.TealKeyValue({
        key: Buffer.from(k, 'base64'),
        value: new im.TealValue({ type: v.type, bytes: v.bytes, uint: v.uint }),
      }),
  )
/** A state change as the indexer answers it: action 1 sets bytes, 2 sets a uint (go-algorand's DeltaAction). */
const delta = (m: Map<string, TealValue>) =>
  [...m].map(
    ([k, v]) =>
      new im.EvalDeltaKeyValue({
        key: k,
        value:
          v.type === 1
            ? new im.EvalDelta({ action: 1, bytes: Buffer.from(v.bytes).toString('base64') })
            : new im.EvalDelta({ action: 2, uint: v.uint }),
      }),
  )

const schema = (s: { ints: number; bytes: number }) =>
  new im.ApplicationStateSchema({ numUint: s.ints, numByteSlice: s.bytes })

function signature(rec: TxRecord, v42: boolean): im.TransactionSignature {
  const s = rec.stxn
  const msig = (m: NonNullable<typeof s.msig>) =>
    new im.TransactionSignatureMultisig({
      version: m.v,
      threshold: m.thr,
      subsignature: m.subsig.map(
        (x) => new im.TransactionSignatureMultisigSubsignature({ publicKey: x.pk, signature: x.s }),
      ),
    })
  if (s.msig) return new im.TransactionSignature({ multisig: msig(s.msig) })
  // signature.pqsig and signature.logicsig.pqsig exist only after the v42 round (indexer 3.10.0).
  const pq = (p: NonNullable<typeof s.pqsig>) =>
    new im.TransactionSignaturePQsig({
      publicKey: p.pk,
      scheme: new TextDecoder().decode(p.sch),
      signature: p.sig,
      salt: p.slt,
    })
  if (s.lsig)
    return new im.TransactionSignature({
      logicsig: new im.TransactionSignatureLogicsig({
        logic: s.lsig.logic,
        args: s.lsig.args.length ? s.lsig.args : undefined,
        signature: s.lsig.sig,
        pqsig: s.lsig.pqsig && v42 ? pq(s.lsig.pqsig) : undefined,
      }),
    })
  if (s.pqsig && v42) return new im.TransactionSignature({ pqsig: pq(s.pqsig) })
  return new im.TransactionSignature({ sig: s.sig })
}

export function transaction(ledger: Ledger, rec: TxRecord): im.Transaction {
  const t = rec.stxn.txn
  const v42 = ledger.isV42(rec.round)
  const str = (a: { toString(): string } | undefined) => a?.toString()
  const p = t.payment
  const ax = t.assetTransfer
  const ap = t.applicationCall
  const kr = t.keyreg
  const hb = t.heartbeat
  const ac = t.assetConfig
  const af = t.assetFreeze
  return new im.Transaction({
    id: rec.id,
    txType: t.type,
    sender: t.sender.toString(),
    fee: t.fee,
    firstValid: t.firstValid,
    lastValid: t.lastValid,
    confirmedRound: rec.round,
    roundTime: rec.roundTime,
    intraRoundOffset: rec.offset,
    genesisId: GENESIS_ID,
    genesisHash: ledger.genesisHash,
    note: t.note.length ? t.note : undefined,
    group: t.group,
    lease: t.lease,
    rekeyTo: str(t.rekeyTo),
    authAddr: str(rec.stxn.sgnr),
    closingAmount: p ? (rec.closeAmount ?? 0n) : undefined,
    senderRewards: 0n,
    receiverRewards: 0n,
    closeRewards: 0n,
    createdAssetIndex: rec.createdAsset,
    createdApplicationIndex: rec.createdApp,
    logs: rec.logs,
    globalStateDelta: rec.globalDelta?.size ? delta(rec.globalDelta) : undefined,
    localStateDelta: rec.localDelta?.size
      ? [new im.AccountStateDelta({ address: t.sender.toString(), delta: delta(rec.localDelta) })]
      : undefined,
    signature: signature(rec, v42),
    paymentTransaction: p
      ? new im.TransactionPayment({
          amount: p.amount,
          receiver: p.receiver.toString(),
          closeRemainderTo: str(p.closeRemainderTo),
          closeAmount: p.closeRemainderTo ? rec.closeAmount : undefined,
        })
      : undefined,
    assetTransferTransaction: ax
      ? new im.TransactionAssetTransfer({
          amount: ax.amount,
          assetId: ax.assetIndex,
          receiver: ax.receiver.toString(),
          closeTo: str(ax.closeRemainderTo),
          closeAmount: ax.closeRemainderTo ? rec.assetCloseAmount : undefined,
          sender: str(ax.assetSender),
        })
      : undefined,
    applicationTransaction: ap
      ? new im.TransactionApplication({
          applicationId: ap.appIndex,
          onCompletion: ON_COMPLETE[ap.onComplete] ?? 'noop',
          applicationArgs: ap.appArgs.length ? [...ap.appArgs] : undefined,
          accounts: ap.accounts.length ? ap.accounts.map(String) : undefined,
          foreignApps: ap.foreignApps.length ? [...ap.foreignApps] : undefined,
          foreignAssets: ap.foreignAssets.length ? [...ap.foreignAssets] : undefined,
          boxReferences: ap.boxes.length
            ? ap.boxes.map((b) => new im.BoxReference({ app: b.appIndex, name: b.name }))
            : undefined,
          approvalProgram: ap.approvalProgram.length ? ap.approvalProgram : undefined,
          clearStateProgram: ap.clearProgram.length ? ap.clearProgram : undefined,
          globalStateSchema:
            ap.appIndex === 0n
              ? new im.StateSchema({ numUint: ap.numGlobalInts, numByteSlice: ap.numGlobalByteSlices })
              : undefined,
          localStateSchema:
            ap.appIndex === 0n
              ? new im.StateSchema({ numUint: ap.numLocalInts, numByteSlice: ap.numLocalByteSlices })
              : undefined,
        })
      : undefined,
    keyregTransaction: kr
      ? new im.TransactionKeyreg({
          voteParticipationKey: kr.voteKey,
          selectionParticipationKey: kr.selectionKey,
          stateProofKey: kr.stateProofKey,
          voteFirstValid: kr.voteFirst,
          voteLastValid: kr.voteLast,
          voteKeyDilution: kr.voteKeyDilution,
          nonParticipation: kr.nonParticipation || undefined,
        })
      : undefined,
    heartbeatTransaction: hb
      ? new im.TransactionHeartbeat({
          hbAddress: hb.address.toString(),
          hbKeyDilution: hb.keyDilution,
          hbSeed: hb.seed,
          hbVoteId: hb.voteID,
          hbProof: new im.HbProofFields({
            hbSig: hb.proof.sig,
            hbPk: hb.proof.pk,
            hbPk2: hb.proof.pk2,
            hbPk1sig: hb.proof.pk1Sig,
            hbPk2sig: hb.proof.pk2Sig,
          }),
          // hb-challenge-discount appears only after the v42 round.
          ...(v42 && hb.challengeDiscount ? { hbChallengeDiscount: true } : {}),
        })
      : undefined,
    assetConfigTransaction: ac
      ? new im.TransactionAssetConfig({
          assetId: ac.assetIndex,
          params:
            ac.assetIndex === 0n
              ? new im.AssetParams({
                  creator: t.sender.toString(),
                  total: ac.total,
                  decimals: ac.decimals,
                  defaultFrozen: ac.defaultFrozen,
                  name: ac.assetName,
                  unitName: ac.unitName,
                  url: ac.assetURL,
                  manager: str(ac.manager),
                  reserve: str(ac.reserve),
                  freeze: str(ac.freeze),
                  clawback: str(ac.clawback),
                })
              : undefined,
        })
      : undefined,
    assetFreezeTransaction: af
      ? new im.TransactionAssetFreeze({
          address: af.freezeAccount.toString(),
          assetId: af.assetIndex,
          newFreezeStatus: af.frozen,
        })
      : undefined,
  })
}

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
