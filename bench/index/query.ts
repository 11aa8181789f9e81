/**
 * Account-history queries on a large index: ≥ 1,000,000 synthetic transactions written in bulk through the store
 * (the same writes the followers make: blocks, transactions, account rows, hour/day figures), then random accounts'
 * pages read as the Activity table reads them. Prints p50/p99 per kind of page and the index size per million
 * transactions, for SQLite and PostgreSQL (a throwaway cluster).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { HistoryStore } from '@/lib/history/store'
import { openHistoryDb, type OpenOptions } from '@/lib/history/store/open'
import { bech32Account, synthBlocks } from '@/lib/history/testing/synthetic'
import { startPostgres } from '@/tests/pg/server'

const TXS = Number(process.env.BENCH_TXS ?? 1_000_000)
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 20_000)
const PER_BLOCK = 100
const QUERIES = Number(process.env.BENCH_QUERIES ?? 2000)
const TARGET_P99_MS = 50

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((s.length - 1) * p))]!
}
const ms = (n: number) => `${n.toFixed(1)} ms`

async function fill(store: HistoryStore): Promise<number> {
  const blocks = Math.ceil(TXS / PER_BLOCK)
  const address = bech32Account('hub')
  const t0 = performance.now()
  for (let h = 1; h <= blocks; h += 100) {
    const part = synthBlocks(BigInt(h), BigInt(Math.min(blocks, h + 99)), {
      accounts: ACCOUNTS,
      txsPerBlock: PER_BLOCK,
      address,
      denom: 'uhub',
      intervalMs: 5000,
      t0: Date.UTC(2026, 0, 1),
    })
    await store.commitForward('hub', part)
    if ((h - 1) % 1000 === 900)
      process.stdout.write(`\r  written ${((h + 99) * PER_BLOCK).toLocaleString('en-US')} transactions`)
  }
  process.stdout.write('\n')
  return (performance.now() - t0) / 1000
}

async function queries(store: HistoryStore) {
  const address = bech32Account('hub')
  const kinds: Record<string, number[]> = { 'first page (25)': [], 'page 5 (cursor)': [], 'filtered: out, Send': [] }
  for (let i = 0; i < QUERIES; i++) {
    const a = address(Math.floor(Math.random() * ACCOUNTS))
    let t = performance.now()
    const p1 = await store.accountHistory({ network: 'hub', address: a, limit: 25 })
    kinds['first page (25)']!.push(performance.now() - t)
    // A cursor four pages down, as the pager would have it.
    const deep = p1.rows.at(-1)
    if (deep) {
      t = performance.now()
      await store.accountHistory({
        network: 'hub',
        address: a,
        limit: 25,
        cursor: { height: BigInt(deep.height) - 400n, idx: BigInt(deep.idx) },
      })
      kinds['page 5 (cursor)']!.push(performance.now() - t)
    }
    t = performance.now()
    await store.accountHistory({ network: 'hub', address: a, limit: 25, dir: 'out', type: 'Send' })
    kinds['filtered: out, Send']!.push(performance.now() - t)
  }
  return kinds
}

async function size(store: HistoryStore, opts: OpenOptions): Promise<number> {
  if (store.engine === 'sqlite') {
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(store.db)
    return statSync(opts.file!).size
  }
  const r = await sql<{ n: bigint }>`select pg_database_size(current_database()) as n`.execute(store.db)
  return Number(r.rows[0]!.n)
}

async function run(name: string, opts: OpenOptions): Promise<boolean> {
  console.log(`\n${name}: ${TXS.toLocaleString('en-US')} transactions of ${ACCOUNTS.toLocaleString('en-US')} accounts`)
  const store = new HistoryStore(await openHistoryDb(opts), () => 'uhub')
  const secs = await fill(store)
  const n = await store.db
    .selectFrom('txs')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .executeTakeFirstOrThrow()
  const rows = await store.db
    .selectFrom('tx_accounts')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .executeTakeFirstOrThrow()
  console.log(
    `  wrote ${Number(n.n).toLocaleString('en-US')} transactions (${Number(rows.n).toLocaleString('en-US')} account rows) in ${secs.toFixed(1)} s: ${(Number(n.n) / secs).toFixed(0)} tx/s`,
  )
  if (store.engine === 'postgres') await sql`analyze`.execute(store.db)
  await queries(store) // warm
  const kinds = await queries(store)
  let ok = true
  for (const [k, xs] of Object.entries(kinds)) {
    const p99 = pct(xs, 0.99)
    ok &&= p99 <= TARGET_P99_MS
    console.log(`  ${k.padEnd(22)} n=${xs.length}  p50 ${ms(pct(xs, 0.5))}  p99 ${ms(p99)}  max ${ms(Math.max(...xs))}`)
  }
  const bytes = await size(store, opts)
  console.log(
    `  index size ${(bytes / 2 ** 20).toFixed(0)} MiB: ${(((bytes / Number(n.n)) * 1e6) / 2 ** 20).toFixed(0)} MiB per million transactions`,
  )
  await store.close()
  return ok
}

export async function queryBench(): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-index-'))
  let ok = true
  try {
    ok &&= await run('SQLite', { file: join(dir, 'index.sqlite') })
    const pg = await startPostgres()
    try {
      ok &&= await run('PostgreSQL', { databaseUrl: await pg.newDatabase(), poolSize: 4 })
    } finally {
      await pg.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  console.log(`\naccount-history p99 ≤ ${TARGET_P99_MS} ms on both engines: ${ok ? 'met' : 'NOT met'}`)
  return ok
}
