import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Redis } from 'ioredis'
import { connectRedis } from '@/lib/gateway/redis'
import { startRedis, type RedisServer } from '@/tests/redis/server'
import { PasswordThrottle } from './attempts'
import { handleKmd, type KmdDeps } from './handler'
import { redisSessionBacking, SharedSessionStore } from './redis-sessions'
import { startConsole, type ConsoleHarness } from './testing/harness'

const SECRET = 'a-test-secret-of-at-least-32-characters!'
let redis: RedisServer
let h: ConsoleHarness
const conns: Redis[] = []

const ready = async () => {
  const c = connectRedis(redis.url)
  conns.push(c)
  if (c.status !== 'ready') await new Promise((r) => c.once('ready', r))
  return c
}

beforeAll(async () => {
  redis = await startRedis()
  h = await startConsole(4931)
})
afterAll(async () => {
  await h?.close()
  for (const c of conns) c.disconnect()
  await redis?.stop()
})

const input = {
  walletId: 'w1',
  walletName: 'main',
  handleToken: 'HANDLE-TOKEN-SECRET-123',
  tokenExpiresAt: Date.now() + 60_000,
}

describe('KMD sessions sealed on Redis', () => {
  it('another instance reads the session; Redis holds neither the handle token nor the session id', async () => {
    const a = new SharedSessionStore(
      { idleMs: 60_000, release: async () => {} },
      redisSessionBacking(await ready(), SECRET),
    )
    const b = new SharedSessionStore(
      { idleMs: 60_000, release: async () => {} },
      redisSessionBacking(await ready(), SECRET),
    )
    const s = a.create(input)
    await a.flush()
    expect(b.get(s.id)).toBeUndefined()
    await b.load(s.id)
    expect(b.get(s.id)).toMatchObject({ id: s.id, walletId: 'w1', handleToken: 'HANDLE-TOKEN-SECRET-123' })
    const r = await ready()
    const keys = await r.keys('*')
    expect(keys).toHaveLength(1)
    expect(keys[0]).not.toContain(s.id)
    const raw = (await r.getBuffer(keys[0]!))!.toString('latin1')
    for (const secret of ['HANDLE-TOKEN-SECRET-123', s.id, 'main', 'w1']) expect(raw).not.toContain(secret)
  })

  it('a wrong key, a moved or an altered entry reads as no session', async () => {
    const r = await ready()
    await r.flushall()
    const a = new SharedSessionStore({ idleMs: 60_000, release: async () => {} }, redisSessionBacking(r, SECRET))
    const s1 = a.create(input)
    const s2 = a.create(input)
    await a.flush()
    expect(await redisSessionBacking(r, 'another-secret-of-at-least-32-chars!!').load(s1.id)).toBeNull()
    const [k1, k2] = (await r.keys('*')).sort()
    const v1 = (await r.getBuffer(k1!))!
    // Swap the two entries: each decrypts only under its own name.
    await r.set(k2!, v1)
    const backing = redisSessionBacking(r, SECRET)
    expect([await backing.load(s1.id), await backing.load(s2.id)].filter(Boolean)).toHaveLength(1)
    const flipped = Buffer.from(v1)
    flipped[flipped.length - 1]! ^= 1
    await r.set(k1!, flipped)
    expect([await backing.load(s1.id), await backing.load(s2.id)].filter(Boolean)).toHaveLength(0)
  })

  it('an instance does not end as idle a session the user keeps active on another', async () => {
    let now = 1_000_000
    const released: string[] = []
    const opts = { idleMs: 10_000, now: () => now, release: async (t: string) => void released.push(t) }
    const a = new SharedSessionStore(opts, redisSessionBacking(await ready(), SECRET))
    const b = new SharedSessionStore(opts, redisSessionBacking(await ready(), SECRET))
    const s = a.create(input)
    await a.flush()
    now += 8_000
    await b.load(s.id)
    b.touch(b.get(s.id)!)
    await b.flush()
    now += 8_000 // idle by A's own copy, active by B's
    await a.sweep()
    expect(released).toEqual([])
    await a.load(s.id)
    expect(a.get(s.id)).toBeDefined()
  })
})

describe('the KMD console behind a load balancer without stickiness', () => {
  const instance = async (): Promise<KmdDeps> => ({
    kmd: h.deps.kmd,
    store: new SharedSessionStore(
      {
        idleMs: 300_000,
        release: async (t) => void (await h.deps.kmd!.call('kmd.wallet.release', { wallet_handle_token: t })),
      },
      redisSessionBacking(await ready(), SECRET),
    ),
    trustProxy: false,
    hosts: h.deps.hosts,
    log: () => {},
    throttle: new PasswordThrottle(),
  })

  async function post(deps: KmdDeps, action: string, body: unknown, cookie?: string) {
    const headers: Record<string, string> = {
      host: '127.0.0.1:4999',
      origin: h.origin,
      'content-type': 'application/json',
    }
    if (cookie) headers.cookie = cookie
    const res = await handleKmd(
      new Request(`${h.origin}/api/kmd/${action}`, { method: 'POST', headers, body: JSON.stringify(body) }),
      action,
      deps,
    )
    const set = res.headers.get('set-cookie')
    return { status: res.status, json: (await res.json()) as Record<string, unknown>, cookie: set?.split(';')[0] }
  }

  it('unlock on one instance, use the wallet on another, lock on a third', async () => {
    const [a, b, c] = [await instance(), await instance(), await instance()]
    const wallets = (await post(a, 'wallets/list', {})).json.wallets as { id: string; name: string }[]
    const wallet = wallets.find((w) => w.name === 'unencrypted-default-wallet')!
    const unlocked = await post(a, 'unlock', { wallet_id: wallet.id, password: '' })
    expect(unlocked.status, JSON.stringify(unlocked.json)).toBe(200)
    const cookie = unlocked.cookie!
    const keys = await post(b, 'keys/list', {}, cookie)
    expect(keys.status, JSON.stringify(keys.json)).toBe(200)
    expect(Array.isArray(keys.json.addresses)).toBe(true)
    expect((await post(c, 'lock', {}, cookie)).json.released).toBe(true)
    const after = await post(a, 'keys/list', {}, cookie)
    expect(after.status).toBe(401)
    expect(after.json.locked).toBe(true)
  })

  it('without shared sessions, another instance does not know the session (the control)', async () => {
    const { SessionStore } = await import('./sessions')
    const local = (): KmdDeps => ({
      kmd: h.deps.kmd,
      store: new SessionStore({ idleMs: 300_000, release: async () => {} }),
      trustProxy: false,
      hosts: h.deps.hosts,
      log: () => {},
      throttle: new PasswordThrottle(),
    })
    const [a, b] = [local(), local()]
    const wallets = (await post(a, 'wallets/list', {})).json.wallets as { id: string; name: string }[]
    const wallet = wallets.find((w) => w.name === 'unencrypted-default-wallet')!
    const unlocked = await post(a, 'unlock', { wallet_id: wallet.id, password: '' })
    expect((await post(b, 'keys/list', {}, unlocked.cookie)).status).toBe(401)
  })
})
