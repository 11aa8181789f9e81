import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { delay, send, sendJson, startFake, testCore, type Fake } from '@/tests/proxy/harness'
import { startRedis, type RedisServer } from '@/tests/redis/server'
import type { GatewayCore } from './core'
import { connectRedis, createRedisStore } from './redis'
import { createRedisFlight, decodeFetch, encodeFetch, joinedElsewhere, type RedisFlightOptions } from './redis-coalesce'

let redis: RedisServer
let fake: Fake
const conns: Redis[] = []
const cores: GatewayCore[] = []

const ready = async (c: Redis) => {
  conns.push(c)
  if (c.status !== 'ready') await new Promise((r) => c.once('ready', r))
  return c
}

/** One app instance: its own connections, the shared Redis cache and the cross-instance flight. */
async function instance(opts: RedisFlightOptions = {}, withFlight = true): Promise<GatewayCore> {
  const main = await ready(connectRedis(redis.url))
  const flight = withFlight ? createRedisFlight(main, await ready(main.duplicate()), opts) : undefined
  const core = testCore(fake, { store: createRedisStore(main), flight, settings: { timeoutMs: 3000 } })
  cores.push(core)
  return core
}

beforeAll(async () => {
  redis = await startRedis()
  fake = await startFake(4107)
})
beforeEach(async () => {
  fake.reset()
  await (await ready(connectRedis(redis.url))).flushall()
})
afterAll(async () => {
  await Promise.all(cores.map((c) => c.close().catch(() => {})))
  for (const c of conns) c.disconnect()
  await fake?.close()
  await redis?.stop()
})

const slowAnswer = (ms: number) => {
  let n = 0
  fake.handler = async (_req, res) => {
    const mine = ++n
    await delay(ms)
    sendJson(res, 200, { n: mine })
  }
}

