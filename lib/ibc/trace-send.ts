import 'server-only'
/** The send side of a packet trace: its send transaction, from a known hash or found by searching heights. */
import type { CosmosGatewayId } from '@/lib/catalog/types'
import { offers } from '@/lib/client/resolve'
import { toEpochMs } from '@/lib/format/time'
import { nanosToMs, packetRefsOfEvents, transferDataOf, type PacketId, type TransferData } from './packet'
import { canReadBlocks, headOf, readBlock, readTx, type TxAnswer, type TxRef } from './trace-reads'

export interface SendInfo extends TxRef {
  sequence: string
  data?: TransferData
  timeoutMs?: number
}

export function sendOf(g: CosmosGatewayId, answer: TxAnswer | undefined, id: PacketId): SendInfo | undefined {
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
/** Undefined: the block or one of its transactions could not be read (a deadline, a failing gateway). */
async function sendsIn(g: CosmosGatewayId, height: number, id: PacketId): Promise<SendInfo[] | undefined> {
  const b = await readBlock(g, height)
  if (!b) return undefined
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
    if (!answer) return undefined
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
export async function locateSend(g: CosmosGatewayId, id: PacketId): Promise<{ send?: SendInfo; unfinished?: true }> {
  if (!canReadBlocks(g) || !offers(g, 'cosmos.tx.tx')) return {}
  const head = await headOf(g)
  // A read that failed is not an answer: the page says it is still looking and asks again, rather than "not found".
  if (!head) return { unfinished: true }
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
    for (; at < Math.min(hi.h, mid + WINDOW) && !found.length; at++) {
      const sends = await sendsIn(g, at, id)
      if (!sends) return { unfinished: true }
      found = sends
    }
    const hit = found.find((s) => Number(s.sequence) === target)
    if (hit) return { send: hit }
    if (!found.length) {
      // Nothing sent on the channel in the window: the packet is not there; look below first.
      hi = { h: mid, s: hi.s }
      continue
    }
    const seqs = found.map((s) => Number(s.sequence))
    if (Math.max(...seqs) < target) lo = { h: at - 1, s: Math.max(...seqs) }
    else hi = { h: mid, s: Math.min(...seqs) }
  }
  return {}
}
