import { decodeSignedTransaction, encodeAddress } from 'algosdk'
import { describe, expect, it } from 'vitest'
import { fromBase64 } from '@/lib/kmd/codec'
import { formQuery } from '@/lib/format/form-query'
import { COMPOSE_DEFAULTS, checkCompose, composeFormOf, composeHref } from './compose-form'
import { buildTxn, simulateBody } from './simulate'
import { failedAtInWords, simulationInWords } from './simulation-words'

const LGR = { base: 'micro', display: 'LGR', exponent: 6 }

const A = encodeAddress(new Uint8Array(32).fill(1))
const B = encodeAddress(new Uint8Array(32).fill(2))
const PARAMS = {
  fee: 0,
  'min-fee': 1000,
  'last-round': 100,
  'genesis-id': 'devnet-v1',
  'genesis-hash': btoa('x'.repeat(32)),
}

describe('ledger compose: URL ⇄ form ⇄ unsigned transaction', () => {
  it('round-trips every field through the URL', () => {
    const f = {
      type: 'axfer' as const,
      from: A,
      to: B,
      amount: '2.5',
      asset: '1005',
      app: '',
      args: '',
      note: 'hi there',
    }
    const href = composeHref('ledger', f)
    expect(href.startsWith('/ledger/compose?type=axfer&from=')).toBe(true)
    expect(composeFormOf(Object.fromEntries(new URL(href, 'http://x').searchParams))).toEqual(f)
    expect(composeFormOf({})).toMatchObject({ type: 'pay', from: '' })
  })

  it('submits only the fields filled in, and reads old links with empty fields the same way', () => {
    // What the compose form posts for a payment: every field, most of them empty.
    const posted: [string, string][] = [
      ['type', 'pay'],
      ['from', A],
      ['to', B],
      ['amount', '1'],
      ['asset', ''],
      ['app', ''],
      ['args', ''],
      ['note', ''],
    ]
    const query = formQuery(posted, COMPOSE_DEFAULTS)
    expect(query).toBe(`?from=${A}&to=${B}&amount=1`)
    expect(composeHref('ledger', Object.fromEntries(posted))).toBe(`/ledger/compose${query}`)
    const old = Object.fromEntries(new URLSearchParams(posted))
    expect(composeFormOf(Object.fromEntries(new URLSearchParams(query)))).toEqual(composeFormOf(old))
    expect(
      formQuery(
        [
          ['type', 'appl'],
          ['app', '7'],
          ['note', ''],
        ],
        COMPOSE_DEFAULTS,
      ),
    ).toBe('?type=appl&app=7')
  })

  it('says what is wrong with each field, and nothing for an empty form', () => {
    expect(checkCompose(composeFormOf({}))).toEqual({ ok: 'empty' })
    const r = checkCompose(composeFormOf({ from: 'x', amount: '1,5', type: 'axfer' }))
    expect(r).toEqual({
      ok: false,
      problems: [
        expect.stringMatching(/^From: an address/),
        'To: required.',
        'Amount: a number such as 1.5.',
        'Asset id: a whole number above 0.',
      ],
    })
    expect(checkCompose(composeFormOf({ from: A, type: 'appl', app: '7' }))).toMatchObject({ ok: true })
  })

  it('builds the payment in base units and wraps it unsigned for the simulate request', () => {
    const unsigned = buildTxn(composeFormOf({ from: A, to: B, amount: '1.25', note: 'n' }), PARAMS, 6)
    const body = simulateBody([unsigned])
    expect(body['allow-empty-signatures']).toBe(true)
    const stxn = decodeSignedTransaction(fromBase64(body['txn-groups'][0]!.txns[0]!))
    expect(stxn.sig).toBeUndefined()
    expect(stxn.txn.payment?.amount).toBe(1_250_000n)
    expect(stxn.txn.sender.toString()).toBe(A)
    expect(stxn.txn.fee).toBe(1000n)
    expect(() => buildTxn(composeFormOf({ from: A, to: B, amount: '0.1234567' }), PARAMS, 6)).toThrow(
      'Amount: at most 6 decimal places.',
    )
    expect(
      buildTxn(composeFormOf({ type: 'axfer', from: A, to: B, amount: '2.5', asset: '9' }), PARAMS, 2),
    ).toBeTruthy()
  })
})

