import { describe, expect, it } from 'vitest'
import { cosmosDenomMetadata, cosmosDenomOwners, cosmosDenomSupply } from './denom'
import type { View } from '../view'

const ctx = { network: 'hub' as const }
const rows = (v: View) => {
  if (v.kind !== 'kv') throw new Error(`expected a record, got ${v.kind}`)
  return Object.fromEntries(v.rows.map((r) => [r.label, r.value]))
}

// Shaped as SDK 0.50 answers them (x/bank query.proto: QueryDenomMetadataResponse, QueryDenomOwnersResponse).
describe('an SDK denomination', () => {
  it('metadata in words: display unit, decimals, every unit, description', () => {
    const v = rows(
      cosmosDenomMetadata(
        {
          metadata: {
            description: 'The staking token of the hub',
            denom_units: [
              { denom: 'uatom', exponent: 0, aliases: ['microatom'] },
              { denom: 'atom', exponent: 6, aliases: [] },
            ],
            base: 'uatom',
            display: 'atom',
            name: 'Cosmos Hub Atom',
            symbol: 'ATOM',
            uri: '',
            uri_hash: '',
          },
        },
        ctx,
      ),
    )
    expect(v['Decimals']).toEqual({ type: 'text', value: '6 (1 atom = 1,000,000 base units)' })
    expect(v['Units']).toEqual({
      type: 'list',
      items: [
        { type: 'text', value: 'uatom: the base unit (also microatom)' },
        { type: 'text', value: 'atom: 1,000,000 base units' },
      ],
    })
    expect(v['Description']).toEqual({ type: 'text', value: 'The staking token of the hub' })
  })

  it('supply and holders as amounts of the denomination, holders linked, the next page’s key kept', () => {
    expect(rows(cosmosDenomSupply({ amount: { denom: 'ufoo', amount: '123456789' } }, ctx))['Total supply']).toEqual({
      type: 'amount',
      raw: '123456789',
      denom: 'ufoo',
    })
    const v = cosmosDenomOwners(
      {
        denom_owners: [{ address: 'hub1qqqq', balance: { denom: 'ufoo', amount: '5' } }],
        pagination: { next_key: 'AAE=', total: '0' },
      },
      ctx,
    )
    if (v.kind !== 'table') throw new Error('expected a table')
    expect(v.rows[0]).toEqual({
      holder: { type: 'link', kind: 'account', network: 'hub', value: 'hub1qqqq' },
      balance: { type: 'amount', raw: '5', denom: 'ufoo' },
    })
    expect(v.next).toBe('AAE=')
  })
})
