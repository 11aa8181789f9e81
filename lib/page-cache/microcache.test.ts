import { describe, expect, it } from 'vitest'
import type { NetworkId } from '@/lib/networks'
import type { Rendered } from './entry'
import type { HeadWatcher } from './heads'
import { cacheKeyOf, type CacheableRequest } from './key'
import { createPageCache, type Lookup, type RenderSlots } from './microcache'
import { DEFAULT_POLICY } from './policy'

const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA=='

function request(url: string, headers: Record<string, string> = {}): CacheableRequest {
  const d = cacheKeyOf(
    { method: 'GET', url, headers: { host: 'localhost', ...headers } },
    { trustProxy: false, theme: { cookie: 'theme', parse: () => 'system', system: 'system' } },
  )
  if (!('cacheable' in d)) throw new Error(d.bypass)
  return d.cacheable
}

/** A controllable world: a clock, heads, render slots, and a renderer that counts and can be held. */
function world(o: { slots?: number; render?: (c: CacheableRequest, n: number) => Partial<Rendered> } = {}) {
  let now = 1_000_000
  const heads: Partial<Record<NetworkId, string>> = { hub: '100', vm: '5000' }
  let renders = 0
  const gates: (() => void)[] = []
  let hold = false
  let free = o.slots ?? 8
  const slots: RenderSlots = {
    acquire: async () => {
      if (free === 0) return undefined
      free--
      return () => void free++
    },
  }
  const watcher: HeadWatcher = { current: (n) => heads[n], touch: () => {}, close: () => {} }
  const cache = createPageCache({
    render: async (c) => {
      const n = ++renders
      if (hold) await new Promise<void>((r) => gates.push(r))
      return {
        status: 200,
        headers: { 'content-type': 'text/html', 'content-security-policy': `script-src 'nonce-${NONCE}'` },
        body: Buffer.from(`<p>${c.url} render ${n} <script nonce="${NONCE}"></script></p>`),
        shortfalls: 0,
        ...o.render?.(c, n),
      }
    },
    slots,
    heads: watcher,
    maxBytes: 1024 * 1024,
    policy: DEFAULT_POLICY,
    renderTimeoutMs: 60_000,
    clock: () => now,
  })
  return {
    cache,
    heads,
    get renders() {
      return renders
    },
    hold: (v: boolean) => (hold = v),
    release: () => gates.splice(0).forEach((g) => g()),
    advance: (ms: number) => (now += ms),
    get: (url: string, headers?: Record<string, string>) => cache.lookup(request(url, headers)),
  }
}

const text = (l: Lookup) => ('entry' in l ? Buffer.concat(l.entry.body.parts).toString() : undefined)
const state = (l: Lookup) => ('entry' in l ? l.state : 'busy' in l ? 'busy' : 'pass')

