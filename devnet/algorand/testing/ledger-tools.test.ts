import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { composeFormOf } from '@/lib/ledger-tools/compose-form'
import { buildTxn, simulateBody } from '@/lib/ledger-tools/simulate'
import { simulationInWords } from '@/lib/ledger-tools/simulation-words'
import { searchQuery } from '@/lib/ledger-tools/search'
import { defaultWalletMdk, deriveKey } from '../kmd/derive'
import { startHarness, type Harness } from './harness'

/** The explorer's ledger tools against devnet: the compose page's simulate request and the search page's cursor. */
const SEED = 5
const LGR = { base: 'micro', display: 'LGR', exponent: 6 }
let h: Harness
const alice = deriveKey(defaultWalletMdk(SEED), 1)
const bob = deriveKey(defaultWalletMdk(SEED), 2)

beforeAll(async () => {
  h = await startHarness(0, { seed: SEED })
})
afterAll(() => h?.close())

const params = async () => (await h.call('node', 'GET', '/v2/transactions/params')).json as never
const simulate = async (amount: string) => {
  const body = simulateBody([
    buildTxn(composeFormOf({ from: alice.address, to: bob.address, amount }), await params(), 6),
  ])
  const r = await h.call('node', 'POST', '/v2/transactions/simulate', { body })
  expect(r.status, r.text).toBe(200)
  return r.json
}

describe('ledger simulate of a composed, unsigned payment', () => {
  it('passes with fees, usage and the empty-signature override reported', async () => {
    const v = simulationInWords(await simulate('1.5'), LGR)
    expect(v.ok).toBe(true)
    expect(v.overrides).toContain('unsigned transactions were simulated as if signed')
    expect(v.groups[0]).toMatchObject({ fees: '0.001 LGR', usage: '1 basic transaction’s worth' })
    expect(v.groups[0]!.txns[0]).toMatchObject({
      summary: 'Payment of 1.5 LGR',
      sender: alice.address,
      receiver: bob.address,
    })
  })

  it('fails an overspend in the node’s words, at the transaction that overspends', async () => {
    const body = await simulate('10000000000000')
    const g = (body!['txn-groups'] as Record<string, unknown>[])[0]!
    expect(g['failure-message']).toMatch(
      /^transaction [A-Z2-7]{52}: overspend \(account [A-Z2-7]{58}, data \{MicroAlgos:\{Raw:\d+\}\}, tried to spend \{10000000000000000000\}\)$/,
    )
    const v = simulationInWords(body, LGR)
    expect(v.groups[0]!.failure).toMatchObject({
      words: expect.stringMatching(
        /^The sender holds [\d,.]+ LGR but would spend 10,000,000,000,000 LGR \(amount and fee\)\.$/,
      ),
      where: 'at transaction 1 of 1 in group 1',
    })
  })

  it('refuses the unsigned transaction when empty signatures are not allowed', async () => {
    const body = {
      'txn-groups': simulateBody([
        buildTxn(composeFormOf({ from: alice.address, to: bob.address, amount: '1' }), await params(), 6),
      ])['txn-groups'],
    }
    const r = await h.call('node', 'POST', '/v2/transactions/simulate', { body })
    expect(simulationInWords(r.json, LGR).groups[0]!.failure?.words).toMatch(/not signed/)
  })
})

