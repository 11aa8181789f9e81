/**
 * The browser side of the live relay (`app/api/live/…`, lib/live/http.ts): the stream URLs, the query parameters
 * the relay reads to resume a stream, and the frames it sends. The EventSource itself is followed by
 * components/live/use-live-stream.ts.
 */
import type { FeedStatus } from '@/lib/live/hub'

/** One named event of a stream (`block`, `event`, `transfer`, …) with its parsed JSON and its SSE id. */
export interface LiveEvent {
  event: string
  data: unknown
  id: string
}

/** The `status` frame: the feed's own state; on the multiplexed stream, the network it is about. */
export type LiveStatus = FeedStatus & { network?: string }

/** Every network's newest blocks on one stream (browsers allow six connections per origin). */
export const LIVE_ALL_URL = '/api/live/all'
/** One network's block stream; other streams and filters: liveUrl in lib/live/topics.ts. */
export const liveNetworkUrl = (network: string) => `/api/live/${network}`

/** Resume after this event id (for a page that reopens the stream itself; EventSource sends the header on its own). */
export const RESUME_PARAM = 'lastEventId'
/** Replay this many recent items on a first connection. */
export const BACKLOG_PARAM = 'backlog'

/** The URL to (re)open a stream: after the last event seen, else with a backlog, else as is. */
export function streamUrl(url: string, resume: { lastEventId?: string; backlog?: number }): string {
  const param = resume.lastEventId
    ? `${RESUME_PARAM}=${encodeURIComponent(resume.lastEventId)}`
    : resume.backlog
      ? `${BACKLOG_PARAM}=${resume.backlog}`
      : ''
  if (!param) return url
  return `${url}${url.includes('?') ? '&' : '?'}${param}`
}
