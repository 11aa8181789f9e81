import type { AddressBook } from './accounts'
import type { Intent } from './intents'
import type { Ledger } from './ledger'
import type { Staking } from './staking'
import { escrowAddress, type TxEnv } from './tx-events'
import { signerOf } from './txbuild'

/** Sent IBC packets not yet acknowledged are acknowledged this many blocks later, except every 9th (stuck). */
const ACK_DELAY = 3

/** The running state a chain's generated transactions change (a `Chain`'s, named here so this module need not import it). */
export interface RunningState {
  book: AddressBook
  ledger: Ledger
  staking: Staking
  env: TxEnv
  /** Next packet sequence to send, by channel. */
  nextSend: Map<string, number>
  /** Packet commitments not yet acknowledged or timed out: channel → sequence → height sent. */
  pending: Map<string, Map<number, number>>
  /** Packets to external chains in the order they were sent, waiting for their acknowledgement. */
  unacked: { channel: string; seq: number; at: number }[]
}

/** State change of one generated intent; returns its IBC packet sequence (0 when none). */
export function applyIntent(state: RunningState, intent: Intent, height: number): number {
  const { book, ledger, env } = state
  const denom = env.profile.denom
  const signer = book.address(signerOf(intent))
  switch (intent.kind) {
    case 'send':
      ledger.transfer(signer, book.address(intent.to), denom, intent.amount)
      return 0
    case 'delegate':
      state.staking.delegate(intent.from, intent.validator, intent.amount)
      return 0
    case 'ibc': {
      ledger.transfer(signer, escrowAddress(env, intent.channel), denom, intent.amount)
      const seq = intent.seq ?? state.nextSend.get(intent.channel) ?? 1
      state.nextSend.set(intent.channel, seq + 1)
      let p = state.pending.get(intent.channel)
      if (!p) state.pending.set(intent.channel, (p = new Map()))
      p.set(seq, height)
      // Packets to devnet chains are closed by their own ack/timeout transactions.
      if (intent.seq === undefined) state.unacked.push({ channel: intent.channel, seq, at: height })
      return seq
    }
    case 'ack':
      state.pending.get(intent.channel)?.delete(intent.seq)
      return intent.seq
    case 'timeout':
      // ICS-20 refund: the escrowed tokens go back to the sender.
      ledger.transfer(escrowAddress(env, intent.channel), book.address(intent.from), denom, intent.amount)
      state.pending.get(intent.channel)?.delete(intent.seq)
      return intent.seq
    case 'oracle':
      return 0
    case 'bridge':
      ledger.transfer(signer, book.moduleAccount('peggy')!.address, denom, intent.amount + intent.fee)
      return 0
    case 'recv':
      // ICS-20 receive: the voucher of the counterparty's denom is minted to the receiver.
      ledger.mint(book.address(intent.to), env.topology.traces[intent.counterparty]!.denom, intent.amount)
      return intent.seq
    case 'alliance':
      state.staking.allianceDelegate(intent.from, intent.validator, env.extraDenoms[intent.denomIndex]!, intent.amount)
      return 0
  }
}

/** Packets to external chains are acknowledged ACK_DELAY blocks after they were sent, except every 9th (stuck). */
export function ackPackets(state: RunningState, h: number): void {
  while (state.unacked.length && state.unacked[0]!.at <= h - ACK_DELAY) {
    const { channel, seq } = state.unacked.shift()!
    if (seq % 9 !== 0) state.pending.get(channel)?.delete(seq)
  }
}
