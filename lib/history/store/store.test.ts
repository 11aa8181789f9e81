import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeCursor } from '../cursor'
import { engines } from '../testing/engines'
import { snapshot } from '../testing/snapshot'
import { synthBlock, synthBlocks } from '../testing/synthetic'
import { openHistoryDb } from './open'
import { SCAN_MAX } from './read'
import { mergedHistory } from '../merge'

const E = engines()
beforeAll(() => E.setup(), 120_000)
afterAll(() => E.teardown())

const o = { denom: 'uhub', accounts: 20 }
describe.each(E.list)('index store on $name', (engine) => {
  it('migrates a fresh database, reopens it, and refuses one a newer app migrated', async () => {
    const opts = await engine.options()
    const a = await openHistoryDb(opts)
    await a.close()
    const b = await openHistoryDb(opts)
    await sql`insert into kysely_migration (name, timestamp) values ('0099_future', '2030-01-01')`.execute(b.db)
    await b.close()
    await expect(openHistoryDb(opts)).rejects.toThrow(/schema 0099_future, newer than this app knows/)
  })

  it('writes idempotently: a replayed batch changes nothing', async () => {
    const s = await engine.open()
    const blocks = synthBlocks(1n, 40n, o)
    await s.commitForward('hub', blocks)
    const once = await snapshot(s)
    expect(await s.commitForward('hub', blocks.slice(10, 30))).toEqual([])
    await s.commitForward('hub', blocks)
    expect(await snapshot(s)).toEqual(once)
    expect(once.blocks).toHaveLength(40)
    expect(once.txs).toHaveLength(120)
  })

  it('keeps heights and amounts exact past 2^53 and 2^64', async () => {
    const s = await engine.open()
    const h = 2n ** 60n + 7n
    const b = { ...synthBlock(h, o), time: Date.UTC(2026, 0, 2) }
    b.txs[0]!.amounts = [{ amount: '123456789012345678901234567890', denom: 'uhub' }]
    b.txs[0]!.fee = [{ amount: '18446744073709551617', denom: 'uhub' }]
    await s.commitForward('hub', [b])
    const row = await s.db.selectFrom('blocks').selectAll().executeTakeFirstOrThrow()
    expect(row.height).toBe(h)
    const page = await s.accountHistory({ network: 'hub', address: b.txs[0]!.participants[0]!.address, limit: 10 })
    expect(page.rows.find((r) => r.idx === 0)).toMatchObject({
      height: h.toString(),
      amount: { amount: '123456789012345678901234567890', denom: 'uhub' },
      fee: { amount: '18446744073709551617', denom: 'uhub' },
    })
  })

  it('gives the same figures whether blocks come oldest or newest first', async () => {
    const a = await engine.open()
    const b = await engine.open()
    const blocks = synthBlocks(1n, 1500n, { ...o, intervalMs: 70_000 })
    await a.commitForward('hub', blocks)
    // Newest first in batches, as the backfill reads them.
    await b.addPending('hub', { lo: 1n, hi: 1500n })
    for (let hi = 1500n; hi >= 1n; hi -= 100n) {
      const part = blocks.filter((x) => x.height <= hi && x.height > hi - 100n).reverse()
      await b.commitBackfill('hub', { lo: 1n, hi }, part, hi - 100n)
    }
    const [sa, sb] = [await snapshot(a), await snapshot(b)]
    expect(sb.stats).toEqual(sa.stats)
    expect(sb.first).toEqual(sa.first)
    expect(sb.blocks).toEqual(sa.blocks)
    // The figures are what the blocks hold: transactions, fees in the native denomination, distinct accounts.
    const day = sa.stats.filter((r) => r.bucket === 'd')
    expect(day.reduce((n, r) => n + r.tx_count, 0n)).toBe(4500n)
    const fees = blocks.flatMap((x) => x.txs).reduce((n, t) => n + BigInt(t.fee[0]!.amount), 0n)
    expect(day.reduce((n, r) => n + BigInt(r.fees), 0n)).toBe(fees)
    expect(day.reduce((n, r) => n + r.new_accounts, 0n)).toBe(20n)
    const firstDay = new Set(
      blocks
        .filter((x) => x.time! < Number(day[1]!.t))
        .flatMap((x) => x.txs.flatMap((t) => t.participants.map((p) => p.address))),
    )
    expect(day[0]!.active).toBe(BigInt(firstDay.size))
    expect((await b.sync('hub')).pending).toEqual([])
  })

  it('rewinds to a fork: orphans gone, figures as if they had never been written', async () => {
    const a = await engine.open()
    const b = await engine.open()
    const blocks = synthBlocks(1n, 900n, { ...o, intervalMs: 60_000 })
    await a.commitForward('hub', blocks)
    expect(await a.rewind('hub', 700n)).toBe(200)
    await b.commitForward('hub', blocks.slice(0, 700))
    expect(await snapshot(a)).toEqual(await snapshot(b))
    expect((await a.sync('hub')).top).toBe(700n)
    // The other chain's blocks then go in as any others.
    const other = synthBlocks(701n, 900n, { ...o, intervalMs: 60_000, fork: { from: 701n, salt: 'x' } })
    await a.commitForward('hub', other)
    await b.commitForward('hub', other)
    expect(await snapshot(a)).toEqual(await snapshot(b))
  })

  it('pages an account newest first by cursor, filters, and bounds a rare filter', async () => {
    const s = await engine.open()
    await s.commitForward('hub', synthBlocks(1n, 400n, { ...o, accounts: 3 }))
    const address = 'acct000001'
    const all = await s.db
      .selectFrom('tx_accounts')
      .select(['height', 'idx', 'dir', 'type'])
      .where('address', '=', address)
      .orderBy('height', 'desc')
      .orderBy('idx', 'desc')
      .execute()
    const seen: string[] = []
    let cursor: string | undefined
    for (let i = 0; i < 100; i++) {
      const c = cursor ? decodeCursor(cursor) : undefined
      const page = await s.accountHistory({
        network: 'hub',
        address,
        limit: 37,
        ...(c?.ok && { cursor: c.cursor }),
      })
      seen.push(...page.rows.map((r) => `${r.height}.${r.idx}`))
      if (!page.next) break
      cursor = page.next
    }
    expect(seen).toEqual(all.map((r) => `${r.height}.${r.idx}`))
    const out = await s.accountHistory({ network: 'hub', address, limit: 1000, dir: 'out', type: 'Send' })
    expect(out.rows.map((r) => `${r.height}.${r.idx}`)).toEqual(
      all.filter((r) => (r.dir === 'out' || r.dir === 'self') && r.type === 'Send').map((r) => `${r.height}.${r.idx}`),
    )
    // A type no row has: one bounded scan, then a cursor to continue below where it stopped.
    await s.commitForward('hub', synthBlocks(401n, 401n + BigInt(SCAN_MAX), { ...o, accounts: 1 }))
    const rare = await s.accountHistory({ network: 'hub', address: 'acct000000', limit: 25, type: 'No such type' })
    expect(rare.rows).toEqual([])
    expect(rare.next).toBeDefined()
    expect(BigInt(rare.scannedTo!)).toBeGreaterThan(401n)
  })

  it('says how far it got: blocks held of blocks aimed for, pending ranges, gaps', async () => {
    const s = await engine.open()
    await s.commitForward('hub', synthBlocks(1000n, 1010n, o))
    await s.addPending('hub', { lo: 1n, hi: 999n })
    await s.commitBackfill('hub', { lo: 1n, hi: 999n }, synthBlocks(990n, 999n, o).reverse(), 989n)
    let st = await s.status('hub')
    expect(st).toMatchObject({ top: '1010', low: '990', blocks: '21', target: '1010', backfilling: true })
    await s.noteGap('hub', { lo: 1n, hi: 989n }, 989n, 'pruned')
    st = await s.status('hub')
    expect(st).toMatchObject({ blocks: '21', target: '21', backfilling: false, gaps: [{ lo: '1', hi: '989' }] })
  })
})

