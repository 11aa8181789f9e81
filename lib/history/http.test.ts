/**
 * The history routes' logic over a real (SQLite) index: pages and filters, the CSV streamed by cursor for
 * 100,000 rows, activity and status, and `{error, detail}` with a 400 for every bad input.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseCsv } from '@/lib/supply/csv'
import type { HistoryResponse } from '@/lib/client/history'
import { csvStream } from './csv'
import type { HistoryRuntime } from './runtime'
import { bech32Account, synthBlocks } from './testing/synthetic'
import type { Activity, HistoryPage } from './types'

const dir = mkdtempSync(join(tmpdir(), 'explorer-idx-http-'))
let rt: HistoryRuntime
let http: typeof import('./http')
const addr = bech32Account('hub')
const ONE = addr(0)
const T0 = Date.now() - 3 * 86_400_000

beforeAll(async () => {
  Object.assign(process.env, { DATA_DIR: dir, INDEX_ENABLED: 'false' })
  rt = await (await import('./runtime')).historyRuntime()
  http = await import('./http')
  // 100,100 transactions of one account (the CSV bound), and a few hundred blocks of 20 accounts.
  const busy = synthBlocks(1n, 1001n, {
    accounts: 1,
    txsPerBlock: 100,
    address: addr,
    denom: 'uhub',
    t0: T0,
    intervalMs: 60_000,
  })
  for (let i = 0; i < busy.length; i += 200) await rt.store.commitForward('hub', busy.slice(i, i + 200))
  await rt.store.commitForward(
    'hub',
    synthBlocks(1002n, 1300n, { accounts: 20, address: addr, denom: 'uhub', t0: T0, intervalMs: 60_000 }),
  )
}, 120_000)
afterAll(async () => {
  await rt?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const get = (path: string) => new Request(`http://app${path}`)

describe('history routes', () => {
  it('pages an account with its status and kinds; the next page continues where the last stopped', async () => {
    const a = addr(3)
    const r1 = (await (await http.historyResponse(get(`/x?limit=10`), 'hub', a)).json()) as HistoryResponse
    expect(r1.rows).toHaveLength(10)
    expect(r1.status).toMatchObject({ network: 'hub', indexed: false, top: '1300', low: '1' })
    expect(r1.types!.length).toBeGreaterThan(0)
    const r2 = (await (
      await http.historyResponse(get(`/x?limit=10&cursor=${r1.next}`), 'hub', a)
    ).json()) as HistoryResponse
    expect(r2.types).toBeUndefined()
    const key = (r: { height: string; idx: number }) => BigInt(r.height) * 1000n + BigInt(r.idx)
    expect(key(r2.rows[0]!)).toBeLessThan(key(r1.rows.at(-1)!))
  })

  it('streams the CSV by cursor: 100,000 rows of the filtered set, exact amounts, display units beside them', async () => {
    const res = await http.csvResponse(get('/x'), 'hub', ONE)
    expect(res.headers.get('content-type')).toMatch(/text\/csv/)
    const rows = parseCsv(await res.text())
    expect(rows[0]).toContain('amount_base_units')
    expect(rows).toHaveLength(100_001)
    const [head, first] = [rows[0]!, rows[1]!]
    const base = first[head.indexOf('amount_base_units')]!
    expect(first[head.indexOf('denom')]).toBe('uhub')
    // 6 decimals on the Hub: the display amount is the base units with the point moved.
    const point = `${base.slice(0, -6) || '0'}.${base.slice(-6).padStart(6, '0')}`.replace(/\.?0+$/, '')
    expect(first[head.indexOf('amount')]).toBe(`${point} HUB`)
    // Newest first, as the table.
    const heights = rows.slice(1).map((r) => BigInt(r[head.indexOf('height')]!))
    expect(heights.every((h, i) => i === 0 || h <= heights[i - 1]!)).toBe(true)
  }, 60_000)

  it('reads pages only as the CSV is consumed (never the whole history at once)', async () => {
    let reads = 0
    const row = {
      network: 'hub',
      height: '1',
      idx: 0,
      hash: 'H',
      type: 'Send',
      direction: 'out',
      roles: ['sender'],
    } as const
    const page = async (): Promise<HistoryPage> => {
      reads++
      return { rows: [{ ...row, roles: [...row.roles] }], next: 'more' }
    }
    const reader = csvStream(page, 100_000).getReader()
    await reader.read() // the header
    expect(reads).toBe(0)
    await reader.read()
    await reader.read()
    expect(reads).toBeLessThanOrEqual(3)
    await reader.cancel()
  })

  it('answers activity per hour or day, with the figures the blocks hold', async () => {
    const a = (await (await http.activityResponse(get('/x?range=all'), 'hub')).json()) as Activity
    expect(a.bucket).toBe('day')
    expect(a.points.reduce((n, p) => n + p.txs, 0)).toBe(100_100 + 299 * 3)
    expect(a.points.every((p) => p.blockSec === undefined || Math.abs(p.blockSec - 60) < 1e-9)).toBe(true)
    const h = (await (await http.activityResponse(get('/x?range=7d'), 'hub')).json()) as Activity
    expect(h.bucket).toBe('hour')
  })

  it.each([
    ['an unknown network', () => http.historyResponse(get('/x'), 'nope', ONE), /unknown network/],
    ['an address of another network', () => http.historyResponse(get('/x'), 'vm', ONE), /address/],
    ['a forged cursor', () => http.historyResponse(get('/x?cursor=AAAA'), 'hub', ONE), /cursor/],
    ['a bad direction in the CSV', () => http.csvResponse(get('/x?dir=up'), 'hub', ONE), /dir/],
    ['an unknown range', () => http.activityResponse(get('/x?range=1y'), 'hub'), /range/],
    ['a malformed channel', () => http.historyResponse(get('/x'), 'hub', 'transfer/chan', true), /channel/],
    ['a portfolio of no network', () => http.portfolioResponse(get('/x'), 'not-an-address'), /address/],
  ])('answers %s with 400 {error, detail}', async (_w, call, detail) => {
    const res = await call()
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: string; detail: string }
    expect(body.error).toBe('bad_request')
    expect(body.detail).toMatch(detail)
  })
})