describe('ledger simulate of composed asset transfers and application calls', () => {
  const run = async (
    q: Record<string, string>,
    decimals?: number,
    assets?: Map<string, { unit?: string; decimals: number }>,
  ) => {
    const body = simulateBody([buildTxn(composeFormOf({ from: alice.address, ...q }), await params(), decimals ?? 6)])
    const r = await h.call('node', 'POST', '/v2/transactions/simulate', { body })
    expect(r.status, r.text).toBe(200)
    return simulationInWords(r.json, LGR, assets)
  }

  it('explains an asset transfer between accounts that have not opted in', async () => {
    const v = await run(
      { type: 'axfer', to: bob.address, asset: '1001', amount: '1.5' },
      6,
      new Map([['1001', { unit: 'DUSD', decimals: 6 }]]),
    )
    expect(v.ok).toBe(false)
    expect(v.groups[0]!.failure?.words).toMatch(/opted in/)
    expect(v.groups[0]!.txns[0]!.summary).toBe('Transfer of 1.5 DUSD (asset 1001)')
  })

  it('reports the opcode budget of an application call', async () => {
    const v = await run({ type: 'appl', app: '1006', args: 'inc' })
    expect(v.ok).toBe(true)
    expect(v.groups[0]!.budget).toMatch(/^\d+ of \d+ opcode budget used$/)
    expect(v.groups[0]!.txns[0]!).toMatchObject({
      summary: 'Call of application 1006',
      budgetUsed: expect.stringMatching(/opcode budget used$/),
    })
  })

  it('explains a call of an application that does not exist', async () => {
    const v = await run({ type: 'appl', app: '999999' })
    expect(v.groups[0]!.failure?.words).toBe('The application does not exist.')
  })
})

describe('ledger transaction search on the indexer', () => {
  const page = async (qs: string) => {
    const q = searchQuery(Object.fromEntries(new URLSearchParams(qs)))
    if (!q.ok) throw new Error(q.problems.join(' '))
    const r = await h.call('indexer', 'GET', '/v2/transactions', { query: q.q.query })
    expect(r.status, r.text).toBe(200)
    return {
      form: q.q.form,
      json: r.json as {
        transactions: { id: string; 'tx-type': string; sender: string; 'confirmed-round': number }[]
        'next-token'?: string
      },
    }
  }

  // The indexer's own paging (next-token); the search page's newest-first walk over it is lib/ledger-tools/newest.test.ts.
  it('honours the filters and walks forward with next-token, each page new', async () => {
    const raw = async (query: Record<string, string>) => {
      const r = await h.call('indexer', 'GET', '/v2/transactions', { query })
      expect(r.status, r.text).toBe(200)
      return r.json as { transactions: { id: string; 'tx-type': string }[]; 'next-token'?: string }
    }
    const p1 = await raw({ 'tx-type': 'pay', limit: '25' })
    expect(p1.transactions).toHaveLength(25)
    expect(p1.transactions.every((t) => t['tx-type'] === 'pay')).toBe(true)
    const p2 = await raw({ 'tx-type': 'pay', limit: '25', next: p1['next-token']! })
    expect(p2.transactions.every((t) => t['tx-type'] === 'pay')).toBe(true)
    const seen = new Set(p1.transactions.map((t) => t.id))
    expect(p2.transactions.some((t) => seen.has(t.id))).toBe(false)
    // Asked again, the first page is the same page (a token is a position, not a session).
    expect((await raw({ 'tx-type': 'pay', limit: '25' })).transactions.map((t) => t.id)).toEqual(
      p1.transactions.map((t) => t.id),
    )
    const p3 = await raw({ 'tx-type': 'pay', limit: '25', next: p2['next-token']! })
    expect(p3.transactions[0]!.id).not.toBe(p2.transactions[0]!.id)
  })

  it('honours account, role and round range', async () => {
    const sender = (await page('type=pay&limit=25')).json.transactions[3]!.sender
    const all = await page(`address=${sender}&role=sender&min=1&max=100000&limit=100`)
    expect(all.json.transactions.length).toBeGreaterThan(0)
    expect(all.json.transactions.every((t) => t.sender === sender)).toBe(true)
    const early = await page(`address=${sender}&max=${all.json.transactions.at(-1)!['confirmed-round'] - 1}&limit=100`)
    expect(
      early.json.transactions.every((t) => t['confirmed-round'] < all.json.transactions.at(-1)!['confirmed-round']),
    ).toBe(true)
  })
})
