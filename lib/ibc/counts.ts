/**
 * The one definition of every IBC count the pages show, computed here and nowhere else (the overview's health
 * summary, the channel page's chart and its in-flight list, the clients table all render these results):
 *
 * - a packet is **in flight** while its commitment is stored on the source and the destination has not received it;
 * - it **awaits its acknowledgement** while the commitment is stored and the destination has received it;
 * - an **acknowledgement is in flight** when the destination wrote it and the source still stores the commitment;
 * - among the latest sequences, a packet whose commitment is gone was **delivered** when the destination received
 *   it, else it **timed out**;
 * - a light client is **expired** when its chain says so or its trusting period has passed, **expiring** when it is
 *   active and the period ends within 7 days; an expired client is never also expiring.
 *
 * Pure: the server loaders (./flow.ts, ./server.ts) and the browser (the clients table) call these.
 */
import { formatSpanNs, trustingState } from './trusting'

/** Sequences as canonical decimal strings, deduplicated, in numeric order (bigint, never Number). */
export function sortSequences(seqs: Iterable<string>): string[] {
  const set = new Set<string>()
  for (const s of seqs) {
    if (!/^\d+$/.test(s)) throw new Error(`not a packet sequence: ${JSON.stringify(s)}`)
    set.add(BigInt(s).toString())
  }
  return [...set].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0))
}

/** What the two ends answered about a channel (all sequences as decimal strings). */
export interface FlowInput {
  /** Sequences whose commitment the source stores. */
  commitments: readonly string[]
  /** Sequences asked of the destination's `unreceived_packets` (must include every commitment). */
  asked: readonly string[]
  /** The destination's answer: which of `asked` it has not received. */
  unreceived: readonly string[]
  /** Among the commitments, the sequences whose acknowledgement the destination has written (when asked). */
  acked?: readonly string[]
  /** The latest sequences to chart, oldest first (`from`–`to` inclusive), when the caller looked at them. */
  window?: { from: string; to: string }
  /** A list was cut at a page: the counts cover what came. */
  truncated?: boolean
}

export type Outcome = 'delivered' | 'timedOut' | 'awaitingAck' | 'inFlight'

export interface ChannelCounts {
  commitments: string[]
  inFlight: string[]
  awaitingAck: string[]
  /** Undefined when the destination's acknowledgements were not asked. */
  acksInFlight?: string[]
  truncated: boolean
}

export interface Bucket {
  from: string
  to: string
  counts: Record<Outcome, number>
}

export interface ChannelStats {
  from: string
  to: string
  /** In flight and awaiting ack over the whole channel (they equal the counts); delivered and timed out in the window. */
  totals: Record<Outcome, number>
  /** Delivered among the window's packets that are done (delivered or timed out), 0–1; undefined when none is. */
  successRate?: number
  buckets: Bucket[]
  /** Packets older than the window still in flight or awaiting their ack (counted in the totals). */
  older: { inFlight: number; awaitingAck: number }
}

export interface ChannelFlow {
  counts: ChannelCounts
  stats?: ChannelStats
}

const zero = (): Record<Outcome, number> => ({ delivered: 0, timedOut: 0, awaitingAck: 0, inFlight: 0 })

export function outcomeOf(committed: boolean, received: boolean): Outcome {
  return committed ? (received ? 'awaitingAck' : 'inFlight') : received ? 'delivered' : 'timedOut'
}

