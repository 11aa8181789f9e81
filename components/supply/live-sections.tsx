import 'server-only'
import { pageSignal } from '@/lib/query/deadline'
import { readFeed, readHistory } from '@/lib/supply/history'
import type { RangeId } from '@/lib/supply/series'
import { FeedPanel } from './feed-panel'
import { HistoryPanel } from './history-panel'

/** Server-prefetched first paint of the client panels; if the prefetch fails the client fetches and shows why. */
export async function FeedSection() {
  // Within the page deadline; a feed cut short by it is left to the browser rather than shown with holes.
  const signal = pageSignal()
  const initial = await readFeed(signal).catch(() => undefined)
  return <FeedPanel initial={signal.aborted ? undefined : initial} />
}

export async function HistorySection({ range }: { range: RangeId }) {
  const initial = await readHistory(range).catch(() => undefined)
  return <HistoryPanel initial={initial} />
}
