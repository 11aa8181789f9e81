import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { send, sendJson, startFake, testCore, type Fake } from '@/tests/proxy/harness'
import { startRedis, type RedisServer } from '@/tests/redis/server'
import { connectRedis, createRedisRateLimiter, createRedisStore, decodeEntry, encodeEntry } from './redis'

let redis: RedisServer
let fake: Fake
const clients: Redis[] = []

/** Commands are not queued while offline (by design), so wait until the connection is ready. */
const client = async () => {
  const c = connectRedis(redis.url)
  clients.push(c)
  if (c.status !== 'ready') await new Promise((r) => c.once('ready', r))
  return c
}

beforeAll(async () => {
  // A real redis-server (Debian package; scripts/test.sh installs it) on a free port, no persistence.
  redis = await startRedis()
  fake = await startFake(4105)
})

afterAll(async () => {
  for (const c of clients) c.disconnect()
  await fake?.close()
  await redis?.stop()
})

describe('Redis cache store', () => {
  it('round-trips an entry byte for byte', () => {
    const e = {
      status: 200,
      bytes: Buffer.from('{"a":1}'),
      contentType: 'application/json',
      headers: { etag: 'x' },
      fetchedAt: 1,
      upstreamMs: 2.5,
      immutable: true,
      freshUntil: 3,
      revalidateUntil: 4,
      keepUntil: 5,
    }
    const d = decodeEntry(encodeEntry(e))!
    expect({ ...d, bytes: Buffer.from(d.bytes).toString() }).toEqual({ ...e, bytes: '{"a":1}' })
    expect(decodeEntry(Buffer.from([0, 0, 0, 99, 1]))).toBeUndefined()
  })

  it('lets two app instances share one cache', async () => {
    await (await client()).flushall()
    let n = 0
    fake.handler = (_req, res) => sendJson(res, 200, { n: ++n })
    const a = testCore(fake, { store: createRedisStore(await client()) })
    const b = testCore(fake, { store: createRedisStore(await client()) })
    const first = await send(a, '/hub/sdk/base/v1beta1/blocks/42')
    const second = await send(b, '/hub/sdk/base/v1beta1/blocks/42')
    expect(first.headers.get('x-cache')).toBe('miss')
    expect(second.headers.get('x-cache')).toBe('hit')
    expect(second.json).toEqual({ n: 1 })
    expect(fake.calls).toHaveLength(1)
    const ttl = await (await client()).pttl('gw:c:hub|GET|/hub/cosmos/base/v1beta1/blocks/42?')
    expect(ttl).toBeGreaterThan(86_000_000)
    await Promise.all([a.close(), b.close()])
  })

  it('shares rate limits between instances', async () => {
    await (await client()).flushall()
    const l1 = createRedisRateLimiter(await client(), 4)
    const l2 = createRedisRateLimiter(await client(), 4)
    const results = [
      await l1.take('1.2.3.4'),
      await l2.take('1.2.3.4'),
      await l1.take('1.2.3.4'),
      await l2.take('1.2.3.4'),
      await l1.take('1.2.3.4'),
    ]
    expect(results.slice(0, 4).every((r) => r.ok)).toBe(true)
    expect(results[4]).toEqual({ ok: false, retryAfterS: 15 })
    expect((await l2.take('5.6.7.8')).ok).toBe(true)
  })

  it('treats a Redis outage as a miss and fails open on limits', async () => {
    const dead = connectRedis('redis://127.0.0.1:4199')
    clients.push(dead)
    const core = testCore(fake, { store: createRedisStore(dead), rateLimiter: createRedisRateLimiter(dead, 1) })
    fake.handler = (_req, res) => sendJson(res, 200, { ok: true })
    for (let i = 0; i < 2; i++) expect((await send(core, '/node/v2/status', { clientIp: '9.9.9.9' })).status).toBe(200)
    await core.close()
  })
})
