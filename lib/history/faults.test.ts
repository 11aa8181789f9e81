/**
 * The index under faults, on SQLite and PostgreSQL alike: killed inside a write and restarted, a gateway that
 * answers a lower head or another block at an indexed height, a gateway that pruned what the index missed, a
 * gateway that fails now and then. In every case the index ends up equal to a clean index of the same chain.
 */
import { spawn } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFollower } from './follower'
import type { HistoryStore } from './store'
import { engines } from './testing/engines'
import { FakeChain } from './testing/fake-chain'
import { snapshot, until } from './testing/snapshot'
import { synthBlocks, type SynthOptions } from './testing/synthetic'
import { gapWords } from './words'

const E = engines()
beforeAll(() => E.setup(), 120_000)
afterAll(() => E.teardown())

const o: SynthOptions = { denom: 'uhub', accounts: 40 }
const follow = (store: HistoryStore, chain: FakeChain, depth?: number, source = chain.source()) =>
  startFollower({
    ...(depth !== undefined && { depth }),
    network: 'hub',
    store,
    source,
    intervalMs: 50,
    batch: 40,
    concurrency: 4,
    catchUpMax: 30,
    backoff: { initialMs: 20, maxMs: 100 },
  })

/** A clean index of heights lo..hi of the chain as it now is. */
async function clean(open: () => Promise<HistoryStore>, chain: FakeChain, lo: bigint, hi: bigint) {
  const s = await open()
  await s.commitForward('hub', synthBlocks(lo, hi, { ...chain.opts, ...(chain.fork && { fork: chain.fork }) }))
  return snapshot(s)
}

const complete = (s: HistoryStore, lo: bigint, hi: bigint) =>
  until(
    () => s.status('hub'),
    (st) =>
      !st.backfilling && st.top === hi.toString() && st.low === lo.toString() && st.blocks === String(hi - lo + 1n),
  )

