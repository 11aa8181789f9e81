import 'server-only'
/**
 * Follow one packet across both chains with what the gateways offer (no event search): the chain state at both
 * ends says where it is; its transactions are found by reading blocks near the times they must have happened
 * (send → receive a few blocks later on the other chain → acknowledgement back on the source).
 */
import { cache } from 'react'
import type { CosmosGatewayId } from '@/lib/catalog/types'
import { GatewayError } from '@/lib/client/types'
import { offers, resolveCall, type CallInput } from '@/lib/client/resolve'
import { toEpochMs } from '@/lib/format/time'
import { getNetwork } from '@/lib/networks'
import { serverFetch } from '@/lib/query/server'
import {
  findRelayTx,
  nanosToMs,
  packetRefsOfEvents,
  packetState,
  transferDataOf,
  txHashOfRaw,
  type PacketId,
  type PacketState,
  type TransferData,
} from './packet'
import { channelInfo, resolveCounterparty } from './server'

/** Found or not (404), or unknown (failed / not offered). */
async function ask(
  call: CallInput,
): Promise<{ ok: true; body: unknown; height?: string } | { ok: false; status: number }> {
  if (!offers(call.gateway, call.opId)) return { ok: false, status: 0 }
  try {
    const r = await serverFetch(resolveCall(call))
    return { ok: true, body: r.body, ...(r.height !== undefined && { height: String(r.height) }) }
  } catch (e) {
    return { ok: false, status: e instanceof GatewayError ? e.status : 0 }
  }
}

export interface TxRef {
  network: CosmosGatewayId
  hash: string
  height: number
  timeMs?: number
}

interface BlockRead {
  timeMs?: number
  txs: { hash: string; json?: { body?: { messages?: unknown[] } } }[]
}

/** A block's time and transactions (hashes, and decoded bodies when the gateway gives them), or undefined. */
const readBlock = cache(async (g: CosmosGatewayId, height: number): Promise<BlockRead | undefined> => {
  type B = {
    block?: { header?: { time?: string }; data?: { txs?: string[] } }
    sdk_block?: B['block']
    txs?: { body?: { messages?: unknown[] } }[]
  }
  const viaTxs = await ask({ gateway: g, opId: 'cosmos.tx.blockTxs', path: { height: String(height) } })
  const r = viaTxs.ok ? viaTxs : await ask({ gateway: g, opId: 'cosmos.base.block', path: { height: String(height) } })
  if (!r.ok) return undefined
  const b = r.body as B
  const blk = b.block ?? b.sdk_block
  const raw = blk?.data?.txs ?? []
  const timeMs = toEpochMs(blk?.header?.time)
  return {
    ...(timeMs !== undefined && { timeMs }),
    txs: raw.map((t, i) => ({ hash: txHashOfRaw(t), ...(b.txs?.[i] && { json: b.txs[i] }) })),
  }
})

const canReadBlocks = (g: CosmosGatewayId) => offers(g, 'cosmos.tx.blockTxs') || offers(g, 'cosmos.base.block')

type TxAnswer = {
  tx?: { body?: { messages?: unknown[] } }
  tx_response?: {
    height?: string
    timestamp?: string
    txhash?: string
    events?: { type?: string; attributes?: { key?: string; value?: string }[] }[]
  }
}

const readTx = cache(async (g: CosmosGatewayId, hash: string): Promise<TxAnswer | undefined> => {
  const r = await ask({ gateway: g, opId: 'cosmos.tx.tx', path: { hash } })
  return r.ok ? (r.body as TxAnswer) : undefined
})

/** The network's head height (any answer carries it) and its time when a block says so. */
const headOf = cache(async (g: CosmosGatewayId): Promise<{ height: number; timeMs?: number } | undefined> => {
  const latest = await ask({ gateway: g, opId: 'cosmos.base.latestBlock' })
  const probe = latest.ok
    ? latest
    : await ask({ gateway: g, opId: 'cosmos.ibc.channel.channels', query: { 'pagination.limit': '1' } })
  const height = probe.ok
    ? Number(probe.height ?? (probe.body as { block?: { header?: { height?: string } } }).block?.header?.height)
    : NaN
  if (!Number.isSafeInteger(height) || height < 1) return undefined
  const timeMs = (await readBlock(g, height))?.timeMs
  return { height, ...(timeMs !== undefined && { timeMs }) }
})

/** The first height at or after time t, estimated from the head and refined by reading two blocks. */
async function heightNear(g: CosmosGatewayId, t: number): Promise<number | undefined> {
  const head = await headOf(g)
  if (!head?.timeMs) return undefined
  let ms = getNetwork(g).blockIntervalMs
  let guess = head.height
  for (let round = 0; round < 3; round++) {
    guess = Math.max(1, Math.min(head.height, head.height - Math.floor((head.timeMs - t) / ms)))
    const at = (await readBlock(g, guess))?.timeMs
    if (at === undefined || guess === head.height) break
    ms = Math.max(1, (head.timeMs - at) / (head.height - guess))
    if (Math.abs(at - t) <= ms) break
  }
  return guess
}

