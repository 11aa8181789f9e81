import {
  assignGroupID,
  getApplicationAddress,
  makeApplicationNoOpTxnFromObject,
  makeApplicationOptInTxnFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makeKeyRegistrationTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  SignedTransaction,
  Transaction,
  type SuggestedParams,
} from 'algosdk'
import { rng, seedBytes, type Random } from '../../primitives/random'
import { addrOf } from './addr'
import { GENESIS_ID, MAX_TXN_LIFE, MIN_FEE } from './constants'
import { seedStream } from './genesis'
import { groupEvents } from './group-events'
import { lifecycleEvents, upgradeEvents } from './scheduled-events'
import type { SigType } from './state'
import { v42, type SynthEnv } from './synth-env'
import { sign } from './synth-sign'

const enc = new TextEncoder()
const NOTES = ['rent', 'invoice 42', 'coffee', 'refund', 'salary', 'gm', '{"app":"devnet","v":1}']

/**
 * The transactions of a synthetic round, valid against the running state: payments, asset transfers and opt-ins,
 * application calls that write boxes, key registrations and heartbeats; right after the upgrade round, the
 * post-quantum accounts get funded and two v42 applications are created.
 */
export function synthRound(env: SynthEnv, round: number): { stxn: SignedTransaction; sigType: SigType }[] {
  const r = rng(env.seed, 'ledger-round', round)
  const sp: SuggestedParams = {
    fee: MIN_FEE,
    minFee: MIN_FEE,
    flatFee: true,
    firstValid: BigInt(Math.max(1, round - r.int(1, 10))),
    lastValid: BigInt(round) + MAX_TXN_LIFE - 10n,
    genesisID: GENESIS_ID,
    genesisHash: env.genesisHash,
  }
  const out: Transaction[] = [
    ...lifecycleEvents(env, round, sp),
    ...groupEvents(env, round, sp),
    ...upgradeEvents(env, round, sp),
  ]
  const n = r.int(0, 6)
  for (let i = 0; i < n; i++) {
    const t = randomTxn(env, r, round, sp)
    if (t) out.push(...t)
  }
  return out.map((txn) => sign(env, r, round, txn))
}

