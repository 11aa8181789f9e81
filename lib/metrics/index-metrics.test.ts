import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { HistoryStore } from '@/lib/history/store'
import { openHistoryDb } from '@/lib/history/store/open'
import { synthBlocks } from '@/lib/history/testing/synthetic'
import { countRewind, noteHead, watchIndex } from './index-metrics'
import { threadRegistry } from './registry'

const dir = mkdtempSync(join(tmpdir(), 'index-metrics-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('watchIndex', () => {
  it("reports the index's height, head, delay, blocks left to read back, gaps and rewinds per network", async () => {
    const store = new HistoryStore(await openHistoryDb({ file: join(dir, 'index.sqlite') }), () => 'uhub')
    const t0 = Date.UTC(2026, 0, 1)
    // Blocks 11..20 held, 1..10 still to read back, the gateway's head at 25; block 20 was made at t0 + 100 s.
    await store.setHead('hub', 25n)
    await store.addPending('hub', { lo: 1n, hi: 10n })
    await store.commitForward('hub', synthBlocks(11n, 20n, { denom: 'uhub', t0, intervalMs: 5000 }))
    watchIndex({ store, networks: () => ['hub'], clock: () => t0 + 130_000 })
    countRewind('hub')
    const text = await threadRegistry().metrics()
    expect(text).toContain('explorer_index_height{network="hub"} 20')
    expect(text).toContain('explorer_index_head{network="hub"} 25')
    expect(text).toContain('explorer_index_delay_blocks{network="hub"} 5')
    expect(text).toContain('explorer_index_delay_seconds{network="hub"} 30')
    expect(text).toContain('explorer_index_backfill_blocks{network="hub"} 10')
    expect(text).toContain('explorer_index_gaps{network="hub"} 0')
    expect(text).toContain('explorer_index_rewinds_total{network="hub"} 1')
    // The database keeps the head read at the follower's start; the follower's later reads are newer.
    noteHead('hub', 27n)
    await new Promise((r) => setTimeout(r, 600))
    const later = await threadRegistry().metrics()
    expect(later).toContain('explorer_index_head{network="hub"} 27')
    expect(later).toContain('explorer_index_delay_blocks{network="hub"} 7')
    await store.close()
  })
})
