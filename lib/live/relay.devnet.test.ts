/**
 * The relay against devnet's VM ledger module (on a free port): the subscriptions it opens are counted by devnet
 * itself (`/__devnet/stats`), so "one upstream subscription for N viewers" is measured at the gateway.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '@/devnet/server'
import { EXAMPLES } from '@/lib/console/example-table'
import { exampleRequest } from '@/lib/console/examples'
import { consoleLiveUrl, streamName } from '@/lib/console/live'
import { consoleGroups, isStream } from '@/lib/console/operations'
import { validateRequest } from '@/lib/console/validate'
import { handleLive, StreamLimiter, type LiveContext } from './http'
import type { LiveHub } from './hub'
import { heights, readFrames } from './testing/sse-reader'

let devnet: Devnet
let hub: LiveHub
const limiter = new StreamLimiter({ maxStreams: 1000, maxPerClient: 1000 })
const opened = new Set<AbortController>()

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, gateways: ['vm'], blockMs: 500, log: () => {}, dataDir: '.devnet/live-test' })
  Object.assign(process.env, { VM_URL: `${devnet.url}/vm`, VM_API_KEY: 'devnet-key' })
  hub = (await import('./relay')).liveHub()
})
afterEach(() => {
  for (const a of opened) a.abort()
  opened.clear()
})
afterAll(async () => {
  hub?.close()
  await devnet?.close()
})

function open(query = '') {
  const abort = new AbortController()
  opened.add(abort)
  const ctx: LiveContext = { hub, limiter, client: 't', signal: abort.signal }
  return readFrames(handleLive(new Request(`http://app/api/live/vm${query}`), 'vm', ctx))
}

async function subscriptions(): Promise<Record<string, number>> {
  const s = (await (await fetch(`${devnet.url}/__devnet/stats`)).json()) as {
    requests: Record<string, Record<string, number>>
  }
  return Object.fromEntries(Object.entries(s.requests.vm ?? {}).filter(([k]) => k.startsWith('vm.subscriptions.')))
}

const consecutive = (hs: string[]) => hs.every((h, i) => i === 0 || BigInt(h) === BigInt(hs[i - 1]!) + 1n)

describe('live relay on devnet VM', () => {
  // First: the block topic is new, so its feed starts afresh.
  it('a feed started afresh replays the last 25 blocks in a row: a first viewer has a full list at once', async () => {
    const v = open('?backlog=20')
    // Blocks come every 500 ms: 20 in 3 s only from the replay.
    await v.until((f) => heights(f).length >= 20, 3000)
    expect(consecutive(heights(v.frames))).toBe(true)
  }, 10_000)

  it('100 viewers of the block stream → one upstream subscription, every block in order', async () => {
    devnet.stats.reset()
    const viewers = Array.from({ length: 100 }, () => open())
    await Promise.all(viewers.map((v) => v.until((f) => heights(f).length >= 4, 10_000)))
    expect(await subscriptions()).toEqual({ 'vm.subscriptions.block': 1 })
    for (const v of viewers) expect(consecutive(heights(v.frames))).toBe(true)
    const tip = heights(viewers[0]!.frames).at(-1)
    expect(viewers.every((v) => heights(v.frames).includes(tip!))).toBe(true)
  }, 20_000)

  it('one upstream subscription per distinct event filter, shared by the viewers of each', async () => {
    devnet.stats.reset()
    const a = '0x' + '11'.repeat(20)
    const b = '0x' + '22'.repeat(20)
    const streams = [
      open(`?stream=event&addr=${a}`),
      open(`?stream=event&addr=${a.toUpperCase().replace('0X', '0x')}`),
      open(`?stream=event&addr=${b}`),
      open('?stream=transfer'),
    ]
    await Promise.all(
      streams.map((s) =>
        s.until((f) => f.some((x) => x.event === 'status' && (x.data as { state: string }).state === 'live')),
      ),
    )
    expect(await subscriptions()).toEqual({ 'vm.subscriptions.event': 2, 'vm.subscriptions.transfer': 1 })
    // Transfers happen on devnet's synthetic traffic: they arrive with block numbers and amounts.
    await streams[3]!.until((f) => f.some((x) => x.event === 'transfer'), 15_000)
    const t = streams[3]!.frames.find((x) => x.event === 'transfer')!
    expect(t.id).toMatch(/^\d+\.\d+$/)
    expect(t.data).toMatchObject({
      kind: 'transfer',
      blockNumber: expect.stringMatching(/^\d+$/),
      amount: expect.stringMatching(/^0x/),
    })
  }, 30_000)
})

describe('beats', () => {
  it('relays the beat stream (block summaries with a bloom) from one subscription', async () => {
    devnet.stats.reset()
    const viewers = [open('?stream=beat'), open('?stream=beat')]
    await Promise.all(viewers.map((v) => v.until((f) => f.filter((x) => x.event === 'beat').length >= 2, 10_000)))
    expect(await subscriptions()).toEqual({ 'vm.subscriptions.beat': 1 })
    const beats = viewers[0]!.frames.filter((x) => x.event === 'beat')
    expect(beats[0]!.data).toMatchObject({
      height: beats[0]!.id,
      bloom: expect.stringMatching(/^0x[0-9a-f]+$/),
      k: expect.any(Number),
    })
    expect(BigInt(beats[1]!.id!)).toBe(BigInt(beats[0]!.id!) + 1n)
  }, 20_000)
})

describe('the API console stream view', () => {
  it('streams every VM subscription the console offers, from the URL its request builder makes', async () => {
    const subs = consoleGroups('vm').flatMap((g) => g.entries.filter((e) => isStream(e.op)))
    expect(subs.map((e) => streamName({ op: e.op })).sort()).toEqual(['beat', 'block', 'event', 'transfer'])
    devnet.stats.reset()
    const views = subs.map(({ op }) => {
      const v = validateRequest(op, exampleRequest(op, 'vm', [], EXAMPLES).request)
      if (!v.ok) throw new Error(`${op.id}: ${JSON.stringify(v.errors)}`)
      const url = consoleLiveUrl('vm', v.request)
      expect(url).toBe(`/api/live/vm?stream=${streamName(v.request)}`)
      return { name: streamName(v.request), frames: open(url.slice('/api/live/vm'.length)) }
    })
    const live = (f: { event?: string; data?: unknown }[]) =>
      f.some((x) => x.event === 'status' && (x.data as { state: string }).state === 'live')
    await Promise.all(views.map((v) => v.frames.until(live, 10_000)))
    // Block and beat messages come with every block; the log streams carry what devnet's traffic emits.
    for (const v of views.filter((x) => x.name === 'block' || x.name === 'beat'))
      await v.frames.until((f) => f.some((x) => x.event === v.name), 10_000)
    expect(await subscriptions()).toEqual(Object.fromEntries(subs.map((e) => [e.op.id, 1])))
  }, 30_000)
})

describe('which networks can be followed', () => {
  it('names the networks whose gateway offers no block operation, and only those', async () => {
    const { unsupportedReason } = await import('./relay')
    const { networkIds } = await import('@/lib/networks')
    expect(networkIds().filter((n) => unsupportedReason(n))).toEqual(['exchange', 'classic'])
    expect(unsupportedReason('exchange')).toContain('cannot be followed')
  })
})
