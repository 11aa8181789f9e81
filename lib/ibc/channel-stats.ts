/**
 * How a channel is doing, from the state at both ends for its latest sequences: each packet is delivered
 * (commitment gone, received), timed out (commitment gone, never received), awaiting its ack (received,
 * commitment kept) or in flight (neither). Sequences follow send order, so buckets of them read as time.
 */
export type Outcome = 'delivered' | 'timedOut' | 'awaitingAck' | 'inFlight'

export function outcomeOf(pending: boolean, received: boolean): Outcome {
  return pending ? (received ? 'awaitingAck' : 'inFlight') : received ? 'delivered' : 'timedOut'
}

export interface Bucket {
  from: number
  to: number
  counts: Record<Outcome, number>
}

export interface ChannelStats {
  /** Sequences looked at, oldest first. */
  from: number
  to: number
  totals: Record<Outcome, number>
  /** Delivered among the packets that are done (delivered or timed out), 0-1; undefined when none is done. */
  successRate?: number
  buckets: Bucket[]
}

const zero = (): Record<Outcome, number> => ({ delivered: 0, timedOut: 0, awaitingAck: 0, inFlight: 0 })

/** Stats of sequences [from, to] from the source's pending commitments and the destination's received set. */
export function channelStats(
  from: number,
  to: number,
  pending: ReadonlySet<number>,
  received: ReadonlySet<number>,
  bucketCount = 10,
): ChannelStats {
  const totals = zero()
  const size = Math.max(1, Math.ceil((to - from + 1) / bucketCount))
  const buckets: Bucket[] = []
  for (let s = from; s <= to; s++) {
    const o = outcomeOf(pending.has(s), received.has(s))
    totals[o]++
    const k = Math.floor((s - from) / size)
    buckets[k] ??= { from: from + k * size, to: Math.min(to, from + (k + 1) * size - 1), counts: zero() }
    buckets[k].counts[o]++
  }
  const done = totals.delivered + totals.timedOut
  return { from, to, totals, ...(done > 0 && { successRate: totals.delivered / done }), buckets }
}
