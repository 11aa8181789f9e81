/**
 * What a home card shows as a network's head, from the two sources the home page has: the live strip's newest
 * block (pushed, with its time) and the card's polled head record (which on some networks carries no time: an
 * IBC proof height, an address query's state block). One rule for both, so the card and the strip above it never
 * disagree: the higher height wins, and at the same height the one that knows the block's time. Pure.
 */
import type { Head } from '@/lib/explorer/head'
import type { BlockSummary } from './summary'

export interface CardHead {
  height: string
  timeMs?: number
  /** Where the height comes from when it is not a block the feed delivered (shown in a tooltip). */
  source?: string
  from: 'feed' | 'head'
}

export function cardHead(live: BlockSummary | undefined, polled: Head | undefined): CardHead | undefined {
  const feed: CardHead | undefined =
    live && !live.obsolete
      ? { height: live.height, ...(live.time !== undefined && { timeMs: live.time }), from: 'feed' }
      : undefined
  const head: CardHead | undefined = polled && {
    height: polled.height,
    ...(polled.timeMs !== undefined && { timeMs: polled.timeMs }),
    ...(polled.source && { source: polled.source }),
    from: 'head',
  }
  if (!feed || !head) return feed ?? head
  const f = BigInt(feed.height)
  const h = BigInt(head.height)
  if (f !== h) return f > h ? feed : head
  return feed.timeMs !== undefined || head.timeMs === undefined ? feed : head
}

/** Where a card measures its network's block interval from: a height, and the time it is known at. */
export interface IntervalMark {
  h: bigint
  t: number
  /** A block's own time, or the time an answer was fetched (a head that carries no time). */
  clock: 'block' | 'fetch'
}

/**
 * The measured interval: time from the first head seen to this one over their height difference (BigInt-safe),
 * and the mark to keep. Times of one clock only: a block's time and the time an answer was fetched differ by however
 * old that answer was (a cached page, an IBC proof height), and a card that mixed them read "0s" on a 6 s chain. So
 * a head on the other clock, or a lower height, starts the measure again from itself. Pure.
 */
export function measureInterval(
  first: IntervalMark | null,
  head: CardHead | undefined,
  fetchedAt: number | undefined,
): { mark: IntervalMark | null; intervalMs?: number } {
  const t = head?.timeMs ?? fetchedAt
  if (!head || t === undefined) return { mark: first }
  const clock = head.timeMs !== undefined ? 'block' : 'fetch'
  const h = BigInt(head.height)
  if (!first || h < first.h || first.clock !== clock) return { mark: { h, t, clock } }
  const dh = h - first.h
  return dh > 0n ? { mark: first, intervalMs: (t - first.t) / Number(dh) } : { mark: first }
}
