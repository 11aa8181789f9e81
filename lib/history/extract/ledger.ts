/**
 * Ledger rounds for the index: the indexer's `blocks/{round}` (every transaction with its id, type and intra-round
 * offset, inner transactions included) and the node's block hash. Type words from the overview's reading
 * (lib/overview/ledger). The indexer writes hashes in base64, the node as `blk-` + base32: both become hex here.
 */
import { base32Decode } from '@/lib/format/address'
import { bytesToHex, base64ToHex } from '@/lib/format/hex'
import { getNetwork, type NetworkId } from '@/lib/networks'
import { ledgerTxRow } from '@/lib/overview/ledger-rows'
import type { Coin, ExtractedBlock, ExtractedTx, Participant } from '../types'
import { secondsToMs, units } from './common'
import { arr, obj, str, type Obj } from '@/lib/format/json-read'

/** `blk-…` (base32, the node's form) as hex; undefined for anything else. */
export function nodeBlockHash(body: unknown): string | undefined {
  const m = /^blk-([A-Z2-7]+)$/.exec(str(obj(body).blockHash) ?? '')
  if (!m) return undefined
  // Lenient on the unused trailing bits (devnet sets them), as the ledger's address decoding is.
  const bytes = base32Decode(m[1]!)
  return bytes.length === 32 ? bytesToHex(bytes).toUpperCase() : undefined
}

function collect(native: string, t: Obj, out: Participant[], amounts: Coin[], top: boolean): void {
  const sender = str(t.sender)
  if (sender) out.push({ address: sender, role: 'sender' })
  if (top) {
    const signer = str(t['auth-addr']) ?? sender
    if (signer) out.push({ address: signer, role: 'signer' })
    if (sender) out.push({ address: sender, role: 'fee payer' })
  }
  const pay = obj(t['payment-transaction'])
  const ax = obj(t['asset-transfer-transaction'])
  for (const k of ['receiver', 'close-remainder-to']) {
    const a = str(pay[k])
    if (a) out.push({ address: a, role: 'recipient' })
  }
  for (const k of ['receiver', 'close-to']) {
    const a = str(ax[k])
    if (a) out.push({ address: a, role: 'recipient' })
  }
  const clawed = str(ax.sender)
  if (clawed) out.push({ address: clawed, role: 'sender' })
  // The ledger's indexer lists these in the account's own history too, so the index does.
  const targets = [
    str(obj(t['asset-freeze-transaction']).address),
    str(obj(t['heartbeat-transaction'])['hb-address']),
    str(t['rekey-to']),
  ]
  for (const a of targets) if (a) out.push({ address: a, role: 'target' })
  for (const a of arr(obj(t['application-transaction']).accounts))
    if (typeof a === 'string') out.push({ address: a, role: 'contract' })
  const amt = units(pay.amount)
  if (t['payment-transaction'] && amt !== undefined && amt !== '0') amounts.push({ amount: amt, denom: native })
  const asset = units(ax['asset-id'])
  const axAmt = units(ax.amount)
  if (asset !== undefined && axAmt !== undefined && axAmt !== '0')
    amounts.push({ amount: axAmt, denom: `asset ${asset}` })
  for (const inner of arr(t['inner-txns']).map(obj)) collect(native, inner, out, amounts, false)
}

export function ledgerTx(network: NetworkId, t: Obj, position: number): ExtractedTx | undefined {
  const id = str(t.id)
  if (!id) return undefined
  const participants: Participant[] = []
  const amounts: Coin[] = []
  const native = getNetwork(network).denom.base
  collect(native, t, participants, amounts, true)
  const fee = units(t.fee)
  const offset = units(t['intra-round-offset'])
  return {
    idx: offset !== undefined && offset.length < 9 ? Number(offset) : position,
    hash: id,
    type: ledgerTxRow(network, t, new Map())?.type ?? 'Transaction',
    participants,
    amounts,
    fee: fee !== undefined && fee !== '0' ? [{ amount: fee, denom: native }] : [],
    ok: true,
  }
}

/** The indexer's block answer (and the node's hash of the round, when known) as an index block. */
export function ledgerBlock(network: NetworkId, body: unknown, hash?: string): ExtractedBlock | undefined {
  const b = obj(body)
  const round = units(b.round)
  if (round === undefined) return undefined
  const time = secondsToMs(b.timestamp)
  const parent = str(b['previous-block-hash'])
  const proposer = str(b.proposer)
  return {
    height: BigInt(round),
    ...(hash && { hash }),
    ...(parent && { parentHash: base64ToHex(parent) ?? parent }),
    ...(time !== undefined && { time }),
    ...(proposer && { proposer }),
    txs: arr(b.transactions).flatMap((t, i) => ledgerTx(network, obj(t), i) ?? []),
  }
}
