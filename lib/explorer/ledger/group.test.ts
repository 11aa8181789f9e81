import { describe, expect, it } from 'vitest'
import { ledgerGroupFlow } from './group'

const A = 'ALGORANDAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIN5DNAU'
const B = 'SZJEAZ6JBM4N2ZX2ZJN7FW6UHCNFL2IMOK6XYXA4BTFIQ2EWNPLPJQXJYY'
const common = { fee: 1000, 'first-valid': 1, 'last-valid': 9, 'confirmed-round': 5, group: 'R3JvdXA=' }

// Indexer-shaped (a `GET /v2/transactions?group-id=` answer), listed out of order: the flow follows the offsets.
const answer = {
  'current-round': 9,
  transactions: [
    {
      ...common,
      id: 'T3',
      'tx-type': 'appl',
      sender: A,
      'intra-round-offset': 2,
      'application-transaction': { 'application-id': 1006, 'on-completion': 'noop' },
    },
    {
      ...common,
      id: 'T1',
      'tx-type': 'pay',
      sender: A,
      'intra-round-offset': 0,
      'payment-transaction': { receiver: B, amount: 2500000 },
    },
    {
      ...common,
      id: 'T2',
      'tx-type': 'axfer',
      sender: B,
      'intra-round-offset': 1,
      'asset-transfer-transaction': { receiver: A, amount: 7, 'asset-id': 1002 },
    },
  ],
}

describe('a transaction group as a flow', () => {
  it('one lane per party (accounts, the application), one arrow per transaction in signing order', () => {
    const v = ledgerGroupFlow(answer, { network: 'ledger' })
    if (v.kind !== 'flow') throw new Error('expected a flow')
    expect(v.parties.map((p) => p.field)).toEqual([
      { type: 'link', kind: 'account', network: 'ledger', value: A },
      { type: 'link', kind: 'account', network: 'ledger', value: B },
      { type: 'link', kind: 'application', network: 'ledger', value: '1006' },
    ])
    expect(v.steps.map(({ from, to, what, tx }) => ({ from, to, what, tx }))).toEqual([
      { from: 0, to: 1, what: 'Payment', tx: 'T1' },
      { from: 1, to: 0, what: 'Asset transfer', tx: 'T2' },
      { from: 0, to: 2, what: 'Application call', tx: 'T3' },
    ])
    // The payment in the native unit; the asset under its id, for the page's asset units to read.
    expect(v.steps[0]!.amount).toMatchObject({ type: 'amount', raw: '2500000' })
    expect(v.steps[1]!.amount).toMatchObject({ type: 'amount', raw: '7' })
    expect(v.steps[2]!.amount).toBeUndefined()
    expect(v.height).toBe('9')
  })
})
