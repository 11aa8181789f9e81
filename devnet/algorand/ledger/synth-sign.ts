import { LogicSig, SignedTransaction, type Transaction } from 'algosdk'
import type { Random } from '../../primitives/random'
import { addrOf, addrStr } from './addr'
import { APPROVE_ALL } from './genesis'
import type { SigType } from './state'
import type { SynthEnv } from './synth-env'

const enc = new TextEncoder()

/**
 * Signs a synthetic transaction the way its sender can: multisig, the rekeyed authorizer, a logic signature, or
 * (after the upgrade) a post-quantum key; otherwise ed25519.
 */
export function sign(
  env: SynthEnv,
  r: Random,
  round: number,
  txn: Transaction,
): { stxn: SignedTransaction; sigType: SigType } {
  const sender = addrStr(txn.sender)
  const { multisig, logicSig, pqAccounts } = env.genesis
  const sig = () => r.bytes(64)
  const ms = multisig.get(sender)
  if (ms) {
    const subsig = ms.publicKeys.map((pk, i) => (i < ms.threshold ? { pk, s: sig() } : { pk }))
    return { stxn: new SignedTransaction({ txn, msig: { v: ms.version, thr: ms.threshold, subsig } }), sigType: 'msig' }
  }
  // A rekeyed account is signed for by its authorizer, recorded as the signer (sgnr).
  const auth = env.state.accounts.get(sender)?.authAddr
  if (auth) return { stxn: new SignedTransaction({ txn, sig: sig(), sgnr: addrOf(auth) }), sigType: 'sig' }
  const program = logicSig.get(sender)
  if (program) return { stxn: new SignedTransaction({ txn, lsig: new LogicSig(program) }), sigType: 'lsig' }
  const pq = pqAccounts.get(sender)
  if (pq && round > env.upgradeRound) {
    const pqsig = { sch: enc.encode('f1'), slt: pq.salt, pk: pq.publicKey, sig: r.bytes(1280) }
    if (r.next() < 0.25) {
      // A logic signature delegated by the post-quantum key (signature.logicsig.pqsig).
      const lsig = new LogicSig(APPROVE_ALL)
      lsig.pqsig = pqsig
      return { stxn: new SignedTransaction({ txn, lsig }), sigType: 'lsig' }
    }
    return { stxn: new SignedTransaction({ txn, pqsig }), sigType: 'pqsig' }
  }
  return { stxn: new SignedTransaction({ txn, sig: sig() }), sigType: 'sig' }
}