/** Blocks from `from` on (at most `limit`), a few at a time, until one holds the relay message; its tx. */
async function scanForRelay(
  g: CosmosGatewayId,
  from: number,
  limit: number,
  role: 'recv' | 'ack' | 'timeout',
  id: PacketId,
): Promise<TxRef | undefined> {
  const head = await headOf(g)
  if (!head) return undefined
  const BATCH = 6
  for (let h = Math.max(1, from); h <= Math.min(head.height, from + limit); h += BATCH) {
    const heights = Array.from({ length: Math.min(BATCH, head.height - h + 1) }, (_, i) => h + i)
    const blocks = await Promise.all(heights.map((x) => readBlock(g, x)))
    for (let k = 0; k < blocks.length; k++) {
      const b = blocks[k]
      if (!b?.txs.length) continue
      // Bodies come with blockTxs; a plain block gives raw bytes only, so each of its txs is asked for.
      const bodies = b.txs.every((t) => t.json)
        ? b.txs.map((t) => t.json!)
        : await Promise.all(b.txs.map(async (t) => (await readTx(g, t.hash))?.tx ?? {}))
      const i = findRelayTx(bodies, role, id)
      if (i >= 0)
        return {
          network: g,
          hash: b.txs[i]!.hash,
          height: heights[k]!,
          ...(b.timeMs !== undefined && { timeMs: b.timeMs }),
        }
    }
  }
  return undefined
}

export interface SendInfo extends TxRef {
  sequence: string
  data?: TransferData
  timeoutMs?: number
}

function sendOf(g: CosmosGatewayId, answer: TxAnswer | undefined, id: PacketId): SendInfo | undefined {
  const r = answer?.tx_response
  if (!r?.txhash || !r.height) return undefined
  const refs = packetRefsOfEvents(r.events)
  if (
    !refs.some((p) => p.role === 'send' && p.port === id.port && p.channel === id.channel && p.sequence === id.sequence)
  )
    return undefined
  const ev = r.events?.find(
    (e) =>
      e.type === 'send_packet' && e.attributes?.some((a) => a.key === 'packet_sequence' && a.value === id.sequence),
  )
  const a = (k: string) => ev?.attributes?.find((x) => x.key === k)?.value
  const data = transferDataOf(a('packet_data'))
  const timeoutMs = nanosToMs(a('packet_timeout_timestamp'))
  const timeMs = toEpochMs(r.timestamp)
  return {
    network: g,
    hash: r.txhash,
    height: Number(r.height),
    sequence: id.sequence,
    ...(timeMs !== undefined && { timeMs }),
    ...(data && { data }),
    ...(timeoutMs !== undefined && { timeoutMs }),
  }
}

/** Sequences a block sends on the channel (its MsgTransfer txs, read by hash for their events). */
async function sendsIn(g: CosmosGatewayId, height: number, id: PacketId): Promise<SendInfo[]> {
  const b = await readBlock(g, height)
  if (!b) return []
  const cands = b.txs.filter(
    (t) =>
      !t.json ||
      (t.json.body?.messages ?? []).some(
        (m) => (m as { '@type'?: string; source_channel?: string }).source_channel === id.channel,
      ),
  )
  const out: SendInfo[] = []
  for (const t of cands) {
    const answer = await readTx(g, t.hash)
    for (const ref of packetRefsOfEvents(answer?.tx_response?.events)) {
      if (ref.role !== 'send' || ref.port !== id.port || ref.channel !== id.channel) continue
      const s = sendOf(g, answer, { ...id, sequence: ref.sequence })
      if (s?.sequence === id.sequence) return [s]
      if (s) out.push(s)
    }
  }
  return out
}

/**
 * The send transaction of a packet without a hint: sequences grow with height on a channel, so an interpolation
 * search over heights (bounded number of block reads) narrows down to the block that sent it.
 */
async function locateSend(g: CosmosGatewayId, id: PacketId): Promise<SendInfo | undefined> {
  const head = await headOf(g)
  if (!head || !canReadBlocks(g) || !offers(g, 'cosmos.tx.tx')) return undefined
  const target = Number(id.sequence)
  let lo = { h: 0, s: 0 }
  let hi = { h: head.height + 1, s: Number.POSITIVE_INFINITY }
  const WINDOW = 16
  for (let step = 0; step < 14 && hi.h - lo.h > 1; step++) {
    const span = hi.h - lo.h
    const frac = Number.isFinite(hi.s) && hi.s > lo.s ? (target - lo.s) / (hi.s - lo.s) : 0.5
    const mid = Math.min(hi.h - 1, Math.max(lo.h + 1, lo.h + Math.round(frac * span) - 2))
    let found: SendInfo[] = []
    let at = mid
    for (; at < Math.min(hi.h, mid + WINDOW) && !found.length; at++) found = await sendsIn(g, at, id)
    const hit = found.find((s) => Number(s.sequence) === target)
    if (hit) return hit
    if (!found.length) {
      // Nothing sent on the channel in the window: the packet is not there; look below first.
      hi = { h: mid, s: hi.s }
      continue
    }
    const seqs = found.map((s) => Number(s.sequence))
    if (Math.max(...seqs) < target) lo = { h: at - 1, s: Math.max(...seqs) }
    else hi = { h: mid, s: Math.min(...seqs) }
  }
  return undefined
}

