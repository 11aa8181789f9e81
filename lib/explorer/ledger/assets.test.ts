import { describe, expect, it } from 'vitest'
import { denomName } from '../denom-name'
import { ledgerAccountAssets } from './adapters'
import { assetDenomInfo } from './asset-denoms'

describe('ledger asset holdings', () => {
  it('gives held assets an amount in the asset’s own denomination (display units come from the page), created ones their decimals', () => {
    const v = ledgerAccountAssets(
      {
        address: 'A',
        amount: 1,
        assets: [
          { 'asset-id': 1005, amount: 223973735678607350n, 'is-frozen': false },
          { 'asset-id': 1002, amount: 6036846162, 'is-frozen': false },
        ],
        'created-assets': [
          { index: 1002, params: { name: 'Gold Ounce', 'unit-name': 'GOLD', decimals: 5, total: 1n } },
        ],
      },
      { network: 'ledger' },
    )
    expect(v.kind === 'table' && v.rows.map((r) => r.amount)).toEqual([
      { type: 'amount', raw: '223973735678607350', denom: 'asset 1005' },
      { type: 'amount', raw: '6036846162', denom: 'asset 1002', exponent: 5, display: 'GOLD' },
    ])
  })

  it('names held assets from the page’s asset lookup (name and unit), created ones from their own params', () => {
    const v = ledgerAccountAssets(
      {
        address: 'A',
        amount: 1,
        assets: [
          { 'asset-id': 1005, amount: 1, 'is-frozen': false },
          { 'asset-id': 1002, amount: 2, 'is-frozen': false },
        ],
        'created-assets': [
          { index: 1002, params: { name: 'Gold Ounce', 'unit-name': 'GOLD', decimals: 5, total: 1n } },
        ],
      },
      { network: 'ledger' },
    )
    expect(v.kind === 'table' && v.rows.map((r) => r.name)).toEqual([
      { type: 'denom-name', denom: 'asset 1005' },
      { type: 'text', value: 'Gold Ounce' },
    ])
  })

  it('the asset lookup keeps name, unit and decimals; the Name cell says both', () => {
    const info = assetDenomInfo('1005', { name: 'Silver Bar', 'unit-name': 'SLV', decimals: 2 })
    expect(info).toEqual({ display: 'SLV', exponent: 2, name: 'Silver Bar' })
    expect(denomName(info)).toBe('Silver Bar (SLV)')
    expect(denomName(assetDenomInfo('7', { 'unit-name': 'TOK' }))).toBe('TOK')
    expect(denomName(assetDenomInfo('8', { name: 'Only Name' }))).toBe('Only Name')
    expect(denomName(assetDenomInfo('9', {}))).toBeUndefined()
    expect(denomName(undefined)).toBeUndefined()
  })
})
