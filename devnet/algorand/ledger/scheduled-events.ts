import {
  encodeAddress,
  makeApplicationCreateTxnFromObject,
  makeAssetConfigTxnWithSuggestedParamsFromObject,
  makeAssetCreateTxnWithSuggestedParamsFromObject,
  makeAssetFreezeTxnWithSuggestedParamsFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  OnApplicationComplete,
  type SuggestedParams,
  type Transaction,
} from 'algosdk'
import { seedBytes } from '../../primitives/random'
import { addrOf } from './addr'
import { APPROVE_ALL, CLEAR_ALL } from './genesis'
import type { SynthEnv } from './synth-env'

const enc = new TextEncoder()

/** A short-lived account, funded then closed, so close-to and closing amounts exist in history. */
export const ephemeralAddress = (seed: number) => encodeAddress(seedBytes(seed, 'ephemeral-account'))

/**
 * Account lifecycle events at fixed points of the history (half way to the upgrade): a rekey (user 1 hands its
 * authorization to user 2) and an account that is funded and then closed out.
 */
export function lifecycleEvents(env: SynthEnv, round: number, sp: SuggestedParams): Transaction[] {
  const k = round - Math.floor(env.upgradeRound / 2)
  const [u0, u1, u2, u3] = env.genesis.users
  const eph = ephemeralAddress(env.seed)
  if (k === 0)
    return [
      makePaymentTxnWithSuggestedParamsFromObject({
        sender: addrOf(u1!),
        receiver: addrOf(u1!),
        amount: 0n,
        rekeyTo: addrOf(u2!),
        note: enc.encode('rekey'),
        suggestedParams: sp,
      }),
    ]
  if (k === 2)
    return [
      makePaymentTxnWithSuggestedParamsFromObject({
        sender: addrOf(u3!),
        receiver: addrOf(eph),
        amount: 5_000_000n,
        suggestedParams: sp,
      }),
    ]
  if (k === 4)
    return [
      makePaymentTxnWithSuggestedParamsFromObject({
        sender: addrOf(eph),
        receiver: addrOf(u3!),
        amount: 1_000_000n,
        closeRemainderTo: addrOf(u0!),
        note: enc.encode('close out'),
        suggestedParams: sp,
      }),
    ]
  return assetEvents(env, k, sp)
}

/** An asset created, reconfigured and used with a freeze during the history (acfg and afrz transactions). */
function assetEvents(env: SynthEnv, k: number, sp: SuggestedParams): Transaction[] {
  const creator = env.genesis.users[4]!
  const holder = env.genesis.users[5]!
  const created = [...env.state.assets.values()].find((a) => a.unitName === 'DVT' && a.creator === creator)
  if (k === 6)
    return [
      makeAssetCreateTxnWithSuggestedParamsFromObject({
        sender: addrOf(creator),
        total: 1_000_000_000n,
        decimals: 3,
        defaultFrozen: false,
        assetName: 'Devnet Voucher',
        unitName: 'DVT',
        assetURL: 'https://devnet.invalid/dvt',
        manager: addrOf(creator),
        reserve: addrOf(creator),
        freeze: addrOf(creator),
        clawback: addrOf(creator),
        suggestedParams: sp,
      }),
    ]
  if (!created) return []
  if (k === 7)
    return [
      makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: addrOf(holder),
        receiver: addrOf(holder),
        amount: 0n,
        assetIndex: created.id,
        suggestedParams: sp,
      }),
    ]
  if (k === 8)
    return [
      makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: addrOf(creator),
        receiver: addrOf(holder),
        amount: 25_000n,
        assetIndex: created.id,
        suggestedParams: sp,
      }),
    ]
  if (k === 9)
    return [
      makeAssetFreezeTxnWithSuggestedParamsFromObject({
        sender: addrOf(creator),
        freezeTarget: addrOf(holder),
        assetIndex: created.id,
        frozen: true,
        suggestedParams: sp,
      }),
    ]
  if (k === 10)
    return [
      makeAssetConfigTxnWithSuggestedParamsFromObject({
        sender: addrOf(creator),
        assetIndex: created.id,
        manager: addrOf(creator),
        reserve: addrOf(creator),
        freeze: addrOf(creator),
        clawback: undefined,
        strictEmptyAddressChecking: false,
        suggestedParams: sp,
      }),
    ]
  return []
}

/** Funding of the post-quantum accounts and the creation of the v42 applications just after the upgrade. */
export function upgradeEvents(env: SynthEnv, round: number, sp: SuggestedParams): Transaction[] {
  const k = round - env.upgradeRound
  const funder = env.genesis.users[0]!
  const pq = [...env.genesis.pqAccounts.keys()]
  if (k >= 1 && k <= pq.length) {
    return [
      makePaymentTxnWithSuggestedParamsFromObject({
        sender: addrOf(funder),
        receiver: addrOf(pq[k - 1]!),
        amount: 500_000_000n,
        note: enc.encode('pq account'),
        suggestedParams: sp,
      }),
    ]
  }
  if (k === 5 || k === 8) {
    return [
      makeApplicationCreateTxnFromObject({
        sender: addrOf(funder),
        approvalProgram: APPROVE_ALL,
        clearProgram: CLEAR_ALL,
        numGlobalInts: 2,
        numGlobalByteSlices: 1,
        numLocalInts: 0,
        numLocalByteSlices: 0,
        onComplete: OnApplicationComplete.NoOpOC,
        note: enc.encode(k === 5 ? 'vault: family box access' : 'oracle: foreign box reads'),
        suggestedParams: sp,
      }),
    ]
  }
  return []
}
