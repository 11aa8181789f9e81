import { getApplicationAddress, OnApplicationComplete, type SignedTransaction, type Transaction } from 'algosdk'
import { addrStr, optAddr } from './addr'
import { FEE_SINK } from './constants'
import {
  account,
  minBalance,
  type AccountState,
  type AppState,
  type LedgerState,
  type TealValue,
  tealUint,
} from './state'

export class TxnRejected extends Error {}

export interface Effects {
  closeAmount?: bigint
  assetCloseAmount?: bigint
  createdAsset?: bigint
  createdApp?: bigint
  logs?: Uint8Array[]
  globalDelta?: Map<string, TealValue>
  /** The caller's own local state change (its call count, when opted in). */
  localDelta?: Map<string, TealValue>
}

export interface ApplyEnv {
  state: LedgerState
  round: number
  /** Next asset/application id; updated in place. */
  ids: { next: bigint }
}

// The node's own wording (go-algorand), which callers and explorers match on; `_what` names the debit for readers.
function debit(a: AccountState, amount: bigint, _what: string): void {
  if (a.amount < amount)
    throw new TxnRejected(
      `overspend (account ${a.address}, data {MicroAlgos:{Raw:${a.amount}}}, tried to spend {${amount}})`,
    )
  a.amount -= amount
}

/**
 * Apply a transaction to the running state as the ledger's evaluator would (without running programs), or reject
 * it with the reason algod gives. State is only changed when the whole transaction is valid.
 */
export function applyTxn(env: ApplyEnv, stxn: SignedTransaction): Effects {
  const { state, round } = env
  const t = stxn.txn
  const sender = account(state, addrStr(t.sender), round)
  const fx: Effects = {}
  const before = snapshot(sender)
  try {
    debit(sender, t.fee, 'fee')
    switch (t.type) {
      case 'pay':
        applyPay(env, t, sender, fx)
        break
      case 'axfer':
        applyAxfer(env, t, sender, fx)
        break
      case 'acfg':
        applyAcfg(env, t, sender, fx)
        break
      case 'afrz': {
        const p = t.assetFreeze!
        const h = state.accounts.get(p.freezeAccount.toString())?.assets.get(p.assetIndex)
        if (!h) throw new TxnRejected(`asset ${p.assetIndex} not held by ${p.freezeAccount}`)
        h.frozen = p.frozen
        break
      }
      case 'appl':
        applyAppl(env, t, sender, fx)
        break
      case 'keyreg': {
        const k = t.keyreg!
        if (k.voteKey && k.selectionKey) {
          sender.status = 'Online'
          sender.participation = {
            voteKey: k.voteKey,
            selectionKey: k.selectionKey,
            stateProofKey: k.stateProofKey ?? new Uint8Array(64),
            voteFirst: k.voteFirst ?? 0n,
            voteLast: k.voteLast ?? 0n,
            keyDilution: k.voteKeyDilution ?? 0n,
          }
        } else {
          sender.status = k.nonParticipation ? 'NotParticipating' : 'Offline'
          sender.participation = undefined
        }
        break
      }
      case 'hb': {
        const target = state.accounts.get(addrStr(t.heartbeat!.address))
        if (target) target.lastHeartbeat = round
        break
      }
      default:
        throw new TxnRejected(`transaction type ${t.type} is not supported by devnet`)
    }
    if (t.rekeyTo) {
      const to = addrStr(t.rekeyTo)
      sender.authAddr = to === sender.address ? undefined : to
    }
    if (sender.amount > 0n && sender.amount < minBalance(state, sender) && !fx.closeAmount)
      throw new TxnRejected(`account ${sender.address} balance ${sender.amount} below min ${minBalance(state, sender)}`)
    account(state, FEE_SINK, round).amount += t.fee
    sender.lastActiveRound = round
    return fx
  } catch (e) {
    restore(sender, before)
    throw e
  }
}

function applyPay(env: ApplyEnv, t: Transaction, sender: AccountState, fx: Effects): void {
  const p = t.payment!
  const close = optAddr(p.closeRemainderTo)
  if (close && (sender.assets.size || sender.createdApps.size))
    throw new TxnRejected('cannot close an account holding assets or applications')
  debit(sender, p.amount, 'payment')
  account(env.state, addrStr(p.receiver), env.round).amount += p.amount
  if (close) {
    fx.closeAmount = sender.amount
    account(env.state, close, env.round).amount += sender.amount
    sender.amount = 0n
  }
}

