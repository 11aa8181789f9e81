import 'server-only'
/**
 * Asks both ends of a channel what ./counts.ts needs, once per page: the source's commitments, the destination's
 * `unreceived_packets` for them (and for the latest sequences, when a chart is wanted), and whether the
 * destination wrote an acknowledgement for the packets it received. The overview and the channel page both load
 * through here, so they count the same answers the same way.
 */
import type { CosmosGatewayId } from '@/lib/catalog/types'
import { resolveCall, type CallInput } from '@/lib/client/resolve'
import { GatewayError, type CallSpec } from '@/lib/client/types'
import { serverFetch } from '@/lib/query/server'
import { channelFlow, sortSequences, type ChannelFlow } from './counts'
import { sequenceBatches, sequencesOf, unreceivedOf } from './inflight'

/** One page of commitments covers every channel explored here; the counts say when a list was longer. */
export const COMMITMENTS_PAGE = { 'pagination.limit': '1000' }
/** Acknowledgements looked up one by one for packets received but not yet acknowledged back (usually a few). */
const MAX_ACK_LOOKUPS = 50

export interface FlowOptions {
  /** Chart the latest this many sequences too. */
  window?: number
  /** Look up the destination's acknowledgements of received packets (acks in flight). */
  acks?: boolean
  /** Absolute deadline (epoch ms) for every call. */
  until?: number
}

export type LoadedFlow =
  { ok: true; flow: ChannelFlow; commitments: { spec: CallSpec; body: unknown } } | { ok: false; error: string }

type Answer = { ok: true; body: unknown } | { ok: false; status: number; error: string }

async function ask(call: CallInput, page: Record<string, string>, until?: number): Promise<Answer> {
  try {
    const signal = until === undefined ? [] : [AbortSignal.timeout(Math.max(0, until - Date.now()))]
    return { ok: true, body: (await serverFetch(resolveCall(call), page, ...signal)).body }
  } catch (e) {
    // The words, not the proxy's error code: the reason is shown to people as it is.
    if (e instanceof GatewayError) return { ok: false, status: e.status, error: e.detail ?? e.message }
    return { ok: false, status: 0, error: e instanceof Error ? e.message : String(e) }
  }
}

/** The configured network at the other end, and its end of the channel. */
export interface Counterparty {
  network: CosmosGatewayId
  port: string
  channel: string
}

const hasNext = (body: unknown) => !!(body as { pagination?: { next_key?: unknown } } | undefined)?.pagination?.next_key

/** The channel `g`/`port`/`channel` towards its configured counterparty `cp`, counted by ./counts.ts. */
export async function loadChannelFlow(
  g: CosmosGatewayId,
  port: string,
  channel: string,
  cp: Counterparty,
  opts: FlowOptions = {},
): Promise<LoadedFlow> {
  const here = { port_id: port, channel_id: channel }
  const there = { port_id: cp.port, channel_id: cp.channel }
  const commitCall: CallInput = { gateway: g, opId: 'cosmos.ibc.channel.packetCommitments', path: here }
  const [c, lastAck] = await Promise.all([
    ask(commitCall, COMMITMENTS_PAGE, opts.until),
    opts.window
      ? ask(
          { gateway: cp.network, opId: 'cosmos.ibc.channel.packetAcknowledgements', path: there },
          { 'pagination.limit': '1', 'pagination.reverse': 'true' },
          opts.until,
        )
      : undefined,
  ])
  if (!c.ok) return { ok: false, error: `The packets awaiting acknowledgement could not be read: ${c.error}` }
  let commitments: string[]
  try {
    commitments = sortSequences(sequencesOf(c.body, 'commitments'))
  } catch (e) {
    return {
      ok: false,
      error: `The packets awaiting acknowledgement could not be read: ${e instanceof Error ? e.message : String(e)}`,
    }
  }
  let window: { from: string; to: string } | undefined
  if (opts.window) {
    let acked: string[] = []
    try {
      acked = lastAck?.ok ? sequencesOf(lastAck.body, 'acknowledgements') : []
    } catch {
      acked = []
    }
    const latest = [...commitments, ...acked].reduce((m, s) => (BigInt(s) > m ? BigInt(s) : m), 0n)
    if (latest > 0n) {
      const from = latest - BigInt(opts.window) + 1n
      window = { from: (from < 1n ? 1n : from).toString(), to: latest.toString() }
    }
  }
  const inWindow: string[] = []
  if (window) for (let s = BigInt(window.from); s <= BigInt(window.to); s++) inWindow.push(s.toString())
  const asked = sortSequences([...commitments, ...inWindow])
  const answers = await Promise.all(
    sequenceBatches(asked).map((b) =>
      ask(
        {
          gateway: cp.network,
          opId: 'cosmos.ibc.channel.unreceivedPackets',
          path: { ...there, packet_commitment_sequences: b },
        },
        {},
        opts.until,
      ),
    ),
  )
  const failed = answers.find((a) => !a.ok)
  if (failed && !failed.ok) return { ok: false, error: `unreceived packets on the destination: ${failed.error}` }
  let unreceived: string[]
  try {
    unreceived = answers.flatMap((a) => (a.ok ? unreceivedOf(a.body) : []))
  } catch (e) {
    return { ok: false, error: `unreceived packets: ${e instanceof Error ? e.message : String(e)}` }
  }
  const pending = new Set(unreceived)
  const received = commitments.filter((s) => !pending.has(s))
  const acked = opts.acks ? await ackedOf(cp, received.slice(0, MAX_ACK_LOOKUPS), opts.until) : undefined
  const flow = channelFlow({
    commitments,
    asked,
    unreceived,
    ...(acked && { acked }),
    ...(window && { window }),
    truncated: hasNext(c.body) || (opts.acks === true && received.length > MAX_ACK_LOOKUPS),
  })
  return { ok: true, flow, commitments: { spec: resolveCall(commitCall), body: c.body } }
}

/** Which of `seqs` the destination holds an acknowledgement for (a 404 means none); failures count as none. */
async function ackedOf(cp: Counterparty, seqs: string[], until?: number): Promise<string[]> {
  const found = await Promise.all(
    seqs.map(async (sequence) => {
      const a = await ask(
        {
          gateway: cp.network,
          opId: 'cosmos.ibc.channel.packetAcknowledgement',
          path: { port_id: cp.port, channel_id: cp.channel, sequence },
        },
        {},
        until,
      )
      return a.ok ? sequence : undefined
    }),
  )
  return found.filter((s): s is string => s !== undefined)
}

/** The commitments of a channel whose other end is not explored here: all that can be counted of it. */
export async function commitmentsOf(
  g: CosmosGatewayId,
  port: string,
  channel: string,
  until?: number,
): Promise<{ commitments: string[] } | { error: string }> {
  const c = await ask(
    { gateway: g, opId: 'cosmos.ibc.channel.packetCommitments', path: { port_id: port, channel_id: channel } },
    COMMITMENTS_PAGE,
    until,
  )
  if (!c.ok) return { error: `The packets awaiting acknowledgement could not be read: ${c.error}` }
  try {
    return { commitments: sortSequences(sequencesOf(c.body, 'commitments')) }
  } catch (e) {
    return {
      error: `The packets awaiting acknowledgement could not be read: ${e instanceof Error ? e.message : String(e)}`,
    }
  }
}