describe('coalescing across instances on Redis', () => {
  it('three instances, 90 concurrent identical misses → one upstream call, one answer for all', async () => {
    slowAnswer(300)
    const [a, b, c] = [await instance(), await instance(), await instance()]
    const all = await Promise.all(
      Array.from({ length: 90 }, (_, i) => send([a, b, c][i % 3]!, '/hub/sdk/base/v1beta1/blocks/7')),
    )
    expect(fake.calls).toHaveLength(1)
    expect(all.every((r) => r.status === 200)).toBe(true)
    expect(new Set(all.map((r) => JSON.stringify(r.json)))).toEqual(new Set(['{"n":1}']))
    // One miss in the whole cluster; everyone else was coalesced, here or on another instance.
    const labels = all.map((r) => r.headers.get('x-cache'))
    expect(labels.filter((l) => l === 'miss')).toHaveLength(1)
    expect(labels.filter((l) => l === 'coalesced')).toHaveLength(89)
  })

  it('misses that come before the connections are up still make one call', async () => {
    slowAnswer(300)
    const fresh = () => {
      const main = connectRedis(redis.url)
      const sub = main.duplicate({ enableOfflineQueue: true })
      conns.push(main, sub)
      const core = testCore(fake, {
        store: createRedisStore(main),
        flight: createRedisFlight(main, sub),
        settings: { timeoutMs: 3000 },
      })
      cores.push(core)
      return core
    }
    const [a, b, c] = [fresh(), fresh(), fresh()]
    await Promise.all(Array.from({ length: 30 }, (_, i) => send([a, b, c][i % 3]!, '/hub/sdk/base/v1beta1/blocks/14')))
    expect(fake.calls).toHaveLength(1)
  })

  it('without it, each instance calls for the same miss (the control)', async () => {
    slowAnswer(300)
    const [a, b, c] = [await instance({}, false), await instance({}, false), await instance({}, false)]
    await Promise.all(Array.from({ length: 30 }, (_, i) => send([a, b, c][i % 3]!, '/hub/sdk/base/v1beta1/blocks/8')))
    expect(fake.calls).toHaveLength(3)
  })

  it('shares answers that are never cached (errors) with the instances that waited', async () => {
    let n = 0
    fake.handler = async (_req, res) => {
      n++
      await delay(300)
      sendJson(res, 404, { message: 'no such round' })
    }
    const [a, b] = [await instance(), await instance()]
    const [x, y] = await Promise.all([
      send(a, '/hub/sdk/base/v1beta1/blocks/9'),
      send(b, '/hub/sdk/base/v1beta1/blocks/9'),
    ])
    expect(n).toBe(1)
    expect([x.status, y.status]).toEqual([404, 404])
    expect(y.json).toEqual(x.json)
  })

  it('takes over the lease of a holder that died, well before the bounded wait', async () => {
    slowAnswer(10)
    const a = await instance({ leaseMs: 600, pollMs: 100, waitMs: 10_000 })
    // A holder that took the lease and died: nothing renews it, no answer will come.
    await (
      await ready(connectRedis(redis.url))
    ).set('gw:f:lease:hub|GET|/hub/cosmos/base/v1beta1/blocks/10?', 'dead', 'PX', 600)
    const t0 = Date.now()
    const r = await send(a, '/hub/sdk/base/v1beta1/blocks/10')
    expect(r.status).toBe(200)
    expect(fake.calls).toHaveLength(1)
    expect(Date.now() - t0).toBeLessThan(2000)
  })

  it('a live holder renews its lease: a slow call is not taken over', async () => {
    slowAnswer(1500)
    const [a, b] = [await instance({ leaseMs: 300, pollMs: 50 }), await instance({ leaseMs: 300, pollMs: 50 })]
    const first = send(a, '/hub/sdk/base/v1beta1/blocks/11')
    await delay(100)
    await Promise.all([first, send(b, '/hub/sdk/base/v1beta1/blocks/11')])
    expect(fake.calls).toHaveLength(1)
  })

  it('calls itself after the bounded wait when no answer comes', async () => {
    slowAnswer(10)
    const a = await instance({ waitMs: 500, pollMs: 100 })
    // A holder that keeps its lease alive but never answers (hung, not dead).
    await (
      await ready(connectRedis(redis.url))
    ).set('gw:f:lease:hub|GET|/hub/cosmos/base/v1beta1/blocks/12?', 'hung', 'PX', 60_000)
    const t0 = Date.now()
    expect((await send(a, '/hub/sdk/base/v1beta1/blocks/12')).status).toBe(200)
    expect(Date.now() - t0).toBeGreaterThanOrEqual(450)
    expect(fake.calls).toHaveLength(1)
  })

  it('calls directly when Redis is down', async () => {
    const dead = connectRedis('redis://127.0.0.1:1')
    conns.push(dead)
    const core = testCore(fake, { flight: createRedisFlight(dead, dead.duplicate()) })
    cores.push(core)
    expect((await send(core, '/hub/sdk/base/v1beta1/blocks/13')).status).toBe(200)
    expect(fake.calls).toHaveLength(1)
  })

  it('encodes an answer byte for byte, with its cache entry', () => {
    const bytes = new TextEncoder().encode('{"a":1}')
    const f = {
      status: 200,
      bytes,
      contentType: 'application/json',
      headers: { etag: 'x' },
      fetchedAt: 5,
      upstreamMs: 1.5,
      failure: false,
      entry: {
        status: 200,
        bytes,
        contentType: 'application/json',
        headers: {},
        fetchedAt: 5,
        immutable: true,
        freshUntil: 6,
        revalidateUntil: 7,
        keepUntil: 8,
      },
    }
    const d = decodeFetch(encodeFetch(f))!
    expect(new TextDecoder().decode(d.bytes)).toBe('{"a":1}')
    expect(d.entry?.bytes).toBe(d.bytes)
    const plain = (x: object) => JSON.parse(JSON.stringify(x, (k, v) => (k === 'bytes' ? 0 : v))) as unknown
    expect(plain(d)).toEqual(plain(f))
    expect([joinedElsewhere(d), joinedElsewhere(f)]).toEqual([true, false])
    expect(decodeFetch(Buffer.from([0, 0, 1, 0]))).toBeUndefined()
  })
})
