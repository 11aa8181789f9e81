import { ed25519 } from '@noble/curves/ed25519.js'
import { decodeMulti, encode } from '@msgpack/msgpack'
import {
  addressFromPQKey,
  computeGroupID,
  decodeAddress,
  decodeSignedTransaction,
  encodeAddress,
  LogicSigAccount,
  multisigAddress,
  Transaction,
  type SignedTransaction,
} from 'algosdk'
import { applyTxn, TxnRejected } from '../ledger/apply'
import { MAX_TXN_LIFE, MIN_FEE } from '../ledger/constants'
import type { Ledger } from '../ledger/ledger'
import type { SigType } from '../ledger/state'

/** Split a body of concatenated msgpack signed transactions (a group is sent that way) and decode each. */
export function decodeSignedTxns(raw: Uint8Array): SignedTransaction[] {
  if (!raw.length) throw new TxnRejected('empty request body: expected msgpack-encoded signed transactions')
  const out: SignedTransaction[] = []
  for (const obj of decodeMulti(raw, { useBigInt64: true }))
    out.push(decodeSignedTransaction(encode(obj, { useBigInt64: true })))
  if (out.length > 16) throw new TxnRejected(`group of ${out.length} transactions exceeds 16`)
  return out
}

export const sigTypeOf = (s: SignedTransaction): SigType =>
  s.msig ? 'msig' : s.lsig ? 'lsig' : s.pqsig ? 'pqsig' : 'sig'

/** The signature checks algod's verifier does for ed25519, multisig, logic and post-quantum authorizations. */
function verifySignature(ledger: Ledger, s: SignedTransaction, skipPq: boolean): void {
  const sender = s.txn.sender.toString()
  const authorizer = ledger.state.accounts.get(sender)?.authAddr ?? sender
  const msg = s.txn.bytesToSign()
  const id = s.txn.txID()
  if (s.sgnr && s.sgnr.toString() !== authorizer)
    throw new TxnRejected(
      `transaction ${id}: should have been authorized by ${authorizer} but was actually authorized by ${s.sgnr.toString()}`,
    )
  if (s.sig) {
    if (
      !ed25519.verify(
        s.sig,
        msg,
        s.txn.sender.toString() === authorizer ? s.txn.sender.publicKey : decodePk(authorizer),
      )
    )
      throw new TxnRejected(`transaction ${id}: At least one signature didn't pass verification`)
    return
  }
  if (s.msig) {
    const addr = multisigAddress({
      version: s.msig.v,
      threshold: s.msig.thr,
      addrs: s.msig.subsig.map((x) => encodeAddress(x.pk)),
    }).toString()
    if (addr !== authorizer)
      throw new TxnRejected(`transaction ${id}: multisig preimage does not match the authorizer ${authorizer}`)
    const valid = s.msig.subsig.filter((x) => x.s && ed25519.verify(x.s, msg, x.pk)).length
    if (valid < s.msig.thr)
      throw new TxnRejected(`transaction ${id}: multisig has ${valid} valid signatures, needs ${s.msig.thr}`)
    return
  }
  if (s.lsig) {
    const escrow = new LogicSigAccount(s.lsig.logic, s.lsig.args).address()
    if (s.lsig.pqsig) {
      // Delegated by a post-quantum key: the key must be the authorizer's.
      if (addressFromPQKey(s.lsig.pqsig.sch, s.lsig.pqsig.pk).address.toString() !== authorizer)
        throw new TxnRejected(`transaction ${id}: post-quantum delegation key does not match ${authorizer}`)
      return
    }
    if (escrow.toString() !== authorizer && !s.lsig.sig)
      throw new TxnRejected(`transaction ${id}: logic signature program hash does not match ${authorizer}`)
    // v42: a program of VM version 13 or later is a post-quantum escrow and must not hash to an ed25519 point.
    if (!skipPq && !s.lsig.sig && programVersion(s.lsig.logic) >= 13 && isCurvePoint(escrow.publicKey))
      throw new TxnRejected(
        `transaction ${id}: post-quantum escrow program address ${escrow.toString()} is an Edwards25519 curve point (skip-pq-address-check=true skips this check)`,
      )
    return
  }
  if (s.pqsig) {
    const { address } = addressFromPQKey(s.pqsig.sch, s.pqsig.pk)
    if (address.toString() !== authorizer)
      throw new TxnRejected(`transaction ${id}: post-quantum key does not match ${authorizer}`)
    return
  }
  throw new TxnRejected(`transaction ${id}: signedtxn has no sig`)
}

