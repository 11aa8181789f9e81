import { describe, expect, it } from 'vitest'
import type { FeedSink, FeedStatus, LiveItem } from '../hub'
import type { BlockSummary } from '../summary'
import { cosmosBlockOp, cosmosChain, findHead, ledgerChain, type Call } from './chains'
import { pollerFeed, probeMs, type Chain } from './poller'

/** A chain that grows on demand; counts calls. */
function growingChain(opts: { start: number; intervalMs: number; waitAfter?: boolean; failTimes?: number }) {
  let head = opts.start
  let fails = opts.failTimes ?? 0
  const calls = { head: 0, block: 0, wait: 0 }
  // Blocks up to the start were produced one interval apart; later ones when produce() runs.
  const times = new Map<number, number>()
  for (let h = 1; h <= opts.start; h++) times.set(h, Date.now() - (opts.start - h) * opts.intervalMs)
  const summary = (h: number): BlockSummary => ({
    network: 'hub',
    id: String(h),
    height: String(h),
    time: times.get(h)!,
  })
  const waiters: (() => void)[] = []
  const chain: Chain = {
    async head() {
      calls.head++
      return BigInt(head)
    },
    async block(h) {
      calls.block++
      if (fails > 0) {
        fails--
        throw new Error('upstream_unreachable')
      }
      return h <= BigInt(head) ? summary(Number(h)) : null
    },
    ...(opts.waitAfter && {
      async waitAfter(h: bigint) {
        calls.wait++
        if (h < BigInt(head)) return
        await new Promise<void>((r) => waiters.push(r))
      },
    }),
  }
  return {
    chain,
    calls,
    produce() {
      head++
      times.set(head, Date.now())
      waiters.splice(0).forEach((w) => w())
    },
  }
}

function sink() {
  const items: LiveItem[] = []
  const statuses: Omit<FeedStatus, 'at'>[] = []
  const s: FeedSink = { push: (i) => items.push(i), status: (x) => statuses.push(x), last: () => items.at(-1) }
  return { s, items, statuses, heights: () => items.map((i) => (i.data as BlockSummary).height) }
}

const until = async (pred: () => boolean, ms = 3000) => {
  const end = Date.now() + ms
  while (!pred()) {
    if (Date.now() > end) throw new Error('condition not reached')
    await new Promise((r) => setTimeout(r, 5))
  }
}

describe('pollerFeed', () => {
  it('starts at the head, then follows every height in order', async () => {
    const c = growingChain({ start: 10, intervalMs: 50 })
    const out = sink()
    const feed = pollerFeed(c.chain, { intervalMs: 50 })(out.s)
    await until(() => out.items.length === 1)
    for (let i = 0; i < 3; i++) c.produce()
    await until(() => out.items.length === 4)
    expect(out.heights()).toEqual(['10', '11', '12', '13'])
    expect(out.statuses[0]).toMatchObject({ state: 'live' })
    feed.stop()
    const calls = c.calls.block
    await new Promise((r) => setTimeout(r, 300))
    expect(c.calls.block).toBe(calls)
  })

  it('catches up on a burst of blocks without skipping any', async () => {
    const c = growingChain({ start: 5, intervalMs: 1000 })
    const out = sink()
    const feed = pollerFeed(c.chain, { intervalMs: 1000 })(out.s)
    await until(() => out.items.length === 1)
    for (let i = 0; i < 5; i++) c.produce()
    await until(() => out.items.length === 6, 4000)
    expect(out.heights()).toEqual(['5', '6', '7', '8', '9', '10'])
    feed.stop()
  })

  it('long-polls where the node can wait for the next block', async () => {
    const c = growingChain({ start: 3, intervalMs: 10_000, waitAfter: true })
    const out = sink()
    const feed = pollerFeed(c.chain, { intervalMs: 10_000 })(out.s)
    await until(() => c.calls.wait === 1)
    c.produce()
    await until(() => out.items.length === 2)
    expect(out.heights()).toEqual(['3', '4'])
    feed.stop()
  })

  it('reports failures, backs off and recovers', async () => {
    const c = growingChain({ start: 1, intervalMs: 50, failTimes: 2 })
    const out = sink()
    const feed = pollerFeed(c.chain, { intervalMs: 50, backoff: { initialMs: 10, maxMs: 20 } })(out.s)
    await until(() => out.items.length >= 1)
    expect(out.statuses[0]).toMatchObject({
      state: 'retrying',
      detail: expect.stringContaining('upstream_unreachable'),
    })
    expect(out.statuses.at(-1)).toMatchObject({ state: 'live' })
    feed.stop()
  })

  it('after a short absence, a restarted feed fetches the blocks it missed instead of leaving a hole', async () => {
    const c = growingChain({ start: 40, intervalMs: 1000 })
    const out = sink()
    // The topic's ring still holds block 10 from an earlier session, long past the resume window.
    out.items.push({ id: '10', event: 'block', data: { network: 'hub', id: '10', height: '10', time: 1 } })
    const feed = pollerFeed(c.chain, { intervalMs: 1000, resumeWindowMs: 1, backfillMax: 50 })(out.s)
    await until(() => out.items.length === 31, 4000)
    expect(out.heights()).toEqual(Array.from({ length: 31 }, (_, i) => String(10 + i)))
    feed.stop()
  })

  it('beyond the backfill limit it starts at the head (the page names the hole)', async () => {
    const c = growingChain({ start: 40, intervalMs: 1000 })
    const out = sink()
    out.items.push({ id: '10', event: 'block', data: { network: 'hub', id: '10', height: '10', time: 1 } })
    const feed = pollerFeed(c.chain, { intervalMs: 1000, resumeWindowMs: 1, backfillMax: 5 })(out.s)
    await until(() => out.items.length === 2)
    expect(out.heights()).toEqual(['10', '40'])
    feed.stop()
  })

  it('probes between 200 ms and 1 s', () => {
    expect(probeMs(100)).toBe(200)
    expect(probeMs(2000)).toBe(400)
    expect(probeMs(60_000)).toBe(1000)
  })
})