export interface PacketTrace {
  id: PacketId
  network: CosmosGatewayId
  counterparty?: { network: CosmosGatewayId; port: string; channel: string }
  /** The other chain when it is not explored here. */
  external?: { chainId?: string; port?: string; channel?: string }
  clientStatus?: string
  state: PacketState
  commitment?: boolean
  received?: boolean
  acknowledged?: boolean
  send?: SendInfo
  recv?: TxRef
  close?: TxRef & { kind: 'ack' | 'timeout' }
  /** Blocks could not be read on a network, so its transactions were not looked for. */
  unsearchable: CosmosGatewayId[]
  /** When the chains were asked (ms): ages and "in flight for" count from here. */
  askedAt: number
}

const presence = async (call: CallInput): Promise<boolean | undefined> => {
  const r = await ask(call)
  if (r.ok) return (r.body as { received?: boolean }).received ?? true
  return r.status === 404 ? false : undefined
}

/** Everything known about packet `id` sent on network g; `sendHint` is the send tx hash when the caller knows it. */
export async function tracePacket(g: CosmosGatewayId, id: PacketId, sendHint?: string): Promise<PacketTrace> {
  const ref = { port: id.port, channel: id.channel }
  const info = await channelInfo(g, ref)
  const cp = await resolveCounterparty(g, ref, info)
  const seqPath = { port_id: id.port, channel_id: id.channel, sequence: id.sequence }
  const dstPath = cp && { port_id: cp.port, channel_id: cp.channel, sequence: id.sequence }
  const clientId = info.client?.clientId
  const [commitment, received, acknowledged, status] = await Promise.all([
    presence({ gateway: g, opId: 'cosmos.ibc.channel.packetCommitment', path: seqPath }),
    dstPath ? presence({ gateway: cp.network, opId: 'cosmos.ibc.channel.packetReceipt', path: dstPath }) : undefined,
    dstPath
      ? presence({ gateway: cp.network, opId: 'cosmos.ibc.channel.packetAcknowledgement', path: dstPath })
      : undefined,
    clientId ? ask({ gateway: g, opId: 'cosmos.ibc.client.clientStatus', path: { client_id: clientId } }) : undefined,
  ])
  const clientStatus = status?.ok ? (status.body as { status?: string }).status : undefined
  const unsearchable: CosmosGatewayId[] = []
  if (!canReadBlocks(g)) unsearchable.push(g)
  if (cp && !canReadBlocks(cp.network)) unsearchable.push(cp.network)

  let send =
    sendHint && /^[0-9A-Fa-f]{64}$/.test(sendHint) ? sendOf(g, await readTx(g, sendHint.toUpperCase()), id) : undefined
  send ??= await locateSend(g, id)
  const state = packetState(commitment, received)
  const trace: PacketTrace = {
    id,
    network: g,
    state,
    unsearchable,
    askedAt: Date.now(),
    ...(cp && { counterparty: cp }),
    ...(!cp && {
      external: {
        ...(info.client?.state.chainId && { chainId: info.client.state.chainId }),
        ...(info.end?.counterparty?.port_id && { port: info.end.counterparty.port_id }),
        ...(info.end?.counterparty?.channel_id && { channel: info.end.counterparty.channel_id }),
      },
    }),
    ...(clientStatus && { clientStatus }),
    ...(commitment !== undefined && { commitment }),
    ...(received !== undefined && { received }),
    ...(acknowledged !== undefined && { acknowledged }),
    ...(send && { send }),
  }
  if (!send?.timeMs) return trace
  // Relayers act within minutes: look a bounded number of blocks after the moment each step became possible.
  const LIMIT = 160
  if (cp && received && canReadBlocks(cp.network)) {
    const from = await heightNear(cp.network, send.timeMs)
    const recv = from !== undefined ? await scanForRelay(cp.network, from - 2, LIMIT, 'recv', id) : undefined
    if (recv) trace.recv = recv
  }
  if (commitment === false && canReadBlocks(g)) {
    const kind = received === false ? 'timeout' : 'ack'
    const after = kind === 'ack' ? trace.recv?.timeMs : send.timeoutMs
    const from = after !== undefined ? await heightNear(g, after) : undefined
    const close = from !== undefined ? await scanForRelay(g, from - 2, LIMIT, kind, id) : undefined
    if (close) trace.close = { ...close, kind }
  }
  return trace
}
