/**
 * Where the index and a gateway part, on SQLite and PostgreSQL alike: an index still backfilling (its oldest
 * blocks unread) whose gateway agrees up to a height and has other blocks above keeps what both agree on and
 * discards only above it — the restarted ledger's case, where the index used to discard everything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findFork } from './fork'
import { startFollower } from './follower'
import type { HistoryStore } from './store'
import { engines } from './testing/engines'
import { FakeChain } from './testing/fake-chain'
import { snapshot, until } from './testing/snapshot'
import { synthBlocks, type SynthOptions } from './testing/synthetic'

const E = engines()
beforeAll(() => E.setup(), 120_000)
afterAll(() => E.teardown())

const o: SynthOptions = { denom: 'uhub', accounts: 40 }
const signal = new AbortController().signal

/** An index of heights lo..300 of the chain as it was, heights 1..lo-1 still to read. */
async function partlyIndexed(store: HistoryStore, lo: bigint) {
  await store.commitForward('hub', synthBlocks(lo, 300n, o))
  await store.addPending('hub', { lo: 1n, hi: lo - 1n })
}

/** A gateway that now has other blocks from `from` on, counting the heights it is asked for. */
function forkedAt(from: bigint, head = 300n) {
  const chain = new FakeChain(head, o)
  chain.fork = { from, salt: 'restart' }
  const inner = chain.source()
  const refs: bigint[] = []
  const reads: bigint[] = []
  const source = {
    ...inner,
    ref: (h: bigint, s: AbortSignal) => (refs.push(h), inner.ref(h, s)),
    block: (h: bigint, s: AbortSignal) => (reads.push(h), inner.block(h, s)),
  }
  return { chain, source, refs, reads }
}

describe.each(E.list)('the fork point on $name', (engine) => {
  it('is the highest height both agree on, found in a few comparisons', async () => {
    const store = await engine.open()
    await store.commitForward('hub', synthBlocks(1n, 5000n, o))
    const { source, refs } = forkedAt(3001n, 5000n)
    expect(await findFork('hub', store, source, 5000n, signal)).toEqual({
      fork: 3000n,
      compared: refs.length,
      lowest: expect.any(BigInt),
    })
    expect(refs.length).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(5000)) + 2)
  })

  it('is found below the last doubling step, at the oldest indexed blocks, when the index is partly backfilled', async () => {
    const store = await engine.open()
    await partlyIndexed(store, 60n)
    const { source } = forkedAt(101n)
    // Doubling steps from 300 go 299, 297, 293, 285, 269, 237, 173, then 45: below the oldest indexed block.
    expect((await findFork('hub', store, source, 300n, signal)).fork).toBe(100n)
  })

  it('steps over a hole in the index while bisecting', async () => {
    const store = await engine.open()
    await store.commitForward('hub', [...synthBlocks(1n, 100n, o), ...synthBlocks(250n, 300n, o)])
    const { source } = forkedAt(271n)
    expect((await findFork('hub', store, source, 300n, signal)).fork).toBe(270n)
  })

  it('is undefined when no indexed block agrees, with the lowest one compared', async () => {
    const store = await engine.open()
    await partlyIndexed(store, 60n)
    const { source } = forkedAt(1n)
    const got = await findFork('hub', store, source, 300n, signal)
    expect(got.fork).toBeUndefined()
    expect(got.lowest).toBe(60n)
  })
})

describe.each(E.list)('a backfill batch across a rewind on $name', (engine) => {
  it('commits nothing when its range was discarded and made again from the same height meanwhile', async () => {
    const store = await engine.open()
    await partlyIndexed(store, 60n)
    const read = synthBlocks(20n, 59n, o).reverse()
    await store.rewind('hub', 0n)
    await store.addPending('hub', { lo: 1n, hi: 299n })
    expect(await store.commitBackfill('hub', { lo: 1n, hi: 59n }, read, 19n)).toBeUndefined()
    const st = await store.sync('hub')
    expect(st.pending).toEqual([{ lo: 1n, hi: 299n }])
    expect(st.low).toBeUndefined()
  })
})

describe.each(E.list)('the follower at a fork on $name', (engine) => {
  /**
   * The follower, its backfill of the unread heights below 60 held until the index has been rewound: as after a
   * restart, the hole below the oldest indexed block is still there when the fork is looked for.
   */
  const follow = (store: HistoryStore, source: ReturnType<typeof forkedAt>['source'], lines: string[]) => {
    let rewound = () => {}
    const held = new Promise<void>((resolve) => (rewound = resolve))
    return startFollower({
      network: 'hub',
      store,
      source: { ...source, block: async (h, s) => (h < 60n && (await held), source.block(h, s)) },
      intervalMs: 50,
      batch: 40,
      concurrency: 4,
      catchUpMax: 30,
      backoff: { initialMs: 20, maxMs: 100 },
      log: (l) => {
        lines.push(l)
        if (l.includes('orphaned')) rewound()
      },
    })
  }
  const complete = (s: HistoryStore) =>
    until(
      () => s.status('hub'),
      (st) => !st.backfilling && st.top === '300' && st.low === '1' && st.blocks === '300',
    )

  it('discards only the heights above the last one both agree on, says what it kept, and never rereads it', async () => {
    const store = await engine.open()
    await partlyIndexed(store, 60n)
    // Their identity; block 60's interval is filled in once block 59 is read.
    const identity = () =>
      store.db
        .selectFrom('blocks')
        .select(['height', 'hash', 'parent_hash', 'time', 'tx_count'])
        .where('network', '=', 'hub')
        .where('height', '>=', 60n)
        .where('height', '<=', 100n)
        .orderBy('height')
        .execute()
    const kept = await identity()
    expect(kept).toHaveLength(41)
    const { chain, source, reads } = forkedAt(101n)
    const lines: string[] = []
    const f = follow(store, source, lines)
    await complete(store)
    await f.stop()
    const rewind = lines.filter((l) => l.includes('orphaned'))
    expect(rewind).toHaveLength(1)
    expect(rewind[0]).toContain('both agree up to 100')
    expect(rewind[0]).toContain('kept the indexed blocks up to it, discarded 200 orphaned blocks above 100')
    expect(reads.filter((h) => h >= 60n && h <= 100n)).toEqual([])
    expect(await identity()).toEqual(kept)
    const clean = await engine.open()
    await clean.commitForward('hub', synthBlocks(1n, 300n, { ...o, fork: chain.fork }))
    expect(await snapshot(store)).toEqual(await snapshot(clean))
  }, 60_000)

  it('says so when no indexed block agrees, and discards them all', async () => {
    const store = await engine.open()
    await partlyIndexed(store, 60n)
    const { chain, source } = forkedAt(1n)
    const lines: string[] = []
    const f = follow(store, source, lines)
    await complete(store)
    await f.stop()
    const rewind = lines.filter((l) => l.includes('orphaned'))
    expect(rewind).toHaveLength(1)
    expect(rewind[0]).toMatch(
      /no indexed block agrees with the gateway's \(\d+ heights compared, down to the lowest indexed, 60\): kept none, discarded 241 orphaned blocks above 0/,
    )
    const clean = await engine.open()
    await clean.commitForward('hub', synthBlocks(1n, 300n, { ...o, fork: chain.fork }))
    expect(await snapshot(store)).toEqual(await snapshot(clean))
  }, 60_000)
})
