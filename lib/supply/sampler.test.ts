import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createSampler } from './sampler'
import { openSqliteStore, SQLITE_FILE } from './sqlite-store'

const dir = mkdtempSync(join(tmpdir(), 'supply-sampler-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const HUGE = 123456789012345678901234567890n

function fakeFeed() {
  let n = 0n
  const failing = new Set<string>()
  return {
    failing,
    fetchFigure: async (figure: string) => {
      if (failing.has(figure)) throw new Error(`500 upstream_error: ${figure} failed`)
      return HUGE + n++
    },
  }
}

describe('sampler on SQLite', () => {
  it('persists rounds across a restart: write, close, reopen, read back', async () => {
    const file = join(dir, 'restart', SQLITE_FILE)
    const feed = fakeFeed()
    let clock = 1_000_000
    const store1 = openSqliteStore(file)
    const s1 = createSampler({
      store: store1,
      figures: ['x', 'y'],
      fetchFigure: feed.fetchFigure,
      intervalMs: 1000,
      now: () => clock,
    })
    await s1.tick()
    clock += 1000
    feed.failing.add('y')
    await s1.tick()
    await s1.stop()
    await store1.close()

    // A new process: a new handle on the same file sees everything, then keeps appending.
    const store2 = openSqliteStore(file)
    const before = await store2.read(0, Number.MAX_SAFE_INTEGER)
    expect(before).toEqual([
      { t: 1_000_000, intervalMs: 1000, values: { x: HUGE.toString(), y: (HUGE + 1n).toString() }, errors: {} },
      {
        t: 1_001_000,
        intervalMs: 1000,
        values: { x: (HUGE + 2n).toString() },
        errors: { y: '500 upstream_error: y failed' },
      },
    ])
    clock += 5000
    feed.failing.clear()
    const s2 = createSampler({
      store: store2,
      figures: ['x', 'y'],
      fetchFigure: feed.fetchFigure,
      intervalMs: 1000,
      now: () => clock,
    })
    await s2.tick()
    expect((await store2.read(0, Number.MAX_SAFE_INTEGER)).map((r) => r.t)).toEqual([1_000_000, 1_001_000, 1_006_000])
    expect((await store2.latest())?.values.y).toBe((HUGE + 4n).toString())
    expect(await store2.read(1_000_500, 1_001_500)).toHaveLength(1)
    await store2.close()
  })

  it('uses WAL so readers do not block the writer', async () => {
    const { default: Database } = await import('better-sqlite3')
    const file = join(dir, 'wal', SQLITE_FILE)
    const store = openSqliteStore(file)
    const db = new Database(file, { readonly: true })
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    db.close()
    await store.close()
  })

  it('keeps running when every figure fails, and when the store fails', async () => {
    const store = openSqliteStore(join(dir, 'failing', SQLITE_FILE))
    const log = vi.fn()
    const fetchFigure = async () => {
      throw new Error('connect ECONNREFUSED')
    }
    const s = createSampler({ store, figures: ['x'], fetchFigure, intervalMs: 1000, log })
    const r = await s.tick()
    expect(r?.errors).toEqual({ x: 'connect ECONNREFUSED' })
    expect(s.status().lastFailures).toBe(1)
    await store.close()
    expect(await s.tick()).toBeUndefined() // closed database: logged, no throw
    expect(s.status().lastStoreError).toMatch(/not open/)
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/could not store the round/))
  })

  it('samples on its interval once started, without overlapping ticks', async () => {
    vi.useFakeTimers()
    try {
      const store = openSqliteStore(join(dir, 'timer', SQLITE_FILE))
      const feed = fakeFeed()
      const s = createSampler({ store, figures: ['x'], fetchFigure: feed.fetchFigure, intervalMs: 1000 })
      s.start()
      await vi.advanceTimersByTimeAsync(3500)
      await s.stop()
      expect((await store.read(0, Number.MAX_SAFE_INTEGER)).length).toBe(4) // at 0, 1000, 2000, 3000
      await vi.advanceTimersByTimeAsync(3000)
      expect((await store.read(0, Number.MAX_SAFE_INTEGER)).length).toBe(4) // stopped
      await store.close()
    } finally {
      vi.useRealTimers()
    }
  })
})