function randomTxn(env: SynthEnv, r: Random, round: number, sp: SuggestedParams): Transaction[] | undefined {
  const { state, genesis } = env
  const users = activeUsers(env, round)
  const sender = r.pick(users)
  const acct = state.accounts.get(sender)!
  const note = r.next() < 0.3 ? enc.encode(r.pick(NOTES)) : undefined
  const roll = r.next()
  if (roll < 0.45) {
    const receiver = r.next() < 0.1 ? r.pick(genesis.walletAccounts) : r.pick(users)
    const amount = acct.amount / 1000n + r.bigint(1_000_000n)
    if (acct.amount < amount + 1_000_000n) return undefined
    return [
      makePaymentTxnWithSuggestedParamsFromObject({
        sender: addrOf(sender),
        receiver: addrOf(receiver),
        amount,
        note,
        suggestedParams: sp,
      }),
    ]
  }
  if (roll < 0.7) {
    const asset = r.pick([...state.assets.values()])
    const holding = acct.assets.get(asset.id)
    if (!holding) {
      return [
        makeAssetTransferTxnWithSuggestedParamsFromObject({
          sender: addrOf(sender),
          receiver: addrOf(sender),
          amount: 0n,
          assetIndex: asset.id,
          suggestedParams: sp,
        }),
      ]
    }
    const receivers = users.filter((u) => u !== sender && state.accounts.get(u)!.assets.has(asset.id))
    if (!receivers.length || holding.amount === 0n) return undefined
    const amount = holding.amount < 10n ? holding.amount : holding.amount / 20n + r.bigint(holding.amount / 20n + 1n)
    return [
      makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: addrOf(sender),
        receiver: addrOf(r.pick(receivers)),
        amount,
        assetIndex: asset.id,
        note,
        suggestedParams: sp,
      }),
    ]
  }
  if (roll < 0.9) {
    const app = r.pick([...state.apps.values()])
    if (!acct.appsLocal.has(app.id) && r.next() < 0.25) {
      return [makeApplicationOptInTxnFromObject({ sender: addrOf(sender), appIndex: app.id, suggestedParams: sp })]
    }
    const boxes =
      r.next() < 0.6 ? [{ appIndex: 0n, name: enc.encode(`${r.pick(['user', 'order', 'item'])}:${r.int(1, 40)}`) }] : []
    const call = makeApplicationNoOpTxnFromObject({
      sender: addrOf(sender),
      appIndex: app.id,
      appArgs: [enc.encode('call'), enc.encode(String(round))],
      boxes,
      note,
      suggestedParams: sp,
    })
    if (r.next() < 0.3) {
      // An atomic pair: a payment to the app account with the call.
      const pay = makePaymentTxnWithSuggestedParamsFromObject({
        sender: addrOf(sender),
        receiver: getApplicationAddress(app.id),
        amount: 100_000n,
        suggestedParams: sp,
      })
      return assignGroupID([pay, call])
    }
    return [call]
  }
  if (roll < 0.94) {
    if (acct.status === 'Online' || r.next() < 0.5) {
      return [makeKeyRegistrationTxnWithSuggestedParamsFromObject({ sender: addrOf(sender), suggestedParams: sp })]
    }
    return [
      makeKeyRegistrationTxnWithSuggestedParamsFromObject({
        sender: addrOf(sender),
        voteKey: seedBytes(env.seed, 'vote', round),
        selectionKey: seedBytes(env.seed, 'sel', round),
        stateProofKey: new Uint8Array([...seedBytes(env.seed, 'sp1', round), ...seedBytes(env.seed, 'sp2', round)]),
        voteFirst: BigInt(round),
        voteLast: BigInt(round + 3_000_000),
        voteKeyDilution: 1733n,
        suggestedParams: sp,
      }),
    ]
  }
  const online = [...state.accounts.values()].filter((a) => a.status === 'Online' && a.participation)
  if (!online.length) return undefined
  return [heartbeat(env, r, round, sp, sender, r.pick(online).address)]
}

function heartbeat(
  env: SynthEnv,
  r: Random,
  round: number,
  sp: SuggestedParams,
  sender: string,
  target: string,
): Transaction {
  const part = env.state.accounts.get(target)!.participation!
  const b = (label: string, n = 32) => seedStream(env.seed, n, 'hb', label, round)
  // algosdk exports no HeartbeatProof constructor, so the transaction is built from its encoding (msgpack short keys).
  const base = makePaymentTxnWithSuggestedParamsFromObject({
    sender: addrOf(sender),
    receiver: addrOf(sender),
    amount: 0n,
    suggestedParams: sp,
  }).toEncodingData()
  const data = new Map<string, unknown>([...base].filter(([k]) => !['amt', 'rcv', 'close'].includes(k)))
  data.set('type', 'hb')
  const hb = new Map<string, unknown>([
    ['a', addrOf(target)],
    [
      'prf',
      new Map<string, unknown>([
        ['s', b('sig', 64)],
        ['p', b('pk')],
        ['p2', b('pk2')],
        ['p1s', b('pk1s', 64)],
        ['p2s', b('pk2s', 64)],
      ]),
    ],
    ['sd', b('seed')],
    ['vid', part.voteKey],
    ['kd', part.keyDilution],
  ])
  // The challenge discount is a v42 field.
  if (v42(env, round) && r.next() < 0.5) hb.set('c', true)
  data.set('hb', hb)
  return Transaction.fromEncodingData(data)
}

/** Users able to transact this round: post-quantum accounts join once funded after the upgrade. */
function activeUsers(env: SynthEnv, round: number): string[] {
  const pq = v42(env, round)
    ? [...env.genesis.pqAccounts.keys()].filter((a) => (env.state.accounts.get(a)?.amount ?? 0n) > 10_000_000n)
    : []
  return [...env.genesis.users, ...pq]
}
