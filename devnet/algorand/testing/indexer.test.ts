import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPGRADE_AT } from '../ledger/constants'
import { startHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await startHarness(4404, { seed: 9, rounds: 400 })
})
afterAll(() => h?.close())

type Tx = {
  id: string
  'confirmed-round': number
  'intra-round-offset': number
  sender: string
  'tx-type': string
  signature: Record<string, unknown>
  'heartbeat-transaction'?: Record<string, unknown>
}
const txns = async (path: string, query: Record<string, string> = {}) => {
  const r = await h.call('indexer', 'GET', path, { query })
  expect(r.status, r.text).toBe(200)
  return r.json as { transactions: Tx[]; 'next-token'?: string; 'current-round': number }
}
const pos = (t: Tx) => t['confirmed-round'] * 10_000 + t['intra-round-offset']
const ascending = (ts: Tx[]) => ts.every((t, i) => i === 0 || pos(ts[i - 1]!) < pos(t))
const descending = (ts: Tx[]) => ts.every((t, i) => i === 0 || pos(ts[i - 1]!) > pos(t))

/** Every page of a search, following next tokens. */
async function allPages(path: string, query: Record<string, string>): Promise<Tx[][]> {
  const pages: Tx[][] = []
  let next: string | undefined
  do {
    const r = await txns(path, { ...query, ...(next ? { next } : {}) })
    pages.push(r.transactions)
    next = r['next-token']
  } while (next && pages.length < 50)
  return pages
}

describe('indexer: transaction order and pagination', () => {
  it('lists /v2/transactions oldest first, and newest first when address is given', async () => {
    const all = (await txns('/v2/transactions', { limit: '200' })).transactions
    expect(all.length).toBe(200)
    expect(ascending(all)).toBe(true)
    const sender = all[5]!.sender
    const mine = (await txns('/v2/transactions', { address: sender, limit: '50' })).transactions
    expect(mine.length).toBeGreaterThan(1)
    expect(descending(mine)).toBe(true)
  })

  it('lists account transactions newest first and asset transactions oldest first', async () => {
    const any = (await txns('/v2/transactions', { 'tx-type': 'axfer', limit: '1' })).transactions[0]!
    const acct = (await txns(`/v2/accounts/${any.sender}/transactions`)).transactions
    expect(acct.length).toBeGreaterThan(1)
    expect(descending(acct)).toBe(true)
    const assetId = (any as unknown as { 'asset-transfer-transaction': { 'asset-id': number } })[
      'asset-transfer-transaction'
    ]['asset-id']
    const asset = (await txns(`/v2/assets/${assetId}/transactions`)).transactions
    expect(asset.length).toBeGreaterThan(1)
    expect(ascending(asset)).toBe(true)
  })

  it('pages with next tokens without gaps or repeats', async () => {
    const whole = (await txns('/v2/transactions', { 'tx-type': 'pay', limit: '10000' })).transactions.map((t) => t.id)
    const pages = await allPages('/v2/transactions', { 'tx-type': 'pay', limit: '37' })
    expect(pages.length).toBeGreaterThan(2)
    expect(pages.slice(0, -1).every((p) => p.length === 37)).toBe(true)
    expect(pages.flat().map((t) => t.id)).toEqual(whole)
    // Newest-first lists page the same way.
    const sender = (await txns('/v2/transactions', { limit: '1' })).transactions[0]!.sender
    const acctWhole = (await txns(`/v2/accounts/${sender}/transactions`)).transactions.map((t) => t.id)
    const acctPages = await allPages(`/v2/accounts/${sender}/transactions`, { limit: '3' })
    expect(acctPages.flat().map((t) => t.id)).toEqual(acctWhole)
  })

  it('rejects an invalid next token with 400 {message}', async () => {
    const r = await h.call('indexer', 'GET', '/v2/transactions', { query: { next: 'bm90LWEtbnVtYmVy' } })
    expect(r.status).toBe(400)
    expect(typeof r.json?.message).toBe('string')
  })
})

