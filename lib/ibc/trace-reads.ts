import 'server-only'
/**
 * The chain reads a packet trace is built from: single answers, blocks (cached per request), the head, and the
 * bounded block scans that find a relayer's transaction.
 */
import { cache } from 'react'
import type { CosmosGatewayId } from '@/lib/catalog/types'
import { GatewayError } from '@/lib/client/types'
import { offers, resolveCall, type CallInput } from '@/lib/client/resolve'
import { toEpochMs } from '@/lib/format/time'
import { getNetwork } from '@/lib/networks'
import { serverFetch } from '@/lib/query/server'
import { findRelayTx, txHashOfRaw, type PacketId } from './packet'

/** Found or not (404), or unknown (failed / not offered). */
export async function ask(
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
export const readBlock = cache(async (g: CosmosGatewayId, height: number): Promise<BlockRead | undefined> => {
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

export const canReadBlocks = (g: CosmosGatewayId) => offers(g, 'cosmos.tx.blockTxs') || offers(g, 'cosmos.base.block')

export type TxAnswer = {
  tx?: { body?: { messages?: unknown[] } }
  tx_response?: {
    height?: string
    timestamp?: string
    txhash?: string
    events?: { type?: string; attributes?: { key?: string; value?: string }[] }[]
  }
}

export const readTx = cache(async (g: CosmosGatewayId, hash: string): Promise<TxAnswer | undefined> => {
  const r = await ask({ gateway: g, opId: 'cosmos.tx.tx', path: { hash } })
  return r.ok ? (r.body as TxAnswer) : undefined
})

/** The network's head height (any answer carries it) and its time when a block says so. */
export const headOf = cache(async (g: CosmosGatewayId): Promise<{ height: number; timeMs?: number } | undefined> => {
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
export async function heightNear(g: CosmosGatewayId, t: number): Promise<number | undefined> {
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

/**
 * Blocks from `from` on (at most `limit`), a few at a time, until one holds the relay message: its tx, or
 * `unfinished` when a block could not be read (a failing gateway, or the page's deadline cut the scan short), so a
 * later look can go on where the cached blocks end.
 */
export async function scanForRelay(
  g: CosmosGatewayId,
  from: number,
  limit: number,
  role: 'recv' | 'ack' | 'timeout',
  id: PacketId,
): Promise<{ tx?: TxRef; unfinished?: true }> {
  const head = await headOf(g)
  if (!head) return { unfinished: true }
  const BATCH = 6
  for (let h = Math.max(1, from); h <= Math.min(head.height, from + limit); h += BATCH) {
    const heights = Array.from({ length: Math.min(BATCH, head.height - h + 1) }, (_, i) => h + i)
    const blocks = await Promise.all(heights.map((x) => readBlock(g, x)))
    if (blocks.some((b) => b === undefined)) return { unfinished: true }
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
          tx: {
            network: g,
            hash: b.txs[i]!.hash,
            height: heights[k]!,
            ...(b.timeMs !== undefined && { timeMs: b.timeMs }),
          },
        }
    }
  }
  return {}
}
