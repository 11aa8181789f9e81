import { describe, expect, it } from 'vitest'
import { ledgerAccountAssets } from './adapters'

describe('ledger asset holdings', () => {
  it('gives held assets an amount in the asset’s own denomination (display units come from the page), created ones their decimals', () => {
    const v = ledgerAccountAssets(
      {
        address: 'A',
        amount: 1,
        assets: [{ 'asset-id': 1005, amount: 223973735678607350n, 'is-frozen': false }, { 'asset-id': 1002, amount: 6036846162, 'is-frozen': false }],
        'created-assets': [{ index: 1002, params: { name: 'Gold Ounce', 'unit-name': 'GOLD', decimals: 5, total: 1n } }],
      },
      { network: 'ledger' },
    )
    expect(v.kind === 'table' && v.rows.map((r) => r.amount)).toEqual([
      { type: 'amount', raw: '223973735678607350', denom: 'asset 1005' },
      { type: 'amount', raw: '6036846162', denom: 'asset 1002', exponent: 5, display: 'GOLD' },
    ])
  })
})
