import { describe, expect, it } from 'vitest'
import { SessionStore, TooManySessionsError } from './sessions'

const input = (t: string) => ({ walletId: 'w', walletName: 'n', handleToken: t, tokenExpiresAt: 0 })

describe('SessionStore', () => {
  it('ids are opaque, 256-bit, unique and unrelated to the handle', () => {
    const store = new SessionStore({ idleMs: 60_000, release: async () => {} })
    const ids = new Set(Array.from({ length: 200 }, (_, i) => store.create(input(`h${i}`)).id))
    expect(ids.size).toBe(200)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('idle sessions are refused, swept and released; activity keeps them', async () => {
    let now = 1_000_000
    const released: string[] = []
    const store = new SessionStore({ idleMs: 10_000, now: () => now, release: async (t) => void released.push(t) })
    const a = store.create(input('A'))
    const b = store.create(input('B'))
    now += 9_000
    store.touch(a)
    now += 2_000
    expect(store.get(a.id)).toBe(a)
    expect(store.get(b.id)).toBeUndefined()
    await store.sweep()
    expect(released).toEqual(['B'])
    now += 10_000
    await store.sweep()
    expect(released).toEqual(['B', 'A'])
    expect(store.size).toBe(0)
  })

  it('renews handles about to expire while the session is active; forgets ones kmd no longer knows', async () => {
    const now = 0
    const renewed: string[] = []
    const store = new SessionStore({
      idleMs: 300_000,
      now: () => now,
      release: async () => {},
      renew: async (t) => {
        if (t === 'gone') throw new Error('handle released')
        renewed.push(t)
        return 60_000
      },
      renewAheadMs: 15_000,
    })
    const fresh = store.create({ ...input('fresh'), tokenExpiresAt: 60_000 })
    store.create({ ...input('soon'), tokenExpiresAt: 10_000 })
    const gone = store.create({ ...input('gone'), tokenExpiresAt: 5_000 })
    await store.sweep()
    expect(renewed).toEqual(['soon'])
    expect(store.get(gone.id)).toBeUndefined()
    expect(store.get(fresh.id)?.tokenExpiresAt).toBe(60_000)
  })

  it('caps the number of sessions and releases all on close; the sweep timer does not hold the process', async () => {
    const released: string[] = []
    const store = new SessionStore({
      idleMs: 60_000,
      maxSessions: 2,
      release: async (t) => void released.push(t),
    }).start()
    store.create(input('1'))
    store.create(input('2'))
    expect(() => store.create(input('3'))).toThrow(TooManySessionsError)
    await store.closeAll()
    expect(released.sort()).toEqual(['1', '2'])
  })

  it('caps the sessions one client address holds, apart from the global cap; idle ones do not count', () => {
    let now = 1_000_000
    const store = new SessionStore({ idleMs: 10_000, now: () => now, maxSessions: 100, release: async () => {} })
    const mine = (t: string) => ({ ...input(t), client: '10.0.0.1' })
    for (let i = 0; i < 8; i++) store.create(mine(`m${i}`))
    expect(() => store.create(mine('m8'))).toThrow(TooManySessionsError)
    expect(() => store.assertRoom('10.0.0.1')).toThrow(/from this address/)
    // Another address still gets in.
    expect(store.create({ ...input('o'), client: '10.0.0.2' }).client).toBe('10.0.0.2')
    let err: unknown
    try {
      store.create(mine('m9'))
    } catch (e) {
      err = e
    }
    expect((err as TooManySessionsError).status).toBe(429)
    // Once they go idle, the address may open sessions again.
    now += 10_001
    expect(store.create(mine('later')).client).toBe('10.0.0.1')
  })
})
