import { EventEmitter } from 'node:events'
import type WebSocket from 'ws'
import { describe, expect, it } from 'vitest'
import type { FeedSink, FeedStatus, LiveItem } from '../hub'
import type { BlockSummary } from '../summary'
import { makeBlock } from '../testing/fake-vm'
import { pollerFeed, type Chain } from './poller'
import { socketFeed } from './socket'
import { blockReader } from './vm'

/**
 * A gateway that answers a lower head than before (a lagging node behind a balancer, a restarted one): the feeds
 * keep going, never show a block out of order, say how far behind the gateway is, and go on once it catches up.
 */

/** A fake gateway whose head the test moves, down as well as up. */
function movableChain(start: number, intervalMs: number) {
  let head = start
  const summary = (h: number): BlockSummary => ({
    network: 'hub',
    id: String(h),
    height: String(h),
    time: Date.now() - (head - h) * intervalMs,
  })
  const chain: Chain = {
    head: async () => BigInt(head),
    block: async (h) => (h <= BigInt(head) ? summary(Number(h)) : null),
  }
  return { chain, set: (h: number) => (head = h), get: () => head }
}

function sink(initial: LiveItem[] = []) {
  const items: LiveItem[] = [...initial]
  const statuses: Omit<FeedStatus, 'at'>[] = []
  const s: FeedSink = { push: (i) => items.push(i), status: (x) => statuses.push(x), last: () => items.at(-1) }
  return { s, items, statuses, heights: () => items.map((i) => Number((i.data as BlockSummary).height)) }
}

const until = async (pred: () => boolean, ms = 5000) => {
  const end = Date.now() + ms
  while (!pred()) {
    if (Date.now() > end) throw new Error('condition not reached')
    await new Promise((r) => setTimeout(r, 5))
  }
}
const increasing = (hs: number[]) => hs.every((h, i) => i === 0 || h > hs[i - 1]!)

describe('poller on a gateway that goes back', () => {
  it('waits at the next height, says how far behind the gateway is, and resumes in order', async () => {
    const c = movableChain(20, 40)
    const out = sink()
    const feed = pollerFeed(c.chain, { intervalMs: 40, minStallMs: 60 })(out.s)
    await until(() => out.items.length === 1)
    for (const h of [21, 22, 23]) {
      c.set(h)
      await until(() => out.heights().at(-1) === h)
    }
    // The balancer now sends us to a node 8 blocks behind.
    c.set(15)
    await until(() => out.statuses.some((s) => s.state === 'behind'))
    const behind = out.statuses.filter((s) => s.state === 'behind')
    expect(behind[0]!.detail).toBe('the gateway is 8 blocks behind the last block shown; waiting for it to catch up')
    // It catches up: the distance shrinks in words, and blocks come again after the last one shown.
    c.set(20)
    await until(() => out.statuses.some((s) => s.detail?.startsWith('the gateway is 3 blocks behind')))
    c.set(25)
    await until(() => out.heights().at(-1) === 25)
    feed.stop()
    expect(out.heights()).toEqual([20, 21, 22, 23, 24, 25])
    expect(out.statuses.at(-1)).toMatchObject({ state: 'live' })
  })

  it('a feed started again on a lagging gateway shows nothing older than the topic holds', async () => {
    const c = movableChain(40, 40)
    const first = sink()
    const a = pollerFeed(c.chain, { intervalMs: 40 })(first.s)
    await until(() => first.items.length === 1)
    a.stop()
    c.set(31)
    const out = sink(first.items)
    const b = pollerFeed(c.chain, { intervalMs: 40, minStallMs: 60 })(out.s)
    await until(() => out.statuses.some((s) => s.state === 'behind'))
    expect(out.statuses.find((s) => s.state === 'behind')!.detail).toContain('9 blocks behind')
    c.set(42)
    await until(() => out.heights().at(-1) === 42)
    b.stop()
    expect(out.heights()).toEqual([40, 41, 42])
    expect(increasing(out.heights())).toBe(true)
  })
})

/** Just enough of a `ws` socket for socketFeed: the test sends what the upstream would. */
class FakeSocket extends EventEmitter {
  readyState = 1
  ping() {}
  terminate() {
    this.readyState = 3
  }
}

describe('VM socket feed on a node that goes back', () => {
  it('drops blocks below the last one shown, says so, and goes on with newer ones', async () => {
    const ws = new FakeSocket()
    const out = sink()
    const feed = socketFeed({
      url: 'ws://vm.test/subscriptions/block',
      headers: {},
      reader: () => blockReader('vm'),
      perBlock: true,
      intervalMs: 10_000,
      connect: () => ws as unknown as WebSocket,
    })(out.s)
    await until(() => ws.listenerCount('message') > 0)
    ws.emit('open')
    const send = (n: number) => ws.emit('message', Buffer.from(JSON.stringify(makeBlock(n))), false)
    for (const n of [100, 101, 102]) send(n)
    for (const n of [97, 98]) send(n)
    expect(out.statuses.filter((s) => s.state === 'behind').map((s) => s.detail)).toEqual([
      'the gateway is 5 blocks behind the last block shown; waiting for it to catch up',
      'the gateway is 4 blocks behind the last block shown; waiting for it to catch up',
    ])
    for (const n of [99, 103, 104]) send(n)
    feed.stop()
    expect(out.heights()).toEqual([100, 101, 102, 103, 104])
    expect(out.statuses.filter((s) => s.state === 'behind')).toHaveLength(3)
    expect(out.statuses.at(-1)).toMatchObject({ state: 'live' })
  })
})
