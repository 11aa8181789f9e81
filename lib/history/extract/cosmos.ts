/**
 * Cosmos SDK blocks and transactions for the index: the block answer (`blocks/{height}` or `txs/block/{height}`)
 * and each transaction's `txs/{hash}` answer (decoded messages, result code, events). Message fields are read
 * with the explorer's own key lists (lib/explorer/cosmos/messages), type words with the overview's.
 */
import { txHashOf } from '@/lib/explorer/cosmos/block'
import { AMOUNT_KEYS, RECEIVER_KEYS, SENDER_KEYS, coinsOf } from '@/lib/explorer/cosmos/messages'
import { encodeBech32 } from '@/lib/format/address'
import { base64ToBytes, base64ToHex, base64ToText } from '@/lib/format/hex'
import { toEpochMs } from '@/lib/format/time'
import { sdkHashOf } from '@/lib/ibc/same-key'
import { transferDataOf } from '@/lib/ibc/packet'
import { typeInWords } from '@/lib/overview/model'
import type { Coin, ExtractedBlock, ExtractedTx, Participant, Role } from '../types'
import { arr, obj, str, type Obj } from '@/lib/format/json-read'

export interface CosmosHeader {
  height: bigint
  hash?: string
  parentHash?: string
  time?: number
  proposer?: string
  /** Raw transactions (base64) in block order. */
  raw: string[]
}

const hexOf = (b64: string | undefined) => (b64 ? base64ToHex(b64)?.toUpperCase() : undefined)

/** The header and raw transactions of a block answer; undefined when it is not one. */
export function cosmosHeader(body: unknown): CosmosHeader | undefined {
  const b = obj(body)
  const block = obj(b.sdk_block ?? b.block)
  const header = obj(block.header)
  const height = str(header.height)
  if (!height || !/^\d+$/.test(height)) return undefined
  const time = toEpochMs(str(header.time))
  const hash = hexOf(str(obj(b.block_id).hash))
  const parentHash = hexOf(str(obj(header.last_block_id).hash))
  const proposer = str(header.proposer_address)
  return {
    height: BigInt(height),
    ...(hash && { hash }),
    ...(parentHash && { parentHash }),
    ...(time !== undefined && { time }),
    ...(proposer && {
      proposer: /^[0-9A-F]{40}$/i.test(proposer) ? proposer.toUpperCase() : (hexOf(proposer) ?? proposer),
    }),
    raw: arr(obj(block.data).txs).filter((t): t is string => typeof t === 'string'),
  }
}

export const rawTxHashes = (h: CosmosHeader): string[] => h.raw.map((t) => txHashOf(t) ?? '')

const ROLE_OF_RECEIVER: Record<string, Role> = {
  validator_address: 'validator',
  validator_dst_address: 'validator',
  validator_src_address: 'validator',
  contract: 'contract',
}

/** Every address a message names, with its role; IBC messages add the channel and the other chain's account. */
function messageParticipants(msg: Obj, out: Participant[]): void {
  const t = String(msg['@type'] ?? '')
  for (const k of SENDER_KEYS) {
    const v = str(msg[k])
    if (v) out.push({ address: v, role: k === 'signer' ? 'signer' : 'sender' })
  }
  for (const k of [...RECEIVER_KEYS, 'validator_src_address']) {
    const v = str(msg[k])
    if (!v) continue
    const role: Role =
      t.endsWith('MsgTransfer') && k === 'receiver' ? 'IBC counterparty' : (ROLE_OF_RECEIVER[k] ?? 'recipient')
    out.push({ address: v, role })
  }
  if (t.endsWith('MsgTransfer') && str(msg.source_channel))
    out.push({ address: `${str(msg.source_port) ?? 'transfer'}/${str(msg.source_channel)}`, role: 'IBC channel' })
  for (const io of ['inputs', 'outputs'] as const)
    for (const x of arr(msg[io]).map(obj)) {
      const a = str(x.address)
      if (a) out.push({ address: a, role: io === 'inputs' ? 'sender' : 'recipient' })
    }
  const packet = obj(msg.packet)
  if (Object.keys(packet).length) {
    const recv = t.endsWith('MsgRecvPacket')
    const port = str(recv ? packet.destination_port : packet.source_port)
    const channel = str(recv ? packet.destination_channel : packet.source_channel)
    if (port && channel) out.push({ address: `${port}/${channel}`, role: 'IBC channel' })
    const data = transferDataOf(str(packet.data) ? base64ToText(str(packet.data)!).text : undefined)
    if (data && recv) {
      if (data.receiver) out.push({ address: data.receiver, role: 'recipient' })
      if (data.sender) out.push({ address: data.sender, role: 'IBC counterparty' })
    } else if (data) {
      // An acknowledgement or timeout settles the sender's own transfer (a refund on failure).
      if (data.sender) out.push({ address: data.sender, role: 'recipient' })
      if (data.receiver) out.push({ address: data.receiver, role: 'IBC counterparty' })
    }
  }
  for (const inner of arr(msg.msgs).map(obj)) messageParticipants(inner, out)
}

