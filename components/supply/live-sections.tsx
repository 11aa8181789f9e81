import 'server-only'
import { readFeed, readHistory } from '@/lib/supply/history'
import type { RangeId } from '@/lib/supply/series'
import { FeedPanel } from './feed-panel'
import { HistoryPanel } from './history-panel'

/** Server-prefetched first paint of the client panels; if the prefetch fails the client fetches and shows why. */
export async function FeedSection() {
  const initial = await readFeed().catch(() => undefined)
  return <FeedPanel initial={initial} />
}

export async function HistorySection({ range }: { range: RangeId }) {
  const initial = await readHistory(range).catch(() => undefined)
  return <HistoryPanel initial={initial} />
}
