import { describe, expect, it } from 'vitest'
import type { FeedSink, FeedStatus, LiveItem } from './hub'
import { pollerFeed, type Chain } from './feeds/poller'
import { stallAfterMs, watchStall } from './stall'
import type { BlockSummary } from './summary'

const until = async (pred: () => boolean, ms = 3000) => {
  const end = Date.now() + ms
  while (!pred()) {
    if (Date.now() > end) throw new Error('condition not reached')
    await new Promise((r) => setTimeout(r, 5))
  }
}

describe('watchStall', () => {
  it('fires once after the quiet time, and seen() re-arms it and says it had fired', async () => {
    const fired: number[] = []
    const w = watchStall(
      () => 60,
      (q) => fired.push(q),
    )
    // Timers on a busy machine run late: wait for the events, and check "once" over a span after the first.
    await until(() => fired.length > 0)
    expect(fired[0]).toBeGreaterThanOrEqual(60)
    await new Promise((r) => setTimeout(r, 150))
    expect(fired).toHaveLength(1)
    expect(w.seen()).toBe(true)
    expect(w.seen()).toBe(false)
    await until(() => fired.length > 1)
    expect(fired).toHaveLength(2)
    w.stop()
  })

  it('waits 1.5 block intervals, at least the floor', () => {
    expect(stallAfterMs(6000)).toBe(9000)
    expect(stallAfterMs(500)).toBe(2000)
  })
})

describe('a poller whose upstream hangs', () => {
  it('tells viewers within 2 block intervals, long before the call fails, and is live again when blocks resume', async () => {
    const INTERVAL = 400
    let head = 5
    let hang: (() => void) | undefined
    const summary = (h: number): BlockSummary => ({
      network: 'hub',
      id: String(h),
      height: String(h),
      time: Date.now(),
    })
    const chain: Chain = {
      head: async () => BigInt(head),
      async block(h) {
        if (h > 6n && !hang) await new Promise<void>((r) => (hang = r)) // the upstream stops answering
        return h <= BigInt(head) ? summary(Number(h)) : null
      },
    }
    const items: LiveItem[] = []
    const statuses: (Omit<FeedStatus, 'at'> & { t: number })[] = []
    const s: FeedSink = {
      push: (i) => items.push(i),
      status: (x) => statuses.push({ ...x, t: Date.now() }),
      last: () => items.at(-1),
    }
    const feed = pollerFeed(chain, { intervalMs: INTERVAL, minStallMs: 50, backoff: { initialMs: 10, maxMs: 20 } })(s)
    await until(() => items.length === 1)
    head = 6
    await until(() => items.length === 2)
    const lastBlockAt = Date.now()
    head = 10
    await until(() => statuses.some((x) => x.state === 'retrying'))
    const told = statuses.find((x) => x.state === 'retrying')!
    expect(told.detail).toMatch(/no new block for \d+ s/)
    expect(told.t - lastBlockAt).toBeLessThan(2 * INTERVAL + 400)
    const resumed = Date.now()
    hang!()
    await until(() => items.length >= 3)
    expect(statuses.at(-1)!.state).toBe('live')
    expect(Date.now() - resumed).toBeLessThan(1000)
    feed.stop()
  })
})

describe('a poller whose upstream went back (a restarted node)', () => {
  it('re-reads the head when the awaited block is long overdue, tells viewers how far behind it is, and goes on after the last block shown', async () => {
    let head = 100
    const chain: Chain = {
      head: async () => BigInt(head),
      block: async (h) =>
        h <= BigInt(head)
          ? {
              network: 'ledger',
              id: String(h),
              height: String(h),
              time: Date.now(),
              hash: `h${h}-${head < 100 ? 'b' : 'a'}`,
            }
          : null,
    }
    const items: LiveItem[] = []
    const details: string[] = []
    const s: FeedSink = {
      push: (i) => items.push(i),
      status: (x) => x.state === 'behind' && details.push(x.detail!),
      last: () => items.at(-1),
    }
    const feed = pollerFeed(chain, { intervalMs: 100, minStallMs: 50 })(s)
    await until(() => items.length >= 1)
    head = 40 // the node came back 60 blocks behind
    await until(() => details.length > 0, 3000)
    expect(details[0]).toBe('the gateway is 60 blocks behind the last block shown; waiting for it to catch up')
    head = 101
    await until(() => items.some((i) => (i.data as BlockSummary).height === '101'), 3000)
    feed.stop()
    // Nothing older than the block shown first ever reached viewers.
    expect(items.map((i) => (i.data as BlockSummary).height)).toEqual(['100', '101'])
  })
})

describe('a long-polling poller back after failures', () => {
  it('looks at the head on recovery and waits for a node that restarted behind in words, instead of long-polling for the old height', async () => {
    let head = 100
    let down = false
    const chain: Chain = {
      head: async () => {
        if (down) throw new Error('upstream_unreachable')
        return BigInt(head)
      },
      block: async (h) => {
        if (down) throw new Error('upstream_unreachable')
        return h <= BigInt(head)
          ? { network: 'ledger', id: String(h), height: String(h), time: Date.now(), hash: `h${h}-${head}` }
          : null
      },
      // Like algod: holds the call until the round after `h` exists (here: forever for a height the node lost).
      waitAfter: async (h, signal) => {
        if (down) throw new Error('upstream_unreachable')
        if (BigInt(head) > h) return
        await new Promise((r) => signal.addEventListener('abort', r))
      },
    }
    const items: LiveItem[] = []
    const behind: string[] = []
    const s: FeedSink = {
      push: (i) => items.push(i),
      status: (x) => x.state === 'behind' && behind.push(x.detail!),
      last: () => items.at(-1),
    }
    const feed = pollerFeed(chain, { intervalMs: 1000, backoff: { initialMs: 10, maxMs: 20 } })(s)
    await until(() => items.length >= 1)
    down = true
    head = 40
    // The waitAfter in flight is for 100: make the poller fail once, as a killed node's connection would.
    feed.stop()
    const again = pollerFeed(chain, { intervalMs: 1000, backoff: { initialMs: 10, maxMs: 20 } })(s)
    await new Promise((r) => setTimeout(r, 100))
    down = false
    await until(() => behind.length > 0, 3000)
    expect(behind[0]).toContain('60 blocks behind the last block shown')
    head = 101
    await until(() => items.some((i) => (i.data as BlockSummary).height === '101'), 5000)
    again.stop()
    expect(items.map((i) => (i.data as BlockSummary).height)).toEqual(['100', '101'])
  })
})