describe('findHead', () => {
  for (const [head, guess] of [
    [1000, 1],
    [1000, 5000],
    [1000, 1000],
    [1, 1],
    [7, 3],
  ] as const) {
    it(`finds ${head} from a guess of ${guess} in few probes`, async () => {
      let probes = 0
      const found = await findHead(async (h) => (probes++, h <= BigInt(head)), BigInt(guess))
      expect(found).toBe(BigInt(head))
      expect(probes).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(Math.abs(head - guess) + 2)) + 2)
    })
  }
  it('says when no block exists', async () => {
    await expect(findHead(async () => false, 10n)).rejects.toThrow('no block exists yet')
  })
})

describe('chains over catalog operations', () => {
  const answers = (handler: (opId: string, path: Record<string, string>) => { status: number; body: unknown }) => {
    const log: string[] = []
    const call: Call = async (gateway, opId, path) => {
      log.push(`${gateway} ${opId} ${JSON.stringify(path)}`)
      return handler(opId, path)
    }
    return { call, log }
  }
  const cosmos = (h: string) => ({
    block_id: { hash: 'AA==' },
    block: { header: { height: h, time: '2026-01-01T00:00:00Z' }, data: { txs: [] } },
  })

  it('uses the block operation each cosmos gateway offers, and none where there is none', () => {
    expect(cosmosBlockOp('staking')).toBe('cosmos.base.block')
    expect(cosmosBlockOp('hub')).toBe('cosmos.tx.blockTxs')
    expect(cosmosBlockOp('platform')).toBe('cosmos.tx.blockTxs')
    expect(cosmosBlockOp('exchange')).toBeUndefined()
    expect(cosmosChain('classic', 'classic', answers(() => ({ status: 200, body: {} })).call)).toBeUndefined()
  })

  it('reads the hub head from blocks/latest and treats a 4xx at the next height as not yet', async () => {
    const { call, log } = answers((op, path) =>
      op === 'cosmos.base.latestBlock'
        ? { status: 200, body: cosmos('77') }
        : Number(path.height) <= 77
          ? { status: 200, body: cosmos(path.height!) }
          : { status: 400, body: { error: 'bad_request' } },
    )
    const chain = cosmosChain('hub', 'hub', call)!
    const signal = new AbortController().signal
    expect(await chain.head(signal)).toBe(77n)
    expect((await chain.block(77n, signal))?.height).toBe('77')
    expect(await chain.block(78n, signal)).toBeNull()
    expect(log[0]).toBe('hub cosmos.base.latestBlock {}')
    expect(log[2]).toBe('hub cosmos.tx.blockTxs {"height":"78"}')
  })

  it('finds the platform head by probing, and fails loudly on 5xx', async () => {
    let broken = false
    const { call } = answers((_op, path) =>
      broken
        ? { status: 502, body: { error: 'upstream_unreachable' } }
        : Number(path.height) <= 300
          ? { status: 200, body: cosmos(path.height!) }
          : { status: 404, body: {} },
    )
    const chain = cosmosChain('platform', 'platform', call)!
    const signal = new AbortController().signal
    expect(await chain.head(signal)).toBe(300n)
    broken = true
    await expect(chain.block(1n, signal)).rejects.toThrow('upstream_unreachable')
  })

  it('follows the ledger with status, wait-for-block-after and blocks/{round}', async () => {
    const { call, log } = answers((op, path) =>
      op === 'node.status'
        ? { status: 200, body: { 'last-round': 12n } }
        : op === 'node.blocks.get'
          ? { status: 200, body: { block: { rnd: Number(path.round), ts: 1 } } }
          : { status: 200, body: {} },
    )
    const chain = ledgerChain('ledger', 'node', call)
    const signal = new AbortController().signal
    expect(await chain.head(signal)).toBe(12n)
    await chain.waitAfter!(12n, signal)
    expect((await chain.block(13n, signal))?.height).toBe('13')
    expect(log).toEqual([
      'node node.status {}',
      'node node.status.waitForBlockAfter {"round":"12"}',
      'node node.blocks.get {"round":"13"}',
    ])
  })
})