function withoutGroup(t: Transaction): Transaction {
  const data = t.toEncodingData()
  data.delete('grp')
  return Transaction.fromEncodingData(data)
}

/** A program's VM version: the uvarint it starts with. */
export function programVersion(program: Uint8Array): number {
  let v = 0
  for (let i = 0, shift = 0; i < Math.min(program.length, 9); i++, shift += 7) {
    v += (program[i]! & 0x7f) * 2 ** shift
    if (!(program[i]! & 0x80)) return v
  }
  return v
}

/** Whether 32 bytes decode to a point of the ed25519 curve. */
export function isCurvePoint(bytes: Uint8Array): boolean {
  try {
    ed25519.Point.fromBytes(bytes)
    return true
  } catch {
    return false
  }
}

/** An ed25519 authorizer's public key is its address payload. */
const decodePk = (address: string) => decodeAddress(address).publicKey

/**
 * Check a group the way the pool's Remember does (well-formed, in its validity window, fees, signatures, group id,
 * and that it applies on top of the pool), then add it to the pool. Returns the transaction IDs.
 */
export function submitGroup(ledger: Ledger, txns: SignedTransaction[], fast: boolean, skipPq = false): string[] {
  const next = BigInt(ledger.head + 1)
  for (const s of txns) {
    const t = s.txn
    const id = t.txID()
    if (ledger.byId.has(id) || ledger.pending.has(id)) throw new TxnRejected(`transaction already in ledger: ${id}`)
    if (fast) continue
    if (t.genesisHash && Buffer.compare(Buffer.from(t.genesisHash), Buffer.from(ledger.genesisHash)) !== 0)
      throw new TxnRejected(`transaction ${id}: genesis hash mismatch`)
    if (t.firstValid > next || t.lastValid < next)
      throw new TxnRejected(`transaction ${id}: txn dead: round ${next} outside of ${t.firstValid}--${t.lastValid}`)
    if (t.lastValid - t.firstValid > MAX_TXN_LIFE)
      throw new TxnRejected(`transaction ${id}: validity window exceeds ${MAX_TXN_LIFE} rounds`)
    if (t.fee < MIN_FEE) throw new TxnRejected(`transaction ${id}: fee ${t.fee} below threshold ${MIN_FEE}`)
    verifySignature(ledger, s, skipPq)
  }
  if (!fast && txns.length > 1) {
    // The group id hashes the members with their own group field cleared.
    const gid = computeGroupID(txns.map((s) => withoutGroup(s.txn)))
    for (const s of txns) {
      if (!s.txn.group || Buffer.compare(Buffer.from(s.txn.group), Buffer.from(gid)) !== 0)
        throw new TxnRejected('transactionGroup: incomplete group or wrong group id')
    }
  }
  if (!fast) trialApply(ledger, txns)
  for (const s of txns) {
    const id = s.txn.txID()
    ledger.pending.set(id, { stxn: s, id, sigType: sigTypeOf(s), receivedAt: ledger.now() })
  }
  return txns.map((s) => s.txn.txID())
}

/** Apply the pool and then the group to a copy of the state: the group must be valid after everything pooled. */
export function trialApply(ledger: Ledger, txns: SignedTransaction[], includePool = true): void {
  const state = structuredClone(ledger.state)
  const env = { state, round: ledger.head + 1, ids: { next: 1n << 60n } }
  if (includePool) for (const p of ledger.pending.values()) applyTxn(env, p.stxn)
  for (const s of txns) {
    try {
      applyTxn(env, s)
    } catch (e) {
      throw new TxnRejected(`TransactionPool.Remember: transaction ${s.txn.txID()}: ${(e as Error).message}`)
    }
  }
}
