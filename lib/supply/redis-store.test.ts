import { spawn, type ChildProcess } from 'node:child_process'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectSupplyRedis, createRedisLeader, createRedisStore } from './redis-store'
import { createSampler } from './sampler'

// A real redis-server on this part's port range (scripts/test.sh installs it when missing).
const PORT = 4871
const URL = `redis://127.0.0.1:${PORT}`
let server: ChildProcess
const clients: Redis[] = []
const client = () => {
  const r = connectSupplyRedis(URL)
  clients.push(r)
  return r
}

beforeAll(async () => {
  server = spawn('redis-server', ['--port', String(PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  })
  const probe = new Redis(URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  probe.on('error', () => {}) // refused until the server listens
  let ready = false
  for (let i = 0; i < 50 && !ready; i++) {
    try {
      await probe.connect()
      await probe.flushall()
      ready = true
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  probe.disconnect()
  if (!ready) throw new Error(`redis-server did not start on port ${PORT}`)
})

afterAll(async () => {
  for (const c of clients) c.disconnect()
  server?.kill('SIGTERM')
})

const HUGE = '123456789012345678901234567890'

describe('Redis history store', () => {
  it('stores rounds that another instance (a new connection) reads back', async () => {
    const a = createRedisStore(client(), 'test1:')
    await a.append({ t: 1000, intervalMs: 500, values: { x: HUGE }, errors: {} })
    await a.append({ t: 2000, intervalMs: 500, values: {}, errors: { x: 'boom' } })
    await a.append({ t: 2000, intervalMs: 500, values: { x: '7' }, errors: {} }) // same time: replaced
    await a.close()
    const b = createRedisStore(client(), 'test1:')
    expect(await b.read(0, 10_000)).toEqual([
      { t: 1000, intervalMs: 500, values: { x: HUGE }, errors: {} },
      { t: 2000, intervalMs: 500, values: { x: '7' }, errors: {} },
    ])
    expect(await b.read(1500, 10_000)).toHaveLength(1)
    expect((await b.latest())?.t).toBe(2000)
  })

  it('skips members it cannot read', async () => {
    const r = client()
    await r.zadd('test2:history', 5, 'not json')
    const s = createRedisStore(r, 'test2:')
    await s.append({ t: 6, intervalMs: 1, values: { x: '1' }, errors: {} })
    expect((await s.read(0, 10)).map((x) => x.t)).toEqual([6])
  })
})

describe('Redis leader lease', () => {
  it('lets one instance sample; the other takes over when the lease is released or lapses', async () => {
    const one = createRedisLeader(client(), 300, 'test3:')
    const two = createRedisLeader(client(), 300, 'test3:')
    expect(await one.acquire()).toBe(true)
    expect(await two.acquire()).toBe(false)
    expect(await one.acquire()).toBe(true) // renewal
    await one.release()
    expect(await two.acquire()).toBe(true)
    expect(await one.acquire()).toBe(false)
    await new Promise((r) => setTimeout(r, 450)) // two stops renewing: its lease lapses
    expect(await one.acquire()).toBe(true)
  })

  it('two app instances share one sampler series', async () => {
    const mk = (name: string) => {
      const redis = client()
      const store = createRedisStore(redis, 'test4:')
      const lock = createRedisLeader(redis, 5000, 'test4:', name)
      return {
        store,
        sampler: createSampler({
          store,
          lock,
          figures: ['x'],
          fetchFigure: async () => BigInt(HUGE),
          intervalMs: 1000,
        }),
      }
    }
    const a = mk('a')
    const b = mk('b')
    expect(await a.sampler.tick()).toBeDefined()
    expect(await b.sampler.tick()).toBeUndefined()
    expect(b.sampler.status().leader).toBe(false)
    await a.sampler.stop() // releases the lease
    expect(await b.sampler.tick()).toBeDefined()
    const seen = await b.store.read(0, Date.now() + 1)
    expect(seen).toHaveLength(2)
    expect(seen.every((r) => r.values.x === HUGE)).toBe(true)
    expect(await a.store.read(0, Date.now() + 1)).toEqual(seen)
  })
})
