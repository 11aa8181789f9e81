import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectRedis } from '@/lib/gateway/redis'
import { startRedis, type RedisServer } from '@/tests/redis/server'
import { holdLease } from './lease'

let redis: RedisServer
const clients: Redis[] = []
const client = async () => {
  const c = connectRedis(redis.url)
  clients.push(c)
  if (c.status !== 'ready') await new Promise((r) => c.once('ready', r))
  return c
}
beforeAll(async () => {
  redis = await startRedis()
})
afterAll(async () => {
  for (const c of clients) c.disconnect()
  await redis?.stop()
})

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('one indexing instance per network (Redis lease)', () => {
  it('runs the follower on one of three instances; another takes over when it goes', async () => {
    const running = new Set<string>()
    const instances = await Promise.all(
      ['a', 'b', 'c'].map(async (id) =>
        holdLease({
          redis: await client(),
          key: 'hub',
          id,
          leaseMs: 600,
          tickMs: 100,
          start: () => running.add(id),
          stop: () => void running.delete(id),
        }),
      ),
    )
    await wait(800)
    expect(running.size).toBe(1)
    const [first] = [...running]
    // Its holder stops (an instance shutting down): another one leads within a lease's time.
    await instances[['a', 'b', 'c'].indexOf(first!)]!.stop()
    await wait(900)
    expect(running.size).toBe(1)
    expect(running.has(first!)).toBe(false)
    // Other networks have leases of their own.
    const vm = holdLease({
      redis: await client(),
      key: 'vm',
      leaseMs: 600,
      tickMs: 100,
      start: () => running.add('vm'),
      stop: () => {},
    })
    await wait(300)
    expect(running.has('vm')).toBe(true)
    await Promise.all([...instances, vm].map((i) => i.stop()))
  })

  it('a holder that stops renewing (a dead process) loses the lease to a live one', async () => {
    const c = await client()
    let deadRuns = false
    let liveRuns = false
    const dead = holdLease({
      redis: c,
      key: 'ledger',
      id: 'dead',
      leaseMs: 500,
      tickMs: 100,
      start: () => (deadRuns = true),
      stop: () => {},
    })
    await wait(300)
    expect(deadRuns).toBe(true)
    // The process dies: no stop(), no release, its renewals just end.
    c.disconnect()
    const live = holdLease({
      redis: await client(),
      key: 'ledger',
      id: 'live',
      leaseMs: 500,
      tickMs: 100,
      start: () => (liveRuns = true),
      stop: () => {},
    })
    await wait(200)
    expect(liveRuns).toBe(false)
    await wait(800)
    expect(liveRuns).toBe(true)
    await Promise.all([dead.stop(), live.stop()])
  })
})
