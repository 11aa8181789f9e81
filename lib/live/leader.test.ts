import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { connectRedis } from '@/lib/gateway/redis'
import { startRedis, type RedisServer } from '@/tests/redis/server'
import { LiveHub, type FeedFactory, type LiveItem } from './hub'
import { clusterFeeds, type ClusterFeeds } from './leader'

let redis: RedisServer
const conns: Redis[] = []
let running: { hub: LiveHub; cluster: ClusterFeeds }[] = []

const ready = async (c: Redis) => {
  conns.push(c)
  if (c.status !== 'ready') await new Promise((r) => c.once('ready', r))
  return c
}
const delay = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A fake upstream: every started feed counts, and pushes block n+1 after the topic's newest every 50 ms. */
const upstream = { started: 0, running: 0 }
const counting: FeedFactory = (sink) => {
  upstream.started++
  upstream.running++
  sink.status({ state: 'live' })
  const timer = setInterval(() => {
    const n = Number(sink.last()?.id ?? 0) + 1
    sink.push({ id: String(n), event: 'block', data: { height: String(n) } })
  }, 50)
  return {
    stop() {
      upstream.running--
      clearInterval(timer)
    },
  }
}

async function instance() {
  const main = await ready(connectRedis(redis.url))
  const cluster = clusterFeeds({ redis: main, sub: await ready(main.duplicate()), leaseMs: 400, tickMs: 100 })
  const hub = new LiveHub(cluster.wrap(() => counting))
  running.push({ hub, cluster })
  return { hub, cluster, main }
}

function viewer(hub: LiveHub, backlog = 0) {
  const items: LiveItem[] = []
  const states: string[] = []
  const leave = hub.subscribe(
    'block:vm',
    { item: (i) => items.push(i), status: (s) => states.push(s.state) },
    { backlog },
  )
  return { items, states, leave }
}

const until = async (pred: () => boolean, ms = 3000) => {
  const end = Date.now() + ms
  while (!pred()) {
    if (Date.now() > end) throw new Error('timed out')
    await delay(20)
  }
}

beforeAll(async () => {
  redis = await startRedis()
})
afterEach(async () => {
  for (const r of running) {
    r.hub.close()
    await r.cluster.close()
  }
  running = []
  await (await ready(connectRedis(redis.url))).flushall()
  upstream.started = upstream.running = 0
})
afterAll(async () => {
  for (const c of conns) c.disconnect()
  await redis?.stop()
})

describe('one live feed per topic across instances', () => {
  it('three instances with viewers → one upstream feed; every viewer gets every block in order', async () => {
    const hubs = [await instance(), await instance(), await instance()]
    const viewers = hubs.flatMap(({ hub }) => [viewer(hub), viewer(hub)])
    await until(() => viewers.every((v) => v.items.length >= 8))
    expect(upstream.started).toBe(1)
    expect(hubs.map((h) => h.cluster.upstreamTopics()).flat()).toEqual(['block:vm'])
    for (const v of viewers) {
      const hs = v.items.map((i) => Number(i.id))
      expect(hs.every((h, i) => i === 0 || h === hs[i - 1]! + 1)).toBe(true)
    }
    // Followers learn the status from the leader too.
    expect(viewers.every((v) => v.states.includes('live'))).toBe(true)
  })

  it('the lead moves when the leader dies; the new leader resumes after the last relayed block', async () => {
    const [a, b] = [await instance(), await instance()]
    const va = viewer(a.hub)
    await until(() => va.items.length >= 3)
    const vb = viewer(b.hub)
    await until(() => vb.items.length >= 3)
    const leader = a.cluster.upstreamTopics().length ? a : b
    const follower = leader === a ? b : a
    const seen = leader === a ? vb : va
    // A crash: the leader's Redis connections drop, it renews nothing and publishes nothing more.
    leader.main.disconnect()
    const t0 = Date.now()
    const before = seen.items.length
    await until(() => follower.cluster.upstreamTopics().length === 1 && seen.items.length > before + 2, 3000)
    expect(Date.now() - t0).toBeLessThan(1500)
    const hs = seen.items.map((i) => Number(i.id))
    expect(hs.every((h, i) => i === 0 || h === hs[i - 1]! + 1)).toBe(true)
  })

  it('the last viewer leaving hands the lead over at once', async () => {
    const [a, b] = [await instance(), await instance()]
    const va = viewer(a.hub)
    await until(() => va.items.length >= 2)
    const vb = viewer(b.hub)
    await until(() => vb.items.length >= 2)
    const [lead, other] = a.cluster.upstreamTopics().length ? [va, b] : [vb, a]
    lead.leave()
    await until(() => other.cluster.upstreamTopics().length === 1, 1000)
    expect(upstream.running).toBe(1)
  })

  it('a topic starting on a follower shows the recent blocks at once, from Redis', async () => {
    const a = await instance()
    const va = viewer(a.hub)
    await until(() => va.items.length >= 5)
    const b = await instance()
    const vb = viewer(b.hub, 3)
    await until(() => vb.items.length >= 3, 1000)
    expect(Number(vb.items[0]!.id)).toBeLessThanOrEqual(Number(va.items.at(-1)!.id))
    expect(upstream.started).toBe(1)
  })

  it('instances whose Redis connections are still starting do not each run a feed', async () => {
    const fresh = () => {
      const main = connectRedis(redis.url)
      const sub = main.duplicate({ enableOfflineQueue: true })
      conns.push(main, sub)
      const cluster = clusterFeeds({ redis: main, sub, leaseMs: 400, tickMs: 100 })
      const hub = new LiveHub(cluster.wrap(() => counting))
      running.push({ hub, cluster })
      return hub
    }
    const viewers = [fresh(), fresh(), fresh()].map((hub) => viewer(hub))
    await until(() => viewers.every((v) => v.items.length >= 3))
    expect(upstream.started).toBe(1)
  })

  it('without Redis each instance runs its own feed', async () => {
    const dead = connectRedis('redis://127.0.0.1:1')
    conns.push(dead)
    const cluster = clusterFeeds({ redis: dead, sub: dead.duplicate(), tickMs: 50, leaseMs: 300 })
    const hub = new LiveHub(cluster.wrap(() => counting))
    running.push({ hub, cluster })
    const v = viewer(hub)
    await until(() => v.items.length >= 2)
    expect(cluster.upstreamTopics()).toEqual(['block:vm'])
  })
})
