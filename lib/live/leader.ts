import 'server-only'
import { randomBytes } from 'node:crypto'
import type { Redis } from 'ioredis'
import { connectRedis } from '@/lib/gateway/redis'
import { serverEnv } from '@/lib/server/env'
import type { FeedFactory, FeedSink, FeedStatus, LiveItem } from './hub'

/**
 * One upstream feed per topic across app instances (REDIS_URL). Every instance whose hub has viewers of a topic
 * listens on the topic's Redis channel; one of them, the holder of a renewed lease, also runs the upstream feed
 * (WebSocket or poller) and publishes what it brings. When the leader dies its lease lapses and another instance
 * with viewers takes it over within `leaseMs + tickMs`, resuming after the newest block it relayed (the hub's
 * ring, filled from the channel, is what the feed resumes from). Recent items and the last status are kept on
 * Redis too, so a topic that starts on a follower shows the latest block at once.
 * Redis unavailable: each instance runs its own feed, as without Redis.
 */

export interface ClusterFeedOptions {
  redis: Redis
  /** A connection of its own in subscriber mode, queueing while offline (subscriptions made early still count). */
  sub: Redis
  leaseMs?: number
  /** How often the leader renews and the others try to take over. */
  tickMs?: number
  /** Items kept on Redis per topic for a starting follower. */
  ringSize?: number
  prefix?: string
  log?: (line: string) => void
}

export interface ClusterFeeds {
  wrap(feedFor: (key: string) => FeedFactory): (key: string) => FeedFactory
  /** Topics whose upstream feed runs in this process. */
  upstreamTopics(): string[]
  readonly instanceId: string
  close(): Promise<void>
}

type Message = { from: string; item: LiveItem } | { from: string; status: Omit<FeedStatus, 'at'> }

