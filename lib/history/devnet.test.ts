/**
 * The followers against devnet (every indexable network, on a free port, through the proxy core in-process): they
 * index the recent past and the head as it grows, and where a gateway answers an account's history itself (the
 * ledger's indexer, the VM's transfer logs) the index agrees with it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GatewayId } from '@/lib/catalog/types'
import type { Call } from '@/lib/live/feeds/chains'
import { getNetwork, type NetworkId } from '@/lib/networks'
import { startFollower, type Follower } from './follower'
import { sourceOf } from './sources'
import { HistoryStore } from './store'
import { openHistoryDb } from './store/open'
import { startDevnetProcess, warmDevnet, type DevnetProcess } from './testing/devnet-process'

const NETS: NetworkId[] = ['hub', 'staking', 'platform', 'vm', 'sharded', 'ledger']
const GATEWAYS: GatewayId[] = ['hub', 'staking', 'platform', 'vm', 'sharded', 'node', 'indexer']
/** Index the last few minutes only (the backfill stops at the retention bound), so the test stays short. */
const WINDOW_MS = 2 * 60_000

let devnet: DevnetProcess
let store: HistoryStore
let call: Call
let gw: typeof import('@/lib/gateway').callOperation
let dir: string
const followers: Follower[] = []

beforeAll(async () => {
  devnet = await startDevnetProcess()
  // Hub and Platform have no latest-block operation, but devnet answers it for every SDK chain.
  await warmDevnet(devnet.url, ['hub', 'staking', 'platform'])
  for (const g of GATEWAYS)
    Object.assign(process.env, {
      [`${g.toUpperCase()}_URL`]: `${devnet.url}/${g}`,
      [`${g.toUpperCase()}_API_KEY`]: 'devnet-key',
    })
  const { callOperation } = await import('@/lib/gateway')
  gw = callOperation
  call = (gateway, opId, path, query, signal) => callOperation({ gateway, opId, path, query, signal })
  dir = mkdtempSync(join(tmpdir(), 'explorer-idx-devnet-'))
  const sources = new Map(NETS.map((n) => [n, sourceOf(n, call)!]))
  store = new HistoryStore(await openHistoryDb({ file: join(dir, 'index.sqlite') }), (n) => sources.get(n)!.feeDenom)
  const from = Date.now() - WINDOW_MS
  for (const n of NETS)
    followers.push(
      startFollower({
        network: n,
        store,
        source: sources.get(n)!,
        intervalMs: getNetwork(n).blockIntervalMs,
        keepFrom: () => from,
      }),
    )
  // Until every network has read back to the window's start.
  const t0 = Date.now()
  for (;;) {
    const st = await Promise.all(NETS.map((n) => store.status(n)))
    if (st.every((s) => !s.backfilling && s.top)) break
    if (Date.now() - t0 > 100_000) throw new Error(`backfill too slow: ${JSON.stringify(st)}`)
    await new Promise((r) => setTimeout(r, 500))
  }
}, 150_000)

afterAll(async () => {
  await Promise.all(followers.map((f) => f.stop()))
  await store?.close()
  await devnet?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('index on devnet', () => {
  it.each(NETS)('%s: every height from the window start to the head, once, each transaction once', async (n) => {
    const s = await store.status(n)
    const rows = await store.db
      .selectFrom('blocks')
      .select(['height', 'tx_count'])
      .where('network', '=', n)
      .orderBy('height')
      .execute()
    expect(rows.length).toBeGreaterThan(10)
    expect(BigInt(s.blocks)).toBe(BigInt(rows.length))
    expect(rows.every((r, i) => i === 0 || r.height === rows[i - 1]!.height + 1n)).toBe(true)
    const txs = await store.db
      .selectFrom('txs')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('network', '=', n)
      .executeTakeFirstOrThrow()
    expect(BigInt(txs.n)).toBe(rows.reduce((a, r) => a + r.tx_count, 0n))
    expect(s.gaps).toEqual([])
  })

  it('follows the head: new blocks arrive', async () => {
    const before = await store.status('vm')
    await new Promise((r) => setTimeout(r, getNetwork('vm').blockIntervalMs * 2 + 1000))
    expect(BigInt((await store.status('vm')).top!)).toBeGreaterThan(BigInt(before.top!))
  })
})

describe('the index agrees with the gateways that answer history themselves', () => {
  const ids = (rows: { hash: string }[]) => [...new Set(rows.map((r) => r.hash))].sort()

  it("ledger: an account's transactions are the indexer's for the same rounds", async () => {
    const s = await store.status('ledger')
    const busiest = await store.db
      .selectFrom('tx_accounts')
      .select(['address', (eb) => eb.fn.countAll<bigint>().as('n')])
      .where('network', '=', 'ledger')
      .where('roles', 'like', '%sender%')
      .groupBy('address')
      .orderBy('n', 'desc')
      .limit(3)
      .execute()
    expect(busiest.length).toBeGreaterThan(0)
    for (const { address } of busiest) {
      const mine = (await store.accountHistory({ network: 'ledger', address, limit: 1000 })).rows.filter(
        (r) => BigInt(r.height) >= BigInt(s.low!) && BigInt(r.height) <= BigInt(s.top!),
      )
      const theirs: { id: string }[] = []
      let next: string | undefined
      do {
        const a = await call(
          'indexer',
          'indexer.accounts.transactions',
          { 'account-id': address },
          { 'min-round': s.low!, 'max-round': s.top!, limit: '1000', ...(next && { next }) },
          AbortSignal.timeout(10_000),
        )
        expect(a.status).toBe(200)
        const body = a.body as { transactions: { id: string }[]; 'next-token'?: string }
        theirs.push(...body.transactions)
        next = body.transactions.length ? body['next-token'] : undefined
      } while (next)
      expect(ids(mine)).toEqual(ids(theirs.map((t) => ({ hash: t.id }))))
    }
  })

  it("VM: every transfer log of an account's is a transaction in its index history", async () => {
    const s = await store.status('vm')
    const busiest = await store.db
      .selectFrom('tx_accounts')
      .select(['address', (eb) => eb.fn.countAll<bigint>().as('n')])
      .where('network', '=', 'vm')
      .where('roles', 'like', 'sender%')
      .groupBy('address')
      .orderBy('n', 'desc')
      .limit(3)
      .execute()
    expect(busiest.length).toBeGreaterThan(0)
    for (const { address } of busiest) {
      const mine = (await store.accountHistory({ network: 'vm', address, limit: 1000 })).rows
      const a = await gw({
        gateway: 'vm',
        opId: 'vm.logs.transfer',
        body: {
          range: { unit: 'block', from: Number(s.low), to: Number(s.top) },
          options: { offset: 0, limit: 1000 },
          criteriaSet: [{ sender: address }, { recipient: address }],
        },
        signal: AbortSignal.timeout(10_000),
      })
      expect(a.status).toBe(200)
      const logs = (a.body as { meta: { txID: string } }[]).map((l) => ({ hash: l.meta.txID.toLowerCase() }))
      expect(logs.length).toBeGreaterThan(0)
      const missing = ids(logs).filter((h) => !ids(mine).includes(h))
      expect(missing).toEqual([])
    }
  })
})
