/**
 * A packet's life read from transactions: which packet a transaction sends, receives, acknowledges or times
 * out (from its events, or from the packet its message carries), and why one still in flight is stuck.
 */
import { roughDuration } from '@/lib/format/duration'
import { sha256 } from '@noble/hashes/sha2.js'
import { base64ToBytes, bytesToHex } from '@/lib/format/hex'

export type PacketRole = 'send' | 'recv' | 'ack' | 'timeout'

import type { PacketId } from '@/lib/format/packet-id'

export type { PacketId } from '@/lib/format/packet-id'

/** A packet as a transaction names it: its source end (the packet's identity) and destination end. */
export interface PacketRef extends PacketId {
  role: PacketRole
  dstPort?: string
  dstChannel?: string
}

interface EventLike {
  type?: string | null
  attributes?: { key?: string | null; value?: string | null }[] | null
}

const EVENT_ROLE: Record<string, PacketRole> = {
  send_packet: 'send',
  recv_packet: 'recv',
  acknowledge_packet: 'ack',
  timeout_packet: 'timeout',
}

/** Packets a transaction's events name (SDK 0.47+ plain-text attributes). */
export function packetRefsOfEvents(events: readonly EventLike[] | null | undefined): PacketRef[] {
  const out: PacketRef[] = []
  for (const e of events ?? []) {
    const role = EVENT_ROLE[e.type ?? '']
    if (!role) continue
    const a = (k: string) => e.attributes?.find((x) => x.key === k)?.value ?? undefined
    const port = a('packet_src_port')
    const channel = a('packet_src_channel')
    const sequence = a('packet_sequence')
    if (!port || !channel || !sequence || !/^\d+$/.test(sequence)) continue
    const dstPort = a('packet_dst_port')
    const dstChannel = a('packet_dst_channel')
    if (out.some((p) => p.role === role && p.port === port && p.channel === channel && p.sequence === sequence))
      continue
    out.push({ role, port, channel, sequence, ...(dstPort && { dstPort }), ...(dstChannel && { dstChannel }) })
  }
  return out
}

const MSG_ROLE: Record<string, PacketRole> = {
  '/ibc.core.channel.v1.MsgRecvPacket': 'recv',
  '/ibc.core.channel.v1.MsgAcknowledgement': 'ack',
  '/ibc.core.channel.v1.MsgTimeout': 'timeout',
  '/ibc.core.channel.v1.MsgTimeoutOnClose': 'timeout',
}

interface MsgLike {
  '@type'?: unknown
  packet?: {
    sequence?: unknown
    source_port?: unknown
    source_channel?: unknown
    timeout_timestamp?: unknown
    data?: unknown
  } | null
}

/** Index of the transaction (in a block's decoded txs) whose message relays packet `id` in `role`, or -1. */
export function findRelayTx(
  txs: readonly { body?: { messages?: readonly unknown[] } | null }[],
  role: Exclude<PacketRole, 'send'>,
  id: PacketId,
): number {
  return txs.findIndex((t) =>
    (t.body?.messages ?? []).some((raw) => {
      const m = raw as MsgLike
      return (
        MSG_ROLE[String(m['@type'])] === role &&
        String(m.packet?.sequence) === id.sequence &&
        m.packet?.source_port === id.port &&
        m.packet?.source_channel === id.channel
      )
    }),
  )
}

/** Transaction hash from its raw bytes in a block (`block.data.txs`): upper-case hex SHA-256. */
export function txHashOfRaw(b64: string): string {
  return bytesToHex(sha256(base64ToBytes(b64))).toUpperCase()
}

export interface TransferData {
  amount: string
  denom: string
  sender: string
  receiver: string
}

/** ICS-20 packet data (`{amount, denom, receiver, sender}` JSON), or undefined for other applications. */
export function transferDataOf(json: string | undefined): TransferData | undefined {
  if (!json) return undefined
  try {
    const d = JSON.parse(json) as Record<string, unknown>
    return typeof d.amount === 'string' && typeof d.denom === 'string'
      ? { amount: d.amount, denom: d.denom, sender: String(d.sender ?? ''), receiver: String(d.receiver ?? '') }
      : undefined
  } catch {
    return undefined
  }
}

/** Nanosecond timestamp string → ms, undefined for 0 (no timeout). */
export function nanosToMs(ns: string | undefined): number | undefined {
  if (!ns || !/^\d+$/.test(ns) || /^0+$/.test(ns)) return undefined
  return Number(BigInt(ns) / 1_000_000n)
}

export type PacketState = 'acknowledged' | 'timed-out' | 'received' | 'in-flight' | 'unknown'

/**
 * Where a packet is, from the chain state at both ends: the source's commitment (deleted on ack or timeout) and
 * the destination's receipt. Undefined means the answer is unknown (call failed, or the end is not explored).
 */
export function packetState(commitment: boolean | undefined, received: boolean | undefined): PacketState {
  if (commitment === false) return received === false ? 'timed-out' : received === true ? 'acknowledged' : 'unknown'
  if (commitment === true) return received === true ? 'received' : received === false ? 'in-flight' : 'unknown'
  return 'unknown'
}

export interface StuckInput {
  state: PacketState
  nowMs: number
  sentMs?: number | undefined
  timeoutMs?: number | undefined
  /** Status of the light client of the other chain on the end that must act next. */
  clientStatus?: string | undefined
  /** Typical relay delay on this channel (ms): a packet older than a few of these is stuck, not slow. */
  usualDelayMs: number
  counterpartyExplored: boolean
  counterpartyName?: string | undefined
}

/** Why a packet that is not done yet is where it is, in words (undefined when it is done). */
export function stuckReason(i: StuckInput): string | undefined {
  if (i.state === 'acknowledged' || i.state === 'timed-out') return undefined
  if (i.clientStatus && i.clientStatus !== 'Active')
    return `The light client of the other chain is ${i.clientStatus.toLowerCase()}: no relayer can prove anything about this packet until the client is recovered by governance.`
  if (!i.counterpartyExplored && i.state !== 'received')
    return `The counterparty chain${i.counterpartyName ? ` ${i.counterpartyName}` : ''} is not explored here, so whether it received the packet is unknown; the source still holds its commitment.`
  const age = i.sentMs !== undefined ? i.nowMs - i.sentMs : undefined
  if (i.state === 'received')
    return `Received on the other chain; its acknowledgement has not been relayed back yet${age !== undefined ? ` (${roughDuration(age)} after sending)` : ''}. Until it is, the source keeps the commitment and the sender's tokens stay in escrow.`
  if (i.state === 'unknown') return 'Whether the packet was received is unknown: one of the two chains did not answer.'
  if (i.timeoutMs !== undefined && i.nowMs > i.timeoutMs)
    return `Its timeout passed ${roughDuration(i.nowMs - i.timeoutMs)} ago without a receive: a relayer must now submit the timeout on the source to refund the sender; none has yet.`
  if (age !== undefined && age > 3 * i.usualDelayMs)
    return `No relayer activity for this packet: sent ${roughDuration(age)} ago, while packets on this channel are usually delivered within ${roughDuration(i.usualDelayMs)}.${i.timeoutMs !== undefined ? ` It times out in ${roughDuration(i.timeoutMs - i.nowMs)}.` : ''}`
  return `In flight for ${age !== undefined ? roughDuration(age) : 'a short while'}: relayers usually deliver within ${roughDuration(i.usualDelayMs)}.`
}