describe.each(E.list)('merged history across networks on $name', (engine) => {
  it('pages two networks as one, newest first, each row once', async () => {
    const s = await engine.open()
    await s.commitForward('hub', synthBlocks(1n, 120n, { accounts: 2, intervalMs: 5000 }))
    await s.commitForward(
      'vm',
      synthBlocks(1n, 200n, { accounts: 2, intervalMs: 3000, t0: Date.UTC(2026, 0, 1) + 1234 }),
    )
    const who = [
      { network: 'hub' as const, address: 'acct000001' },
      { network: 'vm' as const, address: 'acct000001' },
    ]
    const seen: string[] = []
    const times: number[] = []
    let cursor: string | undefined
    for (let i = 0; i < 200; i++) {
      const r = await mergedHistory(s, who, 30, cursor)
      if (!r.ok) throw new Error(r.detail)
      seen.push(...r.value.rows.map((x) => `${x.network}:${x.height}.${x.idx}`))
      times.push(...r.value.rows.map((x) => x.time!))
      if (!r.value.next) break
      cursor = r.value.next
    }
    const all = await s.db
      .selectFrom('tx_accounts')
      .select(['network', 'height', 'idx'])
      .where('address', '=', 'acct000001')
      .execute()
    expect(new Set(seen).size).toBe(seen.length)
    expect([...seen].sort()).toEqual(all.map((x) => `${x.network}:${x.height}.${x.idx}`).sort())
    expect(times.every((t, i) => i === 0 || t <= times[i - 1]!)).toBe(true)
    expect((await mergedHistory(s, who, 30, 'bad!')).ok).toBe(false)
  })
})

describe.each(E.list)('retention on $name', (engine) => {
  it('drops blocks older than the bound with their rows, keeps the hour and day figures', async () => {
    const s = await engine.open()
    const blocks = synthBlocks(1n, 300n, { ...o, intervalMs: 60_000 })
    await s.commitForward('hub', blocks)
    const stats = await s.db.selectFrom('stats').selectAll().orderBy('bucket').orderBy('t').execute()
    const cut = blocks[99]!.time! + 1
    expect(await s.prune('hub', cut)).toBe(100)
    const left = await s.db.selectFrom('blocks').select('height').orderBy('height').execute()
    expect(left[0]!.height).toBe(101n)
    const rows = await s.db.selectFrom('tx_accounts').select('height').where('height', '<=', 100n).execute()
    expect(rows).toEqual([])
    expect(await s.db.selectFrom('stats').selectAll().orderBy('bucket').orderBy('t').execute()).toEqual(stats)
  })
})