describe.each(E.list)('index under faults on $name', (engine) => {
  it('killed inside a write, restarted: nothing lost, nothing twice', async () => {
    const opts = await engine.options()
    const db = opts.databaseUrl ?? opts.file!
    const child = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'lib/history/testing/follow-child.ts'],
      {
        env: { ...process.env, INDEX_DB: db, HEAD: '600' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let out = ''
    await new Promise<void>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`no IN-TX from the child:\n${out}`)), 60_000)
      const on = (b: Buffer) => {
        out += b.toString()
        if (out.includes('IN-TX')) {
          clearTimeout(t)
          resolve()
        }
      }
      child.stdout.on('data', on)
      child.stderr.on('data', on)
    })
    child.kill('SIGKILL')
    await new Promise((r) => child.once('exit', r))
    const { HistoryStore } = await import('./store')
    const { openHistoryDb } = await import('./store/open')
    const store = new HistoryStore(await openHistoryDb(opts), () => 'uhub')
    const before = await store.status('hub')
    // Two batches made it before the kill; the third did not.
    expect(BigInt(before.blocks)).toBeGreaterThan(0n)
    expect(BigInt(before.blocks)).toBeLessThan(600n)
    // The killed transaction left nothing: no block stands inside a range still marked to be read.
    for (const r of (await store.sync('hub')).pending) {
      const inside = await store.db
        .selectFrom('blocks')
        .select('height')
        .where('height', '>=', r.lo)
        .where('height', '<=', r.hi)
        .execute()
      expect(inside).toEqual([])
    }
    const chain = new FakeChain(600n, o)
    const f = follow(store, chain)
    await complete(store, 1n, 600n)
    await f.stop()
    expect(await snapshot(store)).toEqual(await clean(() => engine.open(), chain, 1n, 600n))
    await store.close()
  }, 90_000)

  it('a lower head: the blocks above it are discarded, then read again as the head returns', async () => {
    const store = await engine.open()
    const chain = new FakeChain(300n, o)
    const f = follow(store, chain)
    await complete(store, 1n, 300n)
    chain.head = 280n
    await until(
      () => store.status('hub'),
      (st) => st.top === '280',
    )
    chain.head = 320n
    await complete(store, 1n, 320n)
    await f.stop()
    expect(await snapshot(store)).toEqual(await clean(() => engine.open(), chain, 1n, 320n))
  }, 60_000)

  it('another block at an indexed height: orphans replaced by the new chain, no orphan left', async () => {
    const store = await engine.open()
    const chain = new FakeChain(300n, o)
    const f = follow(store, chain)
    await complete(store, 1n, 300n)
    const orphan = chain.block(290n).txs[0]!.hash
    chain.fork = { from: 251n, salt: 'b' }
    chain.head = 305n
    await until(
      () => store.blockRef('hub', 260n),
      (r) => r?.hash === chain.block(260n).hash,
    )
    await complete(store, 1n, 305n)
    await f.stop()
    expect(await snapshot(store)).toEqual(await clean(() => engine.open(), chain, 1n, 305n))
    const left = await store.db.selectFrom('txs').select('hash').where('hash', '=', orphan).execute()
    expect(left).toEqual([])
  }, 60_000)

  it('a restarted chain (other blocks everywhere, a lower head): all discarded, re-read newest first', async () => {
    const store = await engine.open()
    const chain = new FakeChain(300n, o)
    const f = follow(store, chain)
    await complete(store, 1n, 300n)
    chain.fork = { from: 1n, salt: 'restart' }
    chain.head = 200n
    await complete(store, 1n, 200n)
    await f.stop()
    expect(await snapshot(store)).toEqual(await clean(() => engine.open(), chain, 1n, 200n))
  }, 60_000)

  it('a restart after the gateway pruned what was missed: the gap is recorded and said in words', async () => {
    const store = await engine.open()
    const chain = new FakeChain(1199n, o)
    let f = follow(store, chain)
    await complete(store, 1n, 1199n)
    await f.stop()
    // Down while the chain moved on and the gateway forgot everything below 1,951.
    chain.head = 2100n
    chain.floor = 1951n
    f = follow(store, chain)
    const st = await until(
      () => store.status('hub'),
      (s) => !s.backfilling && s.top === '2100',
    )
    await f.stop()
    expect(st.gaps).toEqual([{ lo: '1200', hi: '1950', reason: 'pruned' }])
    expect(gapWords(st.gaps[0]!)).toBe('no history between heights 1,200 and 1,950: the gateway had pruned them')
    expect(st.blocks).toBe(String(1199 + 150))
    const held = await store.db
      .selectFrom('blocks')
      .select('height')
      .where('height', '>=', 1200n)
      .where('height', '<=', 1950n)
      .execute()
    expect(held).toEqual([])
  }, 60_000)

  it('a depth limit (INDEX_BACKFILL_BLOCKS): that many blocks below the top are read, the older ones never', async () => {
    const store = await engine.open()
    const chain = new FakeChain(300n, o)
    const inner = chain.source()
    let lowest = chain.head
    const source = {
      ...inner,
      block: (h: bigint, signal: AbortSignal) => {
        if (h < lowest) lowest = h
        return inner.block(h, signal)
      },
    }
    const f = follow(store, chain, 120, source)
    await complete(store, 181n, 300n)
    chain.head = 310n
    await complete(store, 181n, 310n)
    await f.stop()
    expect(lowest).toBe(181n)
    expect((await store.status('hub')).backfilling).toBe(false)
    expect(await snapshot(store)).toEqual(await clean(() => engine.open(), chain, 181n, 310n))
  }, 60_000)

  it('a gateway failing every few calls: retried until complete, equal to a clean index', async () => {
    const store = await engine.open()
    const chain = new FakeChain(400n, o)
    chain.failEvery = 7
    const f = follow(store, chain)
    await complete(store, 1n, 400n)
    await f.stop()
    expect(chain.calls).toBeGreaterThan(400)
    expect(await snapshot(store)).toEqual(await clean(() => engine.open(), chain, 1n, 400n))
  }, 60_000)
})