function messageCoins(msg: Obj): Coin[] {
  const coins = AMOUNT_KEYS.flatMap((k) => coinsOf(msg[k]))
  if (coins.length) return coins
  const io = arr(msg.outputs).flatMap((x) => coinsOf(obj(x).coins))
  if (io.length) return io
  const packet = obj(msg.packet)
  const data = transferDataOf(str(packet.data) ? base64ToText(str(packet.data)!).text : undefined)
  if (data && String(msg['@type'] ?? '').endsWith('MsgRecvPacket')) return [{ amount: data.amount, denom: data.denom }]
  return arr(msg.msgs).flatMap((m) => messageCoins(obj(m)))
}

function signerAddresses(authInfo: Obj, prefix: string): string[] {
  return arr(authInfo.signer_infos).flatMap((s) => {
    const key = obj(obj(s).public_key)
    if (!String(key['@type'] ?? '').includes('secp256k1') || typeof key.key !== 'string') return []
    try {
      const h = sdkHashOf(base64ToBytes(key.key))
      return h ? [encodeBech32(prefix, h)] : []
    } catch {
      return []
    }
  })
}

/** Who paid the fee: the SDK's `tx` event says (a fee grant moves it to the granter); else granter, payer, signer. */
function feePayer(resp: Obj, fee: Obj): string | undefined {
  for (const e of arr(resp.events).map(obj))
    if (e.type === 'tx')
      for (const a of arr(e.attributes).map(obj)) {
        // SDK ≤ 0.46 writes event attributes in base64 (`ZmVlX3BheWVy` is `fee_payer`).
        if (a.key === 'fee_payer' && str(a.value)) return str(a.value)
        if (a.key === 'ZmVlX3BheWVy' && str(a.value)) return base64ToText(str(a.value)!).text
      }
  return str(fee.granter) ?? str(fee.payer)
}

/** One `txs/{hash}` answer as an index transaction; undefined when the answer is not one. */
export function cosmosTx(idx: number, body: unknown, prefix: string): ExtractedTx | undefined {
  const b = obj(body)
  const resp = obj(b.tx_response)
  const tx = obj(b.tx)
  const hash = str(resp.txhash)
  if (!hash) return undefined
  const msgs = arr(obj(tx.body).messages).map(obj)
  const authInfo = obj(tx.auth_info)
  const fee = obj(authInfo.fee)
  const participants: Participant[] = []
  for (const m of msgs) messageParticipants(m, participants)
  for (const a of signerAddresses(authInfo, prefix)) participants.push({ address: a, role: 'signer' })
  const payer = feePayer(resp, fee) ?? participants.find((p) => p.role === 'signer' || p.role === 'sender')?.address
  if (payer) participants.push({ address: payer, role: 'fee payer' })
  const first = msgs[0]
  return {
    idx,
    hash: hash.toUpperCase(),
    type: first
      ? typeInWords(String(first['@type'] ?? '')) + (msgs.length > 1 ? ` +${msgs.length - 1}` : '')
      : 'No message',
    participants,
    amounts: msgs.flatMap(messageCoins),
    fee: coinsOf(fee.amount),
    ok: Number(str(resp.code) ?? '0') === 0,
  }
}

/** A block from its header and its transactions' answers, in block order. */
export function cosmosBlockOf(h: CosmosHeader, txs: (ExtractedTx | undefined)[]): ExtractedBlock {
  return {
    height: h.height,
    ...(h.hash && { hash: h.hash }),
    ...(h.parentHash && { parentHash: h.parentHash }),
    ...(h.time !== undefined && { time: h.time }),
    ...(h.proposer && { proposer: h.proposer }),
    txs: txs.filter((t): t is ExtractedTx => !!t),
  }
}