describe('indexer: filters', () => {
  const upgrade = () => Math.floor(h.rounds * UPGRADE_AT)

  it('filters by signature type, pqsig only after the v42 round', async () => {
    for (const [sig, field] of [
      ['sig', 'sig'],
      ['msig', 'multisig'],
      ['lsig', 'logicsig'],
    ] as const) {
      const ts = (await txns('/v2/transactions', { 'sig-type': sig, limit: '30' })).transactions
      expect(ts.length).toBeGreaterThan(0)
      expect(ts.every((t) => field in t.signature)).toBe(true)
    }
    const pq = (await txns('/v2/transactions', { 'sig-type': 'pqsig', limit: '1000' })).transactions
    expect(pq.length).toBeGreaterThan(0)
    expect(pq.every((t) => t['confirmed-round'] > upgrade() && 'pqsig' in t.signature)).toBe(true)
    const beforeUpgrade = (await txns('/v2/transactions', { 'sig-type': 'pqsig', 'max-round': String(upgrade()) }))
      .transactions
    expect(beforeUpgrade).toEqual([])
    const delegated = (await txns('/v2/transactions', { 'sig-type': 'lsig', limit: '10000' })).transactions.filter(
      (t) => (t.signature.logicsig as Record<string, unknown>).pqsig,
    )
    expect(delegated.length).toBeGreaterThan(0)
    expect(delegated.every((t) => t['confirmed-round'] > upgrade())).toBe(true)
  })

  it('filters by type, round range, note prefix and currency', async () => {
    const ts = (await txns('/v2/transactions', { 'tx-type': 'appl', 'min-round': '100', 'max-round': '150' }))
      .transactions
    expect(ts.length).toBeGreaterThan(0)
    expect(ts.every((t) => t['tx-type'] === 'appl' && t['confirmed-round'] >= 100 && t['confirmed-round'] <= 150)).toBe(
      true,
    )
    const noted = (await txns('/v2/transactions', { 'note-prefix': Buffer.from('co').toString('base64') })).transactions
    expect(noted.length).toBeGreaterThan(0)
    expect(
      noted.every((t) =>
        Buffer.from((t as unknown as { note: string }).note, 'base64')
          .toString()
          .startsWith('co'),
      ),
    ).toBe(true)
    const big = (await txns('/v2/transactions', { 'currency-greater-than': '1000000000' })).transactions
    expect(
      big.every(
        (t) => (t as unknown as { 'payment-transaction': { amount: number } })['payment-transaction'].amount > 1e9,
      ),
    ).toBe(true)
  })

  it('shows hb-challenge-discount on heartbeats only after the v42 round', async () => {
    const hbs = (await txns('/v2/transactions', { 'tx-type': 'hb', limit: '10000' })).transactions
    const withDiscount = hbs.filter((t) => t['heartbeat-transaction']?.['hb-challenge-discount'])
    expect(hbs.length).toBeGreaterThan(withDiscount.length)
    expect(withDiscount.length).toBeGreaterThan(0)
    expect(withDiscount.every((t) => t['confirmed-round'] > upgrade())).toBe(true)
  })

  it('finds accounts by asset and answers sig-type', async () => {
    const r = (await h.call('indexer', 'GET', '/v2/accounts', { query: { 'asset-id': '1001', exclude: 'all' } })).json!
    const accounts = r.accounts as Record<string, unknown>[]
    expect(accounts.length).toBeGreaterThan(1)
    expect(accounts.every((a) => !('assets' in a))).toBe(true)
    const pq = (await h.call('indexer', 'GET', '/v2/accounts', { query: { limit: '1000' } })).json!.accounts as Record<
      string,
      unknown
    >[]
    expect(pq.some((a) => a['sig-type'] === 'pqsig')).toBe(true)
  })
})

describe('indexer: exact uint64', () => {
  it('writes an asset total of 2^64-1 and large holdings exactly', async () => {
    const r = await h.call('indexer', 'GET', '/v2/assets/1005')
    expect(r.text).toContain('"total":18446744073709551615')
    const balances = await h.call('indexer', 'GET', '/v2/assets/1005/balances')
    // The sum of every holding, read exactly, is the total: nothing was rounded through a float.
    const amounts = [...balances.text.matchAll(/"amount":(\d+)/g)].map((m) => BigInt(m[1]!))
    expect(amounts.reduce((a, b) => a + b, 0n)).toBe(18446744073709551615n)
  })
})