function applyAxfer(env: ApplyEnv, t: Transaction, sender: AccountState, fx: Effects): void {
  const { state, round } = env
  const p = t.assetTransfer!
  const asset = state.assets.get(p.assetIndex)
  if (!asset) throw new TxnRejected(`asset ${p.assetIndex} does not exist`)
  const from = p.assetSender ? state.accounts.get(addrStr(p.assetSender)) : sender
  const to = account(state, addrStr(p.receiver), round)
  if (!from) throw new TxnRejected('clawback source does not exist')
  if (from === to && p.amount === 0n && !to.assets.has(asset.id)) {
    to.assets.set(asset.id, { amount: 0n, frozen: asset.defaultFrozen, optedInRound: round })
    return
  }
  const src = from.assets.get(asset.id)
  const dst = to.assets.get(asset.id)
  if (!src) throw new TxnRejected(`asset ${asset.id} missing from ${from.address}`)
  if (!dst) throw new TxnRejected(`receiver ${to.address} has not opted in to asset ${asset.id}`)
  const clawback = p.assetSender !== undefined && asset.clawback === sender.address
  if (!clawback && (src.frozen || dst.frozen))
    throw new TxnRejected(`asset ${asset.id} frozen in ${src.frozen ? from.address : to.address}`)
  if (src.amount < p.amount)
    throw new TxnRejected(`underflow on subtracting ${p.amount} from sender amount ${src.amount}`)
  src.amount -= p.amount
  dst.amount += p.amount
  const close = optAddr(p.closeRemainderTo)
  if (close) {
    const target = account(state, close, round).assets.get(asset.id)
    if (!target) throw new TxnRejected(`close-to ${close} has not opted in to asset ${asset.id}`)
    fx.assetCloseAmount = src.amount
    target.amount += src.amount
    from.assets.delete(asset.id)
  }
}

function applyAcfg(env: ApplyEnv, t: Transaction, sender: AccountState, fx: Effects): void {
  const p = t.assetConfig!
  const { state, round } = env
  if (p.assetIndex === 0n) {
    const id = env.ids.next++
    const s = (a: { toString(): string } | undefined) => a?.toString() ?? ''
    state.assets.set(id, {
      id,
      creator: sender.address,
      total: p.total,
      decimals: p.decimals,
      defaultFrozen: p.defaultFrozen,
      unitName: p.unitName ?? '',
      name: p.assetName ?? '',
      url: p.assetURL ?? '',
      manager: s(p.manager),
      reserve: s(p.reserve),
      freeze: s(p.freeze),
      clawback: s(p.clawback),
      createdRound: round,
    })
    sender.createdAssets.add(id)
    sender.assets.set(id, { amount: p.total, frozen: false, optedInRound: round })
    fx.createdAsset = id
    return
  }
  const asset = state.assets.get(p.assetIndex)
  if (!asset) throw new TxnRejected(`asset ${p.assetIndex} does not exist`)
  if (asset.manager !== sender.address) throw new TxnRejected('this transaction should be issued by the manager')
  asset.manager = p.manager?.toString() ?? ''
  asset.reserve = p.reserve?.toString() ?? ''
  asset.freeze = p.freeze?.toString() ?? ''
  asset.clawback = p.clawback?.toString() ?? ''
}

function applyAppl(env: ApplyEnv, t: Transaction, sender: AccountState, fx: Effects): void {
  const { state, round } = env
  const p = t.applicationCall!
  if (p.appIndex === 0n) {
    const id = env.ids.next++
    const app: AppState = {
      id,
      creator: sender.address,
      approval: p.approvalProgram,
      clear: p.clearProgram,
      global: new Map(),
      globalSchema: { ints: p.numGlobalInts, bytes: p.numGlobalByteSlices },
      localSchema: { ints: p.numLocalInts, bytes: p.numLocalByteSlices },
      extraPages: p.extraPages,
      boxes: new Map(),
      version: 0,
      createdRound: round,
    }
    state.apps.set(id, app)
    sender.createdApps.add(id)
    account(state, getApplicationAddress(id).toString(), round)
    fx.createdApp = id
    return
  }
  const app = state.apps.get(p.appIndex)
  if (!app) throw new TxnRejected(`application ${p.appIndex} does not exist`)
  switch (p.onComplete) {
    case OnApplicationComplete.OptInOC:
      sender.appsLocal.set(app.id, new Map())
      break
    case OnApplicationComplete.CloseOutOC:
    case OnApplicationComplete.ClearStateOC:
      sender.appsLocal.delete(app.id)
      break
    case OnApplicationComplete.DeleteApplicationOC:
      state.apps.delete(app.id)
      state.accounts.get(app.creator)?.createdApps.delete(app.id)
      return
    default:
      break
  }
  // Devnet runs no programs: every app keeps a call counter and writes the boxes a call references.
  const key = Buffer.from('calls').toString('base64')
  const calls = (app.global.get(key)?.uint ?? 0n) + 1n
  app.global.set(key, tealUint(calls))
  // An opted-in caller keeps its own call count in local state.
  const local = sender.appsLocal.get(app.id)
  if (local) {
    const mine = tealUint((local.get(key)?.uint ?? 0n) + 1n)
    local.set(key, mine)
    fx.localDelta = new Map([[key, mine]])
  }
  fx.globalDelta = new Map([[key, tealUint(calls)]])
  for (const box of p.boxes) {
    if (box.appIndex !== 0n && box.appIndex !== app.id) continue
    if (box.name.length === 0) continue
    app.boxes.set(Buffer.from(box.name).toString('base64'), new TextEncoder().encode(`round ${round} call ${calls}`))
  }
  fx.logs = [new TextEncoder().encode(`call ${calls}`)]
}

interface Snapshot {
  amount: bigint
  authAddr?: string
  status: AccountState['status']
}
const snapshot = (a: AccountState): Snapshot => ({ amount: a.amount, authAddr: a.authAddr, status: a.status })
const restore = (a: AccountState, s: Snapshot) => Object.assign(a, s)