describe('ledger simulate answer in words', () => {
  const ok = {
    'last-round': 812,
    'eval-overrides': { 'allow-empty-signatures': true },
    'txn-groups': [
      {
        'group-fees-paid': 2000,
        'group-usage': 2_000_000,
        'app-budget-added': 700,
        'app-budget-consumed': 5,
        'txn-results': [
          {
            'fees-paid': 1000,
            'txn-result': {
              'pool-error': '',
              txn: { txn: { type: 'pay', snd: A, rcv: B, amt: 1_500_000, fee: 1000 } },
            },
          },
          {
            'fees-paid': 1000,
            'app-budget-consumed': 5,
            'txn-result': {
              'pool-error': '',
              'application-index': 77,
              logs: ['AA=='],
              txn: { txn: { type: 'appl', snd: A } },
            },
          },
        ],
      },
    ],
  }

  it('says what passed, fees, usage and budget per group and per transaction', () => {
    const v = simulationInWords(ok, LGR)
    expect(v.ok).toBe(true)
    expect(v.round).toBe('812')
    expect(v.overrides).toEqual(['unsigned transactions were simulated as if signed'])
    const g = v.groups[0]!
    expect(g).toMatchObject({
      ok: true,
      fees: '0.002 LGR',
      usage: '2 basic transactions’ worth',
      budget: '5 of 700 opcode budget used',
    })
    expect(g.txns[0]).toMatchObject({
      summary: 'Payment of 1.5 LGR',
      sender: A,
      receiver: B,
      fees: '0.001 LGR',
      failed: false,
    })
    expect(g.txns[1]).toMatchObject({
      summary: 'Application creation',
      budgetUsed: '5 opcode budget used',
      created: 'creates application 77',
      logs: 1,
    })
  })

  it('names the failure, its reason in words and where in the group it happened', () => {
    const failing = {
      'txn-groups': [
        {
          'failure-message':
            'transaction ABC: overspend (account X, data {MicroAlgos:{Raw:5}}, tried to spend {10000000000000000})',
          'failed-at': [1],
          'group-usage': 1_000_000,
          'txn-results': [
            { 'txn-result': { txn: { txn: { type: 'pay' } } } },
            { 'txn-result': { txn: { txn: { type: 'pay' } } } },
          ],
        },
      ],
    }
    const v = simulationInWords(failing, LGR)
    expect(v.ok).toBe(false)
    expect(v.groups[0]!.failure).toEqual({
      message: failing['txn-groups'][0]!['failure-message'],
      words: 'The sender holds 0.000005 LGR but would spend 10,000,000,000 LGR (amount and fee).',
      where: 'at transaction 2 of 2 in group 1',
    })
    expect(v.groups[0]!.txns.map((t) => t.failed)).toEqual([false, true])
    expect(v.groups[0]!.usage).toBe('1 basic transaction’s worth')
    expect(
      simulationInWords(
        { 'txn-groups': [{ 'failure-message': 'account X balance 5 below min 100000 (0 assets)', 'txn-results': [] }] },
        LGR,
      ).groups[0]!.failure?.words,
    ).toMatch(/minimum balance/)
    expect(
      simulationInWords({ 'txn-groups': [{ 'failure-message': 'something new', 'txn-results': [] }] }, LGR).groups[0]!
        .failure,
    ).toEqual({ message: 'something new', where: 'in group 1' })
  })

  it('reads a failed-at path into inner transactions', () => {
    expect(failedAtInWords([0, 2], 1, 3)).toBe('at inner transaction 3 of transaction 1 of 3 in group 2')
    expect(simulationInWords({}, LGR).ok).toBe(false)
  })
})
