import { describe, expect, it } from 'vitest'
import {
  parseDecField,
  parseEconomics,
  parseIndicators,
  parseLedgerSupply,
  parseMetadataPage,
  parsePoolDelta,
  parseSeigniorage,
  parseStakingPool,
  parseSupplyOf,
  parseSupplyPage,
  parseTaxCaps,
  parseTaxProceeds,
  rankDenoms,
} from './sources'

const HUGE = '123456789012345678901234567890'

describe('bank supply', () => {
  it('reads a page and its cursor', () => {
    expect(
      parseSupplyPage({ supply: [{ denom: 'uhub', amount: HUGE }], pagination: { next_key: 'AQ==', total: '0' } }),
    ).toEqual({
      coins: [{ denom: 'uhub', amount: HUGE }],
      next: 'AQ==',
    })
    expect(parseSupplyPage({ supply: [], pagination: { next_key: null } }).next).toBeNull()
    expect(() => parseSupplyPage({ supply: [{ denom: 'x', amount: '1.5' }] })).toThrow(
      /supply\[0\]\.amount: expected a whole number/,
    )
    expect(parseSupplyOf({ amount: { denom: 'uhub', amount: '5' } })).toEqual({ denom: 'uhub', amount: '5' })
  })

  it('resolves names from metadata and ranks by display value, exactly, across exponents', () => {
    const { metas, next } = parseMetadataPage({
      metadatas: [
        {
          base: 'uhub',
          display: 'hub',
          symbol: 'HUB',
          name: 'Hub',
          denom_units: [
            { denom: 'uhub', exponent: 0 },
            { denom: 'hub', exponent: 6 },
          ],
        },
        {
          base: 'aeth',
          display: 'eth',
          denom_units: [
            { denom: 'aeth', exponent: 0 },
            { denom: 'eth', exponent: 18 },
          ],
        },
        { base: 'nodisplay', display: 'missing', denom_units: [] },
      ],
      pagination: { next_key: null },
    })
    expect(next).toBeNull()
    expect(metas.uhub).toEqual({ display: 'HUB', exponent: 6, name: 'Hub' })
    expect(metas.aeth).toEqual({ display: 'eth', exponent: 18 })
    expect(metas.nodisplay?.exponent).toBe(0)
    const rows = rankDenoms(
      [
        { denom: 'uhub', amount: '2000000' }, // 2 HUB
        { denom: 'aeth', amount: HUGE }, // 123456789012.345678901234567890 eth
        { denom: 'ibc/ABCDEF0123456789', amount: '999999' }, // 999999 base units, no metadata
      ],
      metas,
    )
    expect(rows.map((r) => [r.label, r.displayAmount])).toEqual([
      ['eth', '123456789012.345678'],
      ['ibc/ABCDEF…', '999999'],
      ['HUB', '2'],
    ])
  })
})

describe('staking pool and Classic treasury', () => {
  it('reads the pool', () => {
    expect(parseStakingPool({ pool: { bonded_tokens: HUGE, not_bonded_tokens: '0' } })).toEqual({
      bonded: HUGE,
      notBonded: '0',
    })
    expect(() => parseStakingPool({})).toThrow(/pool\.pool: expected an object/)
  })

  it('normalises sdk.Dec strings without rounding', () => {
    expect(parseDecField({ tax_rate: '0.005000000000000000' }, 'tax_rate')).toBe('0.005')
    expect(parseDecField({ tax_rate: '0.123456789012345678' }, 'burn_tax_rate', 'tax_rate')).toBe(
      '0.123456789012345678',
    )
    expect(parseIndicators({ trl_year: '12.500000000000000000', trl_month: '0.000000000000000001' })).toEqual({
      trlYear: '12.5',
      trlMonth: '0.000000000000000001',
    })
    expect(parsePoolDelta({ terra_pool_delta: `-${HUGE}.100000000000000000` })).toBe(`-${HUGE}.1`)
    expect(parsePoolDelta({ stable_pool_delta: '0.000000000000000000' })).toBe('0')
    expect(() => parseDecField({ reward_weight: 5 }, 'reward_weight')).toThrow(/expected a decimal string/)
  })

  it('reads proceeds and caps', () => {
    expect(parseTaxProceeds({ tax_proceeds: [{ denom: 'uusd', amount: HUGE }] })).toEqual([
      { denom: 'uusd', amount: HUGE },
    ])
    expect(parseSeigniorage({ seigniorage_proceeds: HUGE })).toBe(HUGE)
    expect(parseTaxCaps({ tax_caps: [{ denom: 'uusd', tax_cap: '1000000' }] })).toEqual([
      { denom: 'uusd', amount: '1000000' },
    ])
  })
})

describe('ledgers', () => {
  it('reads MultiversX economics with or without the envelope, numbers or strings', () => {
    const metrics = {
      erd_total_supply: HUGE,
      erd_total_staked_value: '5',
      erd_epoch_for_economics_data: 12,
      erd_inflation: 10n ** 25n,
      erd_note: 'x',
    }
    const expected = {
      erd_total_supply: HUGE,
      erd_total_staked_value: '5',
      erd_epoch_for_economics_data: '12',
      erd_inflation: (10n ** 25n).toString(),
    }
    expect(parseEconomics({ data: { metrics }, error: '', code: 'successful' })).toEqual(expected)
    expect(parseEconomics({ metrics })).toEqual(expected)
    expect(() => parseEconomics({ data: { metrics: {} } })).toThrow(/erd_total_supply/)
  })

  it('reads the node supply with uint64 beyond 2^53 kept exact', () => {
    expect(
      parseLedgerSupply({
        current_round: 7,
        'total-money': 10n ** 19n,
        'online-money': 9007199254740993n,
        'online-stake': 1,
      }),
    ).toEqual({
      round: '7',
      total: '10000000000000000000',
      online: '9007199254740993',
      onlineStake: '1',
    })
    expect(() => parseLedgerSupply({ current_round: 7, 'total-money': 2 ** 60 })).toThrow(/total-money/)
  })
})
