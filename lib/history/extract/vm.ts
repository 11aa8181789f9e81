/**
 * VM ledger blocks for the index: `blocks/{number}` and, per transaction, `transactions/{id}` with its receipt.
 * Type words come from the overview's reading (lib/overview/vm), token movements from the ABI decoder's
 * standard events (lib/vm-abi). Amounts are hex on the wire; the index keeps decimal base units.
 */
import { chainOf } from '@/lib/explorer/chain'
import { vmBlock } from '@/lib/live/summary'
import type { NetworkId } from '@/lib/networks'
import { vmTxRow } from '@/lib/overview/vm-rows'
import { STANDARD_SOURCES, decodeEvent, movementOfEvent } from '@/lib/vm-abi/describe'
import { tokenDenom } from '@/lib/vm-abi/token-facts'
import type { Coin, ExtractedBlock, ExtractedTx, Participant, TokenMove } from '../types'
import { units } from './common'
import { arr, obj, str } from '@/lib/format/json-read'

export interface VmHeader {
  height: bigint
  hash?: string
  parentHash?: string
  time?: number
  proposer?: string
  txIds: string[]
}

export function vmHeader(network: NetworkId, body: unknown): VmHeader | undefined {
  const s = vmBlock(network, body)
  if (!s) return undefined
  const parent = str(obj(body).parentID)
  return {
    height: BigInt(s.height),
    ...(s.hash && { hash: s.hash.toLowerCase() }),
    ...(parent && { parentHash: parent.toLowerCase() }),
    ...(s.time !== undefined && { time: s.time }),
    ...(s.proposer && { proposer: s.proposer.toLowerCase() }),
    txIds: arr(obj(body).transactions).filter((t): t is string => typeof t === 'string'),
  }
}

const ZERO = `0x${'0'.repeat(40)}`
const lower = (v: unknown) => str(v)?.toLowerCase()
const coin = (amount: unknown, denom: string): Coin[] => {
  const a = units(amount)
  return a !== undefined && a !== '0' ? [{ amount: a, denom }] : []
}

/** One transaction and its receipt as an index transaction. */
export function vmTx(network: NetworkId, idx: number, tx: unknown, receipt: unknown): ExtractedTx | undefined {
  const t = obj(tx)
  const r = obj(receipt)
  const hash = lower(t.id)
  if (!hash) return undefined
  const row = vmTxRow(network, tx, receipt)
  const { denom: native } = chainOf(network)
  const fees = vmFeeDenom(network)
  const origin = lower(t.origin)
  const participants: Participant[] = []
  const amounts: Coin[] = []
  const moves: TokenMove[] = []
  if (origin) participants.push({ address: origin, role: 'sender' }, { address: origin, role: 'signer' })
  const payer = lower(r.gasPayer) ?? lower(t.delegator) ?? origin
  if (payer) participants.push({ address: payer, role: 'fee payer' })
  for (const c of arr(t.clauses).map(obj)) {
    const to = lower(c.to)
    const data = str(c.data) ?? '0x'
    if (to) participants.push({ address: to, role: data === '0x' ? 'recipient' : 'contract' })
    amounts.push(...coin(c.value, c.token === 0 ? fees : native.base))
  }
  for (const out of arr(r.outputs).map(obj)) {
    const created = lower(out.contractAddress)
    if (created) participants.push({ address: created, role: 'contract' })
    for (const tr of arr(out.transfers).map(obj)) {
      const [from, to] = [lower(tr.sender), lower(tr.recipient)]
      if (from) participants.push({ address: from, role: 'sender' })
      if (to) participants.push({ address: to, role: 'recipient' })
    }
    for (const ev of arr(out.events).map(obj)) {
      const topics = arr(ev.topics).filter((x): x is string => typeof x === 'string')
      const emitter = lower(ev.address)
      if (!emitter || !topics.length) continue
      const m = movementOfEvent(emitter, decodeEvent({ topics, data: str(ev.data) ?? '0x' }, STANDARD_SOURCES))
      if (!m || m.kind !== 'transfer') continue
      if (m.from) participants.push({ address: m.from.toLowerCase(), role: 'sender' })
      participants.push({ address: m.to.toLowerCase(), role: 'recipient' })
      if (m.amount) {
        amounts.push({ amount: m.amount, denom: tokenDenom(emitter) })
        // A reverted transaction has no outputs, so every move here happened; the zero address mints and burns.
        const [from, to] = [m.from?.toLowerCase() ?? ZERO, m.to.toLowerCase()]
        moves.push({
          token: tokenDenom(emitter),
          ...(from !== ZERO && { from }),
          ...(to !== ZERO && { to }),
          amount: m.amount,
        })
      }
    }
  }
  // A token transfer's main amount is the token's, not the clause's zero value.
  if (row?.type.startsWith('Token transfer'))
    amounts.sort((a, b) => Number(b.denom.startsWith('token ')) - Number(a.denom.startsWith('token ')))
  return {
    idx,
    hash,
    type: row?.type ?? 'Transaction',
    participants,
    amounts,
    fee: coin(r.paid, fees),
    ...(moves.length && { moves }),
    ...(receipt !== undefined && receipt !== null && { ok: r.reverted !== true }),
  }
}

export function vmBlockOf(h: VmHeader, txs: (ExtractedTx | undefined)[]): ExtractedBlock {
  return {
    height: h.height,
    ...(h.hash && { hash: h.hash }),
    ...(h.parentHash && { parentHash: h.parentHash }),
    ...(h.time !== undefined && { time: h.time }),
    ...(h.proposer && { proposer: h.proposer }),
    txs: txs.filter((t): t is ExtractedTx => !!t),
  }
}

/** What fees are paid in on a VM ledger (its energy token), for the fee totals. */
export function vmFeeDenom(network: NetworkId): string {
  const c = chainOf(network)
  return (c.energy ?? c.denom).base
}
