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