/** Counts (and, with a window, the chart) of one channel from its two ends' answers. */
export function channelFlow(input: FlowInput, bucketCount = 10): ChannelFlow {
  const commitments = sortSequences(input.commitments)
  const asked = new Set(sortSequences(input.asked))
  const missing = commitments.find((s) => !asked.has(s))
  if (missing !== undefined) throw new Error(`sequence ${missing} was not asked of the destination`)
  // An answer naming a sequence it was not asked about is ignored.
  const unreceived = new Set(sortSequences(input.unreceived).filter((s) => asked.has(s)))
  const committed = new Set(commitments)
  const inFlight = commitments.filter((s) => unreceived.has(s))
  const awaitingAck = commitments.filter((s) => !unreceived.has(s))
  const acked = input.acked && new Set(sortSequences(input.acked))
  const counts: ChannelCounts = {
    commitments,
    inFlight,
    awaitingAck,
    ...(acked && { acksInFlight: awaitingAck.filter((s) => acked.has(s)) }),
    truncated: input.truncated === true,
  }
  if (!input.window) return { counts }

  const from = BigInt(input.window.from)
  const to = BigInt(input.window.to)
  const totals = zero()
  totals.inFlight = inFlight.length
  totals.awaitingAck = awaitingAck.length
  const older = {
    inFlight: inFlight.filter((s) => BigInt(s) < from).length,
    awaitingAck: awaitingAck.filter((s) => BigInt(s) < from).length,
  }
  const span = to - from + 1n
  const size = span <= 0n ? 1n : (span + BigInt(bucketCount) - 1n) / BigInt(bucketCount)
  const buckets: Bucket[] = []
  for (let s = from; s <= to; s++) {
    const key = s.toString()
    if (!asked.has(key)) throw new Error(`sequence ${key} of the window was not asked of the destination`)
    const o = outcomeOf(committed.has(key), !unreceived.has(key))
    if (o === 'delivered' || o === 'timedOut') totals[o]++
    const k = Number((s - from) / size)
    const bFrom = from + BigInt(k) * size
    const bTo = bFrom + size - 1n < to ? bFrom + size - 1n : to
    buckets[k] ??= { from: bFrom.toString(), to: bTo.toString(), counts: zero() }
    buckets[k].counts[o]++
  }
  const done = totals.delivered + totals.timedOut
  return {
    counts,
    stats: {
      from: from.toString(),
      to: to.toString(),
      totals,
      ...(done > 0 && { successRate: totals.delivered / done }),
      buckets,
      older,
    },
  }
}

export type ClientStanding = 'active' | 'expiring' | 'expired' | 'frozen' | 'other' | 'unknown'

export interface ClientExpiryInput {
  /** The chain's `client_status`: Active, Expired, Frozen, Unknown, Unauthorized. */
  status?: string
  /** Protobuf duration (`"1209600s"`); absent for clients without one (not Tendermint). */
  trustingPeriod?: string
  /** RFC 3339 time of the latest consensus state. */
  consensusTime?: string
}

export interface ClientExpiry {
  standing: ClientStanding
  /** Time left of the trusting period (negative: passed), when it can be computed. */
  leftNs?: bigint
  /** The trusting-period cell in words. */
  label: string
}

const DAY_NS = 86_400_000_000_000n

/** How a light client stands: expired (its chain says so, or the period passed) wins over any time left. */
export function clientExpiry(c: ClientExpiryInput, nowNs: bigint, days = 7): ClientExpiry {
  let leftNs: bigint | undefined
  let problem: string | undefined
  if (c.trustingPeriod && c.consensusTime) {
    try {
      leftNs = trustingState(c.trustingPeriod, c.consensusTime, nowNs).leftNs
    } catch (e) {
      problem = e instanceof Error ? e.message : String(e)
    }
  }
  const left = leftNs === undefined ? {} : { leftNs }
  const passed = leftNs !== undefined && leftNs <= 0n
  if (c.status === 'Expired' || passed)
    return {
      standing: 'expired',
      ...left,
      label: passed ? formatSpanNs(leftNs!) : 'expired (its chain reports the client expired)',
    }
  if (c.status === 'Frozen') return { standing: 'frozen', ...left, label: 'frozen: verifies nothing more' }
  if (!c.trustingPeriod) return { standing: 'other', label: 'no trusting period (not a Tendermint client)' }
  if (leftNs === undefined)
    return { standing: 'unknown', label: problem ? `unavailable: ${problem}` : 'unknown (no consensus time)' }
  const active = c.status === undefined || c.status === 'Active'
  if (!active) return { standing: 'other', leftNs, label: `${formatSpanNs(leftNs)} (status ${c.status})` }
  if (leftNs <= BigInt(days) * DAY_NS)
    return { standing: 'expiring', leftNs, label: `${formatSpanNs(leftNs)} (expires within ${days} days)` }
  return { standing: 'active', leftNs, label: formatSpanNs(leftNs) }
}