const RENEW = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`
const PUBLISH_ITEM = `
redis.call('RPUSH', KEYS[1], ARGV[1])
redis.call('LTRIM', KEYS[1], -tonumber(ARGV[2]), -1)
redis.call('PEXPIRE', KEYS[1], 600000)
return redis.call('PUBLISH', KEYS[2], ARGV[1])
`
const PUBLISH_STATUS = `
redis.call('SET', KEYS[1], ARGV[1], 'PX', 600000)
return redis.call('PUBLISH', KEYS[2], ARGV[1])
`

export function clusterFeeds(opts: ClusterFeedOptions): ClusterFeeds {
  const { redis, sub } = opts
  const leaseMs = opts.leaseMs ?? 2000
  const tickMs = opts.tickMs ?? 400
  const ringSize = opts.ringSize ?? 32
  const prefix = opts.prefix ?? 'live:'
  const log = opts.log ?? (() => {})
  const instanceId = `${process.pid}-${randomBytes(6).toString('hex')}`
  const listeners = new Map<string, (m: Message) => void>()
  const upstream = new Set<string>()
  const tasks = new Set<{ stop(): void }>()

  sub.on('error', () => {})
  sub.on('message', (channel: string, raw: string) => {
    let m: Message
    try {
      m = JSON.parse(raw) as Message
    } catch {
      return
    }
    if (m.from !== instanceId) listeners.get(channel)?.(m)
  })

  function topic(key: string, factory: FeedFactory, sink: FeedSink) {
    const channel = `${prefix}t:${key}`
    const lease = `${prefix}lead:${key}`
    const ring = `${prefix}ring:${key}`
    const statusKey = `${prefix}st:${key}`
    const token = `${instanceId}-${randomBytes(6).toString('hex')}`
    let feed: { stop(): void } | undefined
    let leading = false
    let stopped = false

    // The leader's own viewers get items straight from its feed; the others through the channel.
    const publishing: FeedSink = {
      push(item) {
        sink.push(item)
        if (leading)
          redis
            .eval(PUBLISH_ITEM, 2, ring, channel, JSON.stringify({ from: instanceId, item }), String(ringSize))
            .catch(() => {})
      },
      status(s) {
        sink.status(s)
        if (leading)
          redis
            .eval(PUBLISH_STATUS, 2, statusKey, channel, JSON.stringify({ from: instanceId, status: s }))
            .catch(() => {})
      },
      last: () => sink.last(),
    }

    const startFeed = () => {
      if (feed) return
      upstream.add(key)
      try {
        feed = factory(publishing)
      } catch (err) {
        feed = { stop() {} }
        sink.status({ state: 'unsupported', detail: err instanceof Error ? err.message : String(err) })
      }
    }
    const stopFeed = () => {
      feed?.stop()
      feed = undefined
      upstream.delete(key)
    }

    listeners.set(channel, (m) => {
      if ('item' in m) sink.push(m.item)
      else sink.status(m.status)
    })

    // Listen first, then read what came before: nothing published in between is lost (repeats are dropped).
    void (async () => {
      try {
        await sub.subscribe(channel)
        const [items, status] = await Promise.all([redis.lrange(ring, 0, -1), redis.get(statusKey)])
        if (stopped) return
        for (const raw of items) {
          const m = JSON.parse(raw) as Message
          if ('item' in m) sink.push(m.item)
        }
        if (status) sink.status((JSON.parse(status) as { status: Omit<FeedStatus, 'at'> }).status)
      } catch {
        // Redis away: the tick runs the feed here.
      }
    })()

    let busy = false
    let failingSince: number | undefined
    async function tick() {
      // One at a time: a slow Redis must not let a second tick undo what the first decided.
      if (stopped || busy) return
      busy = true
      try {
        if (leading) {
          const renewed = await redis.eval(RENEW, 1, lease, token, String(leaseMs))
          failingSince = undefined
          if (renewed === 1) return
          leading = false
          log(`[live] ${key}: lost the lead; following`)
          stopFeed()
          return
        }
        const won = (await redis.set(lease, token, 'PX', leaseMs, 'NX')) === 'OK'
        failingSince = undefined
        if (won && stopped) {
          // The last viewer left while we asked: hand the lead straight back.
          await redis.eval(RELEASE, 1, lease, token)
          return
        }
        if (won) {
          // Running alone while Redis was away: keep that feed, now publishing.
          leading = true
          startFeed()
        } else if (feed) stopFeed() // Redis is back and someone else leads
      } catch {
        // No Redis for a lease's time (not a connection still starting): this instance's viewers still get their
        // blocks, from a feed of its own.
        failingSince ??= Date.now()
        if (!stopped && Date.now() - failingSince >= leaseMs) startFeed()
      } finally {
        busy = false
      }
    }

    const timer = setInterval(() => void tick(), tickMs)
    timer.unref?.()
    void tick()

    const task = {
      stop() {
        if (stopped) return
        stopped = true
        clearInterval(timer)
        tasks.delete(task)
        listeners.delete(channel)
        stopFeed()
        sub.unsubscribe(channel).catch(() => {})
        // Hand over at once: another instance with viewers takes the lead on its next tick.
        if (leading) redis.eval(RELEASE, 1, lease, token).catch(() => {})
        leading = false
      },
    }
    tasks.add(task)
    return task
  }

  return {
    instanceId,
    wrap: (feedFor) => (key) => {
      // Unknown or unsupported topics fail here, in the hub, as without a cluster.
      const factory = feedFor(key)
      return (sink) => topic(key, factory, sink)
    },
    upstreamTopics: () => [...upstream].sort(),
    async close() {
      for (const t of [...tasks]) t.stop()
      await sub.quit().catch(() => {})
    },
  }
}

const holder = globalThis as typeof globalThis & { __liveCluster?: ClusterFeeds | null }

/** The process's cluster feeds when REDIS_URL is set (undefined otherwise). */
export function liveCluster(): ClusterFeeds | undefined {
  if (holder.__liveCluster === undefined) {
    const url = serverEnv().REDIS_URL
    const redis = url ? connectRedis(url, (line) => console.warn(line.replace('[gw]', '[live]'))) : undefined
    holder.__liveCluster = redis
      ? clusterFeeds({ redis, sub: redis.duplicate({ enableOfflineQueue: true }), log: (l) => console.warn(l) })
      : null
  }
  return holder.__liveCluster ?? undefined
}
