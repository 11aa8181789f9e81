/**
 * The fan-out hub: one upstream feed per topic, shared by every viewer of that topic. It starts the feed with
 * the first viewer and stops it when the last one leaves, keeps a bounded ring of recent items per topic so a
 * viewer that reconnects with Last-Event-ID gets exactly what it missed, and drops items the feed repeats
 * (e.g. after an upstream reconnect). Framework-independent: feeds are injected, tests drive it directly.
 */
import { orderOfId } from './summary'

export interface LiveItem {
  /** SSE id; unique within the topic. */
  id: string
  /** SSE event name: `block`, `event`, `transfer`. */
  event: string
  data: unknown
  /** What makes it a repeat (default: the id). A block's hash, so a fork's new block at a seen height passes. */
  key?: string
}

/** `behind`: the gateway answers a head below the last block shown (a lagging node); the feed waits for it. */
export type FeedState = 'connecting' | 'live' | 'retrying' | 'behind' | 'unsupported'

export interface FeedStatus {
  state: FeedState
  /** What went wrong, or why the network cannot be followed. */
  detail?: string
  /** Expected block interval, when the feed knows it. */
  intervalMs?: number
  at: number
}

/** What a feed gets from the hub. */
export interface FeedSink {
  push(item: LiveItem): void
  status(s: Omit<FeedStatus, 'at'>): void
  /** The newest item the topic holds (a restarted feed resumes after it). */
  last(): LiveItem | undefined
}

export interface Feed {
  stop(): void
}

/** Starts the upstream work of one topic. */
export type FeedFactory = (sink: FeedSink) => Feed

export interface Viewer {
  item(item: LiveItem): void
  status(s: FeedStatus): void
}

export interface SubscribeOptions {
  /** Resume after this id (SSE Last-Event-ID). */
  lastEventId?: string
  /** Without lastEventId: how many recent items to replay at once (0 = only new ones). */
  backlog?: number
}

export interface HubOptions {
  /** Items kept per topic for resume. */
  ringSize?: number
  clock?: () => number
  /** Keep an idle topic's buffer for later resumes (default: yes). Filtered log topics are many and cheap to lose. */
  retainIdle?: (key: string) => boolean
}

export interface HubStats {
  topics: number
  viewers: number
  feeds: number
}

class Topic {
  readonly viewers = new Set<Viewer>()
  private ring: LiveItem[] = []
  private keys = new Set<string>()
  feed: Feed | undefined
  current: FeedStatus

  constructor(
    private readonly ringSize: number,
    private readonly clock: () => number,
  ) {
    this.current = { state: 'connecting', at: clock() }
  }

  push(item: LiveItem): void {
    const key = item.key ?? item.id
    if (this.keys.has(key)) return
    this.ring.push(item)
    this.keys.add(key)
    while (this.ring.length > this.ringSize) {
      const old = this.ring.shift()!
      this.keys.delete(old.key ?? old.id)
    }
    for (const v of [...this.viewers]) v.item(item)
  }

  status(s: Omit<FeedStatus, 'at'>): void {
    this.current = { ...s, at: this.clock() }
    for (const v of [...this.viewers]) v.status(this.current)
  }

  last(): LiveItem | undefined {
    return this.ring.at(-1)
  }

  /** Items after `lastEventId`: by exact id while it is buffered, else by the height its id names. */
  since(lastEventId: string): LiveItem[] {
    const at = this.ring.findIndex((i) => i.id === lastEventId)
    if (at >= 0) return this.ring.slice(at + 1)
    const after = orderOfId(lastEventId)
    if (after === undefined) return []
    return this.ring.filter((i) => {
      const o = orderOfId(i.id)
      return o !== undefined && o > after
    })
  }

  recent(n: number): LiveItem[] {
    return n > 0 ? this.ring.slice(-n) : []
  }
}

export class LiveHub {
  private topics = new Map<string, Topic>()
  private readonly ringSize: number
  private readonly clock: () => number
  private readonly retainIdle: (key: string) => boolean

  constructor(
    private readonly feedFor: (key: string) => FeedFactory,
    opts: HubOptions = {},
  ) {
    this.ringSize = opts.ringSize ?? 256
    this.clock = opts.clock ?? Date.now
    this.retainIdle = opts.retainIdle ?? (() => true)
  }

  /**
   * Add a viewer: it first gets the current status and the items it missed (or the backlog), then every new
   * item. Returns the function that removes it; the feed stops when the last viewer of the topic leaves.
   */
  subscribe(key: string, viewer: Viewer, opts: SubscribeOptions = {}): () => void {
    let topic = this.topics.get(key)
    if (!topic) this.topics.set(key, (topic = new Topic(this.ringSize, this.clock)))
    const t = topic
    const replay = opts.lastEventId ? t.since(opts.lastEventId) : t.recent(opts.backlog ?? 0)
    // A feed that is about to (re)start is connecting, whatever it said before it stopped.
    if (!t.feed) t.current = { state: 'connecting', at: this.clock() }
    viewer.status(t.current)
    for (const item of replay) viewer.item(item)
    t.viewers.add(viewer)
    if (!t.feed) this.start(key, t)
    let left = false
    return () => {
      if (left) return
      left = true
      t.viewers.delete(viewer)
      if (t.viewers.size > 0) return
      this.stop(t)
      if (!this.retainIdle(key) && this.topics.get(key) === t) this.topics.delete(key)
    }
  }

  /** Newest item of a topic, without subscribing (the home strip's first paint). */
  latest(key: string): LiveItem | undefined {
    return this.topics.get(key)?.last()
  }

  stats(): HubStats {
    let viewers = 0
    let feeds = 0
    for (const t of this.topics.values()) {
      viewers += t.viewers.size
      if (t.feed) feeds++
    }
    return { topics: this.topics.size, viewers, feeds }
  }

  /** Per topic: its viewers and whether its feed runs (lib/metrics). */
  topicStats(): { key: string; viewers: number; feed: boolean }[] {
    return [...this.topics].map(([key, t]) => ({ key, viewers: t.viewers.size, feed: t.feed !== undefined }))
  }

  /** Stop every feed (server shutdown, tests). */
  close(): void {
    for (const t of this.topics.values()) {
      t.viewers.clear()
      this.stop(t)
    }
  }

  private start(key: string, t: Topic): void {
    let active = true
    const sink: FeedSink = {
      // A stopped feed's late callbacks (a response already in flight) must not reach new viewers.
      push: (item) => active && t.push(item),
      status: (s) => active && t.status(s),
      last: () => t.last(),
    }
    let feed: Feed
    try {
      feed = this.feedFor(key)(sink)
    } catch (err) {
      feed = { stop() {} }
      t.status({ state: 'unsupported', detail: err instanceof Error ? err.message : String(err) })
    }
    t.feed = {
      stop: () => {
        active = false
        feed.stop()
      },
    }
  }

  private stop(t: Topic): void {
    const feed = t.feed
    t.feed = undefined
    feed?.stop()
  }
}
