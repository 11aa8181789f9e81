import { indexerModels as im, OnApplicationComplete } from 'algosdk'
import { GENESIS_ID } from '../ledger/constants'
import type { Ledger } from '../ledger/ledger'
import type { TxRecord } from '../ledger/records'
import type { TealValue } from '../ledger/state'

/** The indexer's transaction model (algosdk's generated indexer classes: hyphenated keys, exact uint64). */

const ON_COMPLETE: Record<number, string> = {
  [OnApplicationComplete.NoOpOC]: 'noop',
  [OnApplicationComplete.OptInOC]: 'optin',
  [OnApplicationComplete.CloseOutOC]: 'closeout',
  [OnApplicationComplete.ClearStateOC]: 'clear',
  [OnApplicationComplete.UpdateApplicationOC]: 'update',
  [OnApplicationComplete.DeleteApplicationOC]: 'delete',
}

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