describe('indexer: rekeys and closed accounts', () => {
  it('finds the rekey with rekey-to, the rekeyed account with auth-addr, and signer auth-addr on later transactions', async () => {
    const rekeys = (await txns('/v2/transactions', { 'rekey-to': 'true' })).transactions as (Tx & {
      'rekey-to': string
    })[]
    expect(rekeys).toHaveLength(1)
    const { sender, 'rekey-to': to } = rekeys[0]!
    const accounts = (await h.call('indexer', 'GET', '/v2/accounts', { query: { 'auth-addr': to } })).json!
      .accounts as { address: string }[]
    expect(accounts.map((a) => a.address)).toEqual([sender])
    const later = (
      await txns('/v2/transactions', {
        address: sender,
        'address-role': 'sender',
        'min-round': String(rekeys[0]!['confirmed-round'] + 1),
      })
    ).transactions as (Tx & { 'auth-addr'?: string })[]
    expect(later.length).toBeGreaterThan(0)
    expect(later.every((t) => t['auth-addr'] === to)).toBe(true)
  })

  it('reports closing amounts and honours exclude-close-to for receivers', async () => {
    const closes = (await txns('/v2/transactions', { 'tx-type': 'pay', limit: '10000' })).transactions.filter(
      (t) =>
        (t as unknown as { 'payment-transaction': { 'close-remainder-to'?: string } })['payment-transaction'][
          'close-remainder-to'
        ],
    )
    expect(closes).toHaveLength(1)
    const close = closes[0] as unknown as {
      id: string
      'closing-amount': number
      'payment-transaction': { 'close-remainder-to': string; 'close-amount': number }
    }
    expect(close['closing-amount']).toBeGreaterThan(0)
    const target = close['payment-transaction']['close-remainder-to']
    const asReceiver = (
      await txns('/v2/transactions', { address: target, 'address-role': 'receiver', limit: '10000' })
    ).transactions.map((t) => t.id)
    const excluding = (
      await txns('/v2/transactions', {
        address: target,
        'address-role': 'receiver',
        'exclude-close-to': 'true',
        limit: '10000',
      })
    ).transactions.map((t) => t.id)
    expect(asReceiver).toContain(close.id)
    expect(excluding).not.toContain(close.id)
    expect(excluding.every((id) => asReceiver.includes(id))).toBe(true)
  })
})

describe('indexer: blocks and boxes', () => {
  it('carries congestion-tax and load only after the upgrade round; header-only drops transactions', async () => {
    const u = Math.floor(h.rounds * UPGRADE_AT)
    const before = (await h.call('indexer', 'GET', `/v2/blocks/${u}`)).json!
    const after = (await h.call('indexer', 'GET', `/v2/blocks/${u + 1}`)).json!
    expect(before).not.toHaveProperty('load')
    expect(before).not.toHaveProperty('congestion-tax')
    expect(after).toHaveProperty('load')
    expect(after).toHaveProperty('congestion-tax')
    const withTx = (await h.call('indexer', 'GET', `/v2/blocks/${u + 1}`)).json!
    const header = (await h.call('indexer', 'GET', `/v2/blocks/${u + 1}`, { query: { 'header-only': 'true' } })).json!
    expect(Array.isArray(withTx.transactions)).toBe(true)
    expect(header).not.toHaveProperty('transactions')
    expect((await h.call('indexer', 'GET', '/v2/blocks/99999999')).status).toBe(404)
  })

  it('lists boxes sorted by name with the round, values only with include=values, unknown include ignored', async () => {
    const plain = (await h.call('indexer', 'GET', '/v2/applications/1007/boxes')).json!
    const boxes = plain.boxes as { name: string; value?: string }[]
    expect(boxes.length).toBeGreaterThan(3)
    expect(typeof plain.round).toBe('number')
    const names = boxes.map((b) => Buffer.from(b.name, 'base64'))
    expect([...names].sort(Buffer.compare)).toEqual(names)
    expect(boxes.every((b) => b.value === undefined)).toBe(true)
    const valued = (await h.call('indexer', 'GET', '/v2/applications/1007/boxes', { query: { include: 'values' } }))
      .json!.boxes as { value?: string }[]
    expect(valued.every((b) => typeof b.value === 'string')).toBe(true)
    const odd = await h.call('indexer', 'GET', '/v2/applications/1007/boxes', { query: { include: 'nonsense' } })
    expect(odd.status).toBe(200)
    expect((odd.json!.boxes as { value?: string }[]).every((b) => b.value === undefined)).toBe(true)
    const page1 = (await h.call('indexer', 'GET', '/v2/applications/1007/boxes', { query: { limit: '2' } })).json!
    const page2 = (
      await h.call('indexer', 'GET', '/v2/applications/1007/boxes', {
        query: { limit: '2', next: String(page1['next-token']) },
      })
    ).json!
    expect([...(page1.boxes as { name: string }[]), ...(page2.boxes as { name: string }[])].map((b) => b.name)).toEqual(
      boxes.slice(0, 4).map((b) => b.name),
    )
  })
})
