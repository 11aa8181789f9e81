import { callAdder, CALL_GAS, parseCallData, type CallOutcome } from './contract'
import { feeFor, moveBalanceGas } from './fees'
import type { LedgerTx, LedgerView, TxStatus } from './records'
import { findItem, itemIdentifier, parseNftTransfer } from './nfts'
import { parseEsdtTransfer } from './tokens'
import type { TxFields } from './txcodec'

export interface Execution {
  status: Exclude<TxStatus, 'pending'>
  gasUsed: number
  fee: bigint
  /** A contract call's outcome and the unused gas paid back to the sender. */
  outcome?: CallOutcome
  refund?: bigint
  /** Why the transaction did not execute as asked (the simulation's failReason). */
  failReason?: string
}

/**
 * Run a transaction as the node's processor does; `commit` applies it to the state, otherwise it is a
 * simulation. The fee of the whole gas limit is checked first; a value the balance cannot cover makes the
 * transaction `invalid` (fee taken, nothing moved). A move-balance transfer consumes its whole gas limit; a
 * contract call pays for the gas it used and gets the rest back in a refund result, or consumes everything when
 * it fails.
 */
export function runTx(l: LedgerView, tx: TxFields, commit: boolean): Execution {
  const from = l.account(tx.sender)
  const fullFee = feeFor(tx, tx.gasLimit)
  const debit = (amount: bigint) =>
    commit && l.accounts.set(tx.sender, { nonce: from.nonce + 1, balance: from.balance - amount })
  if (from.balance < fullFee + tx.value) {
    const fee = from.balance < fullFee ? from.balance : fullFee
    debit(fee)
    return { status: 'invalid', gasUsed: tx.gasLimit, fee, failReason: 'insufficient funds' }
  }
  const data = Buffer.from(tx.data, 'base64').toString('utf8')
  if (tx.receiver === l.contract.address && data) {
    const outcome = runCall(l, tx, data, commit)
    const gasUsed = outcome.ok ? moveBalanceGas(tx.data) + CALL_GAS : tx.gasLimit
    const fee = feeFor(tx, gasUsed)
    debit(fee)
    return {
      status: outcome.ok ? 'success' : 'fail',
      gasUsed,
      fee,
      outcome,
      refund: fullFee - fee,
      ...(outcome.ok ? {} : { failReason: outcome.message }),
    }
  }
  const esdt = parseEsdtTransfer(data)
  if (esdt) return runEsdtTransfer(l, tx, esdt, commit, () => debit(fullFee), fullFee)
  const nft = parseNftTransfer(data, l.addresses)
  if (nft) return runNftTransfer(l, tx, nft, commit, () => debit(fullFee), fullFee)
  debit(tx.value + fullFee)
  if (commit) {
    const to = l.account(tx.receiver)
    l.accounts.set(tx.receiver, { ...to, balance: to.balance + tx.value })
  }
  return { status: 'success', gasUsed: tx.gasLimit, fee: fullFee }
}

/** Execute a transaction a block includes, recording what happened on it. */
export function executeTx(l: LedgerView, tx: LedgerTx): void {
  if (tx.nonce !== l.account(tx.sender).nonce) {
    // Only a synthetic sender could get here; the pool orders user transactions by nonce.
    Object.assign(tx, { status: 'invalid', gasUsed: tx.gasLimit, fee: 0n })
    return
  }
  const { failReason: _reason, ...done } = runTx(l, tx, true)
  Object.assign(tx, done)
}

function runCall(l: LedgerView, tx: TxFields, data: string, commit: boolean): CallOutcome {
  const call = parseCallData(data)
  if (!call) return { ok: false, returnCode: 'function not found', message: 'invalid function (not found)' }
  if (tx.gasLimit < moveBalanceGas(tx.data) + CALL_GAS)
    return { ok: false, returnCode: 'out of gas', message: 'not enough gas' }
  if (tx.value > 0n) return { ok: false, returnCode: 'user error', message: 'function does not accept EGLD payment' }
  return callAdder(l.contract.state, call.func, call.args, commit)
}

/** Gas the ESDTTransfer built-in function costs beyond the move-balance part (the real gas schedule's figure). */
export const ESDT_TRANSFER_GAS = 200_000

/**
 * A fungible token transfer (the ESDTTransfer built-in function): the tokens move when the sender holds them and
 * the gas covers the function; otherwise it fails and the fee of the whole gas limit is taken.
 */
function runEsdtTransfer(
  l: LedgerView,
  tx: TxFields,
  esdt: { identifier: string; amount: bigint },
  commit: boolean,
  payFee: () => void,
  fee: bigint,
): Execution {
  payFee()
  const token = l.tokens.find((t) => t.identifier === esdt.identifier)
  const held = token?.holdings.get(tx.sender) ?? 0n
  const reason = !token
    ? 'no ticker with given name'
    : tx.gasLimit < moveBalanceGas(tx.data) + ESDT_TRANSFER_GAS
      ? 'not enough gas'
      : tx.value > 0n
        ? 'built in function called with tx value is not allowed'
        : held < esdt.amount
          ? 'insufficient funds'
          : undefined
  if (reason) return { status: 'fail', gasUsed: tx.gasLimit, fee, failReason: reason }
  if (commit && esdt.amount > 0n) {
    token!.holdings.set(tx.sender, held - esdt.amount)
    token!.holdings.set(tx.receiver, (token!.holdings.get(tx.receiver) ?? 0n) + esdt.amount)
  }
  return { status: 'success', gasUsed: tx.gasLimit, fee }
}

/**
 * An NFT or SFT transfer (ESDTNFTTransfer, sent to oneself, the destination in the data): the quantity of the item
 * moves when the sender holds it and the gas covers the function; otherwise it fails and the whole fee is taken.
 */
function runNftTransfer(
  l: LedgerView,
  tx: TxFields,
  nft: { collection: string; nonce: number; quantity: bigint; to: string },
  commit: boolean,
  payFee: () => void,
  fee: bigint,
): Execution {
  payFee()
  const found = findItem(l.collections, itemIdentifier(nft.collection, nft.nonce))
  const held = found?.item.holdings.get(tx.sender) ?? 0n
  const reason = !found
    ? 'new NFT data on sender'
    : tx.receiver !== tx.sender
      ? 'invalid receiver address'
      : tx.gasLimit < moveBalanceGas(tx.data) + ESDT_TRANSFER_GAS
        ? 'not enough gas'
        : held < nft.quantity || nft.quantity === 0n
          ? 'insufficient quantity'
          : undefined
  if (reason) return { status: 'fail', gasUsed: tx.gasLimit, fee, failReason: reason }
  if (commit) {
    const h = found!.item.holdings
    if (held === nft.quantity) h.delete(tx.sender)
    else h.set(tx.sender, held - nft.quantity)
    h.set(nft.to, (h.get(nft.to) ?? 0n) + nft.quantity)
  }
  return { status: 'success', gasUsed: tx.gasLimit, fee }
}
