/**
 * The two live endpoints as plain `Request → Response` functions over a hub, so route handlers stay one line
 * and tests call them without Next:
 * - `/api/live/<network>[?stream=event|transfer&filters]`: one topic, SSE ids, resume by Last-Event-ID
 *   (header, or `lastEventId` in the query for a page that reopens the stream itself), `backlog=N` replays the
 *   newest N items to a fresh viewer.
 * - `/api/live/all`: every network's blocks multiplexed on one stream (the home strip). Browsers allow six
 *   HTTP/1.1 connections per origin; eight EventSources would starve the page's own fetches.
 */
import { BACKLOG_PARAM, RESUME_PARAM } from '@/lib/client/live'
import { networkIds, type NetworkId } from '@/lib/networks'
import type { FeedStatus, LiveHub } from './hub'
import { liveStream, sseResponse } from './sse'
import { parseTopic, topicKey } from './topics'

export interface LiveLimits {
  /** Streams open at once on this server. */
  maxStreams: number
  /** Streams per client address. */
  maxPerClient: number
}

export const DEFAULT_LIMITS: LiveLimits = { maxStreams: 5000, maxPerClient: 64 }
export const MAX_BACKLOG = 50

/** Counts open streams, globally and per client, and refuses past the limits. */
export class StreamLimiter {
  private open = 0
  private perClient = new Map<string, number>()
  constructor(private readonly limits: LiveLimits = DEFAULT_LIMITS) {}

  /** A release function, or undefined when a limit is reached. */
  acquire(client: string): (() => void) | undefined {
    const mine = this.perClient.get(client) ?? 0
    if (this.open >= this.limits.maxStreams || mine >= this.limits.maxPerClient) return undefined
    this.open++
    this.perClient.set(client, mine + 1)
    let done = false
    return () => {
      if (done) return
      done = true
      this.open--
      const left = (this.perClient.get(client) ?? 1) - 1
      if (left > 0) this.perClient.set(client, left)
      else this.perClient.delete(client)
    }
  }

  get size(): number {
    return this.open
  }
}

const problem = (status: number, error: string, detail: string, headers: Record<string, string> = {}) =>
  Response.json({ error, detail }, { status, headers: { 'cache-control': 'no-store', ...headers } })

const tooMany = () =>
  problem(429, 'too_many_streams', 'too many live streams are open; close a tab or try again shortly', {
    'retry-after': '5',
  })

function backlogOf(params: URLSearchParams): number {
  const raw = params.get(BACKLOG_PARAM)
  if (!raw || !/^\d{1,3}$/.test(raw)) return 0
  return Math.min(MAX_BACKLOG, Number(raw))
}

export interface LiveContext {
  hub: LiveHub
  limiter: StreamLimiter
  /** The client's address, for the per-client limit. */
  client: string
  signal: AbortSignal
  heartbeatMs?: number
}

/** Wrap the stream's attach so the limiter slot is freed with the subscriptions. */
function limited(release: () => void, attach: Parameters<typeof liveStream>[0]): Parameters<typeof liveStream>[0] {
  return (viewer) => [...attach(viewer), release]
}

export function handleLive(req: Request, network: string, ctx: LiveContext): Response {
  const url = new URL(req.url)
  const parsed = parseTopic(network, url.searchParams)
  if (!parsed.ok) return problem(parsed.error.startsWith('unknown network') ? 404 : 400, 'invalid_topic', parsed.error)
  const release = ctx.limiter.acquire(ctx.client)
  if (!release) return tooMany()
  const key = topicKey(parsed.topic)
  const lastEventId =
    (req.headers.get('last-event-id') ?? url.searchParams.get(RESUME_PARAM) ?? '').slice(0, 64) || undefined
  const backlog = backlogOf(url.searchParams)
  const body = liveStream(
    limited(release, (viewer) => [
      ctx.hub.subscribe(key, viewer, { ...(lastEventId ? { lastEventId } : { backlog }) }),
    ]),
    { signal: ctx.signal, withIds: true, ...(ctx.heartbeatMs !== undefined && { heartbeatMs: ctx.heartbeatMs }) },
  )
  return sseResponse(body)
}

/** Status frames of the multiplexed stream say which network they describe. */
export interface NetworkStatus extends FeedStatus {
  network: NetworkId
}

export function handleLiveAll(ctx: LiveContext, networks: readonly NetworkId[] = networkIds()): Response {
  const release = ctx.limiter.acquire(ctx.client)
  if (!release) return tooMany()
  const body = liveStream(
    limited(release, (viewer) =>
      networks.map((network) =>
        ctx.hub.subscribe(
          topicKey({ network, stream: 'block' }),
          { item: viewer.item, status: (s) => viewer.status({ ...s, network } as NetworkStatus) },
          { backlog: 1 },
        ),
      ),
    ),
    { signal: ctx.signal, withIds: false, ...(ctx.heartbeatMs !== undefined && { heartbeatMs: ctx.heartbeatMs }) },
  )
  return sseResponse(body)
}
