/**
 * The relay as the routes run it (real env, real proxy core, real `ws` client) against a fake VM upstream
 * and devnet's sharded gateway (each on a free port): viewers share one upstream feed, a forced upstream
 * disconnect loses no block, a reconnecting viewer resumes, and 1,000 connect/disconnect cycles leave nothing
 * open behind them.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '@/devnet/server'
import { startFakeVm, type FakeVm } from './testing/fake-vm'
import { handleLive, StreamLimiter, type LiveContext } from './http'
import type { LiveHub } from './hub'
import { heights, readFrames, type Frame } from './testing/sse-reader'

const API_KEY = 'relay-test-key'
let vm: FakeVm
let devnet: Devnet
let hub: LiveHub
let limiter: StreamLimiter

beforeAll(async () => {
  vm = await startFakeVm({ port: 0, apiKey: API_KEY })
  devnet = await startDevnet({
    port: 0,
    gateways: ['sharded'],
    blockMs: 400,
    log: () => {},
    dataDir: '.devnet/live-test',
  })
  Object.assign(process.env, {
    VM_URL: `${vm.url}/vm`,
    VM_API_KEY: API_KEY,
    SHARDED_URL: `${devnet.url}/sharded`,
    SHARDED_API_KEY: 'devnet-key',
  })
  const relay = await import('./relay')
  hub = relay.liveHub()
  limiter = new StreamLimiter({ maxStreams: 10_000, maxPerClient: 10_000 })
})

afterAll(async () => {
  hub?.close()
  await vm?.close()
  await devnet?.close()
})

const opened = new Set<AbortController>()
afterEach(() => {
  for (const a of opened) a.abort()
  opened.clear()
})

const isLive = (f: Frame) => f.event === 'status' && (f.data as { state: string }).state === 'live'

function open(network: string, opts: { lastEventId?: string; query?: string } = {}) {
  const abort = new AbortController()
  opened.add(abort)
  const ctx: LiveContext = { hub, limiter, client: 'test', signal: abort.signal }
  const headers = opts.lastEventId ? { 'last-event-id': opts.lastEventId } : undefined
  const res = handleLive(new Request(`http://app/api/live/${network}${opts.query ?? ''}`, { headers }), network, ctx)
  return { res, reader: readFrames(res), close: () => abort.abort() }
}

const until = async (pred: () => boolean, timeoutMs = 5000) => {
  const end = Date.now() + timeoutMs
  while (!pred()) {
    if (Date.now() > end) throw new Error('condition not reached')
    await new Promise((r) => setTimeout(r, 10))
  }
}

const consecutive = (hs: string[]) => hs.every((h, i) => i === 0 || BigInt(h) === BigInt(hs[i - 1]!) + 1n)

describe('live relay, VM ledger (pushed)', () => {
  it('serves 100 viewers from one upstream subscription and closes it when they leave', async () => {
    const before = vm.subscriptions
    const viewers = Array.from({ length: 100 }, () => open('vm'))
    expect(viewers[0]!.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(viewers[0]!.res.headers.get('cache-control')).toBe('no-cache, no-transform')
    await until(() => vm.open() === 1)
    // The best block comes first (read by REST), then every produced one.
    await Promise.all(viewers.map((v) => v.reader.until((f) => heights(f).length >= 1)))
    const produced = [vm.produce(), vm.produce(), vm.produce()].map((b) => String(b.number))
    await Promise.all(viewers.map((v) => v.reader.until((f) => heights(f).includes(produced[2]!))))
    for (const v of viewers) expect(heights(v.reader.frames).slice(-3)).toEqual(produced)
    expect(vm.subscriptions - before).toBe(1)
    expect(hub.stats()).toMatchObject({ feeds: 1, viewers: 100 })
    viewers.forEach((v) => v.close())
    await until(() => vm.open() === 0)
    expect(hub.stats()).toMatchObject({ feeds: 0, viewers: 0 })
    expect(limiter.size).toBe(0)
  })

  it('resumes after a forced upstream disconnect without losing or repeating a block', async () => {
    const v = open('vm')
    await v.reader.until((f) => f.some(isLive))
    vm.produce()
    await v.reader.until((f) => heights(f).length >= 1)
    const subs = vm.subscriptions
    vm.dropAll()
    // Produced while the relay is disconnected: must arrive after the reconnect (pos = last block id).
    const missed = [vm.produce(), vm.produce()].map((b) => String(b.number))
    await until(() => vm.subscriptions > subs && vm.open() === 1)
    const after = String(vm.produce().number)
    await v.reader.until((f) => heights(f).includes(after))
    const hs = heights(v.reader.frames)
    expect(hs).toEqual(expect.arrayContaining([...missed, after]))
    expect(new Set(hs).size).toBe(hs.length)
    expect(consecutive(hs)).toBe(true)
    expect(
      v.reader.frames.some((f) => f.event === 'status' && (f.data as { state: string }).state === 'retrying'),
    ).toBe(true)
    v.close()
    await until(() => vm.open() === 0)
  })

  it('lets a viewer resume with Last-Event-ID', async () => {
    const keeper = open('vm')
    const a = open('vm')
    await a.reader.until((f) => f.some(isLive))
    vm.produce()
    await a.reader.until((f) => heights(f).length >= 1)
    const last = a.reader.frames.filter((f) => f.event === 'block').at(-1)!.id!
    a.close()
    const missed = [vm.produce(), vm.produce()].map((b) => String(b.number))
    await keeper.reader.until((f) => heights(f).includes(missed[1]!))
    const back = open('vm', { lastEventId: last })
    await back.reader.until((f) => heights(f).length >= 2)
    expect(heights(back.reader.frames)).toEqual(missed)
    expect(back.reader.frames.filter((f) => f.event === 'block').map((f) => f.id)).toEqual(missed)
    keeper.close()
    back.close()
    await until(() => vm.open() === 0)
  })

  it('leaves no socket, timer or subscription behind after 1,000 connect/disconnect cycles', async () => {
    const resources = () => {
      const counts: Record<string, number> = {}
      for (const r of process.getActiveResourcesInfo()) counts[r] = (counts[r] ?? 0) + 1
      return counts
    }
    const settle = () => new Promise((r) => setTimeout(r, 300))
    await settle()
    const baseline = resources()
    const subs = vm.subscriptions
    for (let i = 0; i < 1000; i++) {
      const v = open('vm')
      // Alternate: leave while the upstream socket is still connecting, and after it is live.
      await v.reader.until((f) => f.some(i % 2 ? isLive : (x) => x.event === 'status'))
      v.close()
      await v.reader.done
    }
    expect(vm.subscriptions - subs).toBeGreaterThanOrEqual(500)
    await until(() => vm.open() === 0)
    await settle()
    const after = resources()
    expect(hub.stats()).toMatchObject({ viewers: 0, feeds: 0 })
    expect(limiter.size).toBe(0)
    expect(after.Timeout ?? 0).toBeLessThanOrEqual(baseline.Timeout ?? 0)
    expect(after.TCPSocketWrap ?? 0).toBeLessThanOrEqual(baseline.TCPSocketWrap ?? 0)
  }, 60_000)
})

describe('live relay, sharded ledger (polled through the proxy core)', () => {
  it('serves 100 viewers from one poller; its request rate does not grow with viewers', async () => {
    const requests = async () => {
      const s = (await (await fetch(`${devnet.url}/__devnet/stats`)).json()) as {
        requests: Record<string, Record<string, number>>
      }
      return s.requests.sharded ?? {}
    }
    devnet.stats.reset()
    const viewers = Array.from({ length: 100 }, () => open('sharded'))
    await Promise.all(viewers.map((v) => v.reader.until((f) => heights(f).length >= 3, 10_000)))
    expect(hub.stats()).toMatchObject({ feeds: 1, viewers: 100 })
    for (const v of viewers) {
      const hs = heights(v.reader.frames)
      expect(consecutive(hs)).toBe(true)
      expect(v.reader.frames.find((f) => f.event === 'block')!.id).toMatch(/^4294967295:\d+$/)
    }
    const t0 = Date.now()
    const r0 = (await requests())['sharded.hyperblock.byNonce'] ?? 0
    await new Promise((r) => setTimeout(r, 2000))
    const perSecond = (((await requests())['sharded.hyperblock.byNonce'] ?? 0) - r0) / ((Date.now() - t0) / 1000)
    // One poller probes at most every 200 ms (5/s) plus one fetch per block; 100 pollers would be ~100× that.
    expect(perSecond).toBeLessThan(10)
    expect((await requests())['sharded.network.config']).toBe(1)
    viewers.forEach((v) => v.close())
    await until(() => hub.stats().feeds === 0)
  }, 30_000)
})
