import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { validatorRows } from '@/lib/overview/cosmos'
import { ValidatorsTable } from './validators-table'

const validator = (operator: string, tokens: string, status = 'BOND_STATUS_BONDED') => ({
  operator_address: operator,
  status,
  tokens,
  description: { moniker: operator },
  commission: { commission_rates: { rate: '0.1' } },
})

describe('the validators table', () => {
  it('shows power shares of the bonded set that add up to 100.00 % (issue 46)', () => {
    const rows = validatorRows({
      validators: [
        validator('a', '1'),
        validator('b', '1'),
        validator('c', '1'),
        validator('d', '5', 'BOND_STATUS_UNBONDED'),
      ],
    })
    const html = renderToStaticMarkup(<ValidatorsTable network="platform" rows={rows} />)
    const shares = [...html.matchAll(/>(\d+)\.(\d\d)%</g)].map((m) => BigInt(m[1]! + m[2]!))
    expect(shares).toHaveLength(3)
    expect(shares.reduce((a, b) => a + b, 0n)).toBe(10_000n)
  })
})