describe('page cache', () => {
  it('answers 100 concurrent requests for one page with one render', async () => {
    const w = world()
    w.hold(true)
    const all = Array.from({ length: 100 }, () => w.get('/hub'))
    await new Promise((r) => setTimeout(r, 10))
    w.release()
    const got = await Promise.all(all)
    expect(w.renders).toBe(1)
    expect(got.map(state).sort()).toEqual(['miss', ...Array(99).fill('wait')])
    expect(new Set(got.map(text))).toEqual(new Set(['<p>/hub render 1 <script nonce=""></script></p>']))
    expect(state(await w.get('/hub'))).toBe('hit')
    expect(w.renders).toBe(1)
  })

  it('is fresh until the head it follows moves, then serves the old page while one render replaces it', async () => {
    const w = world()
    await w.get('/hub')
    w.heads.vm = '5001' // another chain's block changes nothing here
    expect(state(await w.get('/hub'))).toBe('hit')
    w.heads.hub = '101'
    w.hold(true)
    const stale = await Promise.all([w.get('/hub'), w.get('/hub'), w.get('/hub')])
    expect(stale.map(state)).toEqual(['stale', 'stale', 'stale'])
    expect(stale.map(text).every((t) => t?.includes('render 1'))).toBe(true)
    expect(w.renders).toBe(2) // one refresh for all three
    w.release()
    await new Promise((r) => setTimeout(r, 0))
    const fresh = await w.get('/hub')
    expect([state(fresh), text(fresh)?.includes('render 2')]).toEqual(['hit', true])
  })

  it('ages a head page out after its time-to-live even when the head stands still', async () => {
    const w = world()
    await w.get('/hub')
    w.advance(DEFAULT_POLICY.headTtlMs - 1)
    expect(state(await w.get('/hub'))).toBe('hit')
    w.advance(2)
    expect(state(await w.get('/hub'))).toBe('stale')
    await new Promise((r) => setTimeout(r, 0)) // the refresh lands
    expect(text(await w.get('/hub'))).toContain('render 2')
    // Too old to serve while refreshing: the next request waits for a new render.
    w.advance(DEFAULT_POLICY.maxStaleMs)
    expect(state(await w.get('/hub'))).toBe('miss')
  })

  it('keeps a finalised block whatever the head does, and a block at the head only until it moves', async () => {
    const w = world()
    await w.get('/hub/blocks/90')
    await w.get('/hub/blocks/100')
    w.heads.hub = '101'
    w.advance(DEFAULT_POLICY.maxStaleMs - 1)
    expect(state(await w.get('/hub/blocks/90'))).toBe('hit')
    expect(state(await w.get('/hub/blocks/100'))).toBe('stale')
  })

  it('keeps a page whose gateway calls failed, or a not-found page, only briefly', async () => {
    const w = world({ render: (c) => (c.path === '/hub/txs/AB' ? { status: 404 } : { shortfalls: 1 }) })
    await w.get('/hub/txs/AB')
    await w.get('/hub/blocks/5')
    w.advance(DEFAULT_POLICY.shortTtlMs + 1)
    expect(state(await w.get('/hub/txs/AB'))).toBe('miss') // not found: never served once expired
    expect(state(await w.get('/hub/blocks/5'))).toBe('stale') // incomplete: served while a new render runs
  })

  it('never answers with an expired not-found page: the record may have appeared, the next request waits', async () => {
    const w = world({ render: (_c, n) => (n === 1 ? { status: 404 } : {}) })
    await w.get('/hub/txs/AB')
    w.advance(DEFAULT_POLICY.shortTtlMs + 1)
    const next = await w.get('/hub/txs/AB')
    expect([state(next), 'entry' in next && next.entry.status]).toEqual(['miss', 200])
  })

  it('gives a browser’s refresh a render younger than a second, and never a stale one', async () => {
    const w = world()
    const rsc = { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D' }
    await w.get('/hub?_rsc=a', rsc)
    w.advance(DEFAULT_POLICY.refreshTtlMs - 1)
    expect(state(await w.get('/hub?_rsc=a', rsc))).toBe('hit')
    w.advance(2)
    expect(state(await w.get('/hub?_rsc=a', rsc))).toBe('miss')
    // A head that moved: a page load gets the old copy at once, a refresh waits for the new render.
    await w.get('/hub')
    w.heads.hub = '101'
    expect(state(await w.get('/hub'))).toBe('stale')
    w.heads.hub = '102'
    expect(state(await w.get('/hub?_rsc=a', rsc))).toBe('miss')
    // A prefetch is not a refresh: it takes what is there.
    const prefetch = { ...rsc, 'next-router-prefetch': '1' }
    await w.get('/vm?_rsc=b', prefetch)
    w.advance(DEFAULT_POLICY.refreshTtlMs + 1)
    expect(state(await w.get('/vm?_rsc=b', prefetch))).toBe('hit')
  })

  it('never stores an error: the requests that waited get it, the next one renders again', async () => {
    const w = world({ render: (_c, n) => (n === 1 ? { status: 500 } : {}) })
    w.hold(true)
    const first = [w.get('/hub'), w.get('/hub')]
    await new Promise((r) => setTimeout(r, 5))
    w.release()
    expect((await Promise.all(first)).map((l) => ('entry' in l ? l.entry.status : 0))).toEqual([500, 500])
    w.hold(false)
    const next = await w.get('/hub')
    expect([state(next), 'entry' in next && next.entry.status]).toEqual(['miss', 200])
  })

  it('never shares an answer that sets a cookie, not even with the requests that waited for it', async () => {
    const w = world({ render: () => ({ headers: { 'set-cookie': 'sid=SECRET; HttpOnly' } }) })
    w.hold(true)
    const both = [w.get('/supply'), w.get('/supply')]
    await new Promise((r) => setTimeout(r, 5))
    w.release()
    expect((await Promise.all(both)).map(state)).toEqual(['pass', 'pass'])
    // Hit-for-pass: later requests go to Next directly, without a render of the cache's own.
    expect(state(await w.get('/supply'))).toBe('pass')
    expect(w.renders).toBe(1)
  })

  it('refuses a miss at once when no render slot is free, and serves an old page instead when it has one', async () => {
    const w = world({ slots: 1 })
    await w.get('/hub') // entry for /hub; slot free again
    w.hold(true)
    const holding = w.get('/vm') // takes the only slot
    expect(state(await w.get('/ledger'))).toBe('busy')
    w.advance(DEFAULT_POLICY.maxStaleMs + 1)
    expect(state(await w.get('/hub'))).toBe('stale') // far too old, but better than a 503
    w.release()
    await holding
  })

  it('bounds its size: old entries leave when new ones would pass the byte limit', async () => {
    const big = Buffer.alloc(40_000, 'x')
    const w = world({ render: () => ({ body: big }) })
    for (let i = 0; i < 40; i++) await w.get(`/hub/blocks/${i}`)
    expect(w.cache.stats().bytes).toBeLessThanOrEqual(1024 * 1024)
    expect(w.cache.stats().entries).toBeLessThan(40)
    expect(state(await w.get('/hub/blocks/39'))).toBe('hit')
    expect(state(await w.get('/hub/blocks/0'))).toBe('miss')
  })
})
