import { describe, expect, it } from 'vitest'
import { chartData, chartValue, displayCell, ROW } from './chart'
import { toCsv, parseCsv } from './csv'
import { summarize } from './feed'
import { buildSeries, type Round } from './series'
import { percentText, denomBars, ledgerShares, rateBars, stakingShares } from './tables/chains'
import { economicsBars, economicsLabel } from './tables/economics'
import { feedBars, feedShares, NO_TOTAL } from './tables/feed'
import { historyFigures, historyShare } from './tables/history'

const HUGE = '123456789012345678901234567890'

const feed = summarize({
  'supply.circulating': { value: '75' },
  'supply.total': { value: '100' },
  'supply.circulatingTokenB': { value: HUGE },
  'supply.totalTokenB': { value: `${HUGE}0` },
  'supply.circulatingTokenC': { value: '5' },
  'supply.circulatingTokenD': { error: 'boom' },
  'supply.totalTokenD': { value: '9' },
})

describe('feed charts', () => {
  it('tables carry exact values; token C has no total and says so', () => {
    const { table } = feedBars(feed)
    expect(table.rows[1]).toMatchObject({
      circulating: HUGE,
      total: `${HUGE}0`,
      locked: (BigInt(`${HUGE}0`) - BigInt(HUGE)).toString(),
    })
    expect(table.rows[2]).toMatchObject({ circulating: '5', total: '', locked: '', note: NO_TOTAL })
    expect(table.rows[3]).toMatchObject({ circulating: '', total: '9', note: 'figure unavailable' })
  })

  it('shares leave out tokens without both figures instead of inventing them', () => {
    const { table } = feedShares(feed)
    expect(table.rows).toEqual([
      { token: 'Main token', circulating: '75.00', locked: '25.00' },
      { token: 'Token B', circulating: '10.00', locked: '90.00' },
    ])
  })

  it('the chart draws the table it is given: approximations of the same cells, gaps for empty ones', () => {
    const model = feedBars(feed)
    const data = chartData(model.table, model.spec)
    expect(data[1]).toEqual({
      [ROW]: 1,
      token: 'Token B',
      circulating: 1.2345678901234568e29,
      total: 1.2345678901234568e30,
    })
    expect(data[2]?.total).toBeNull()
    // CSV = the table, cell for cell.
    const csv = parseCsv(toCsv(model.table))
    expect(csv.slice(1)).toEqual(model.table.rows.map((r) => model.table.columns.map((c) => r[c.key] ?? '')))
  })
})

describe('history charts', () => {
  const rounds: Round[] = [
    { t: 0, intervalMs: 1000, values: { 'supply.circulating': '60', 'supply.total': '80' }, errors: {} },
    { t: 1000, intervalMs: 1000, values: { 'supply.total': '80' }, errors: { 'supply.circulating': 'x' } },
    { t: 9000, intervalMs: 1000, values: { 'supply.circulating': '70', 'supply.total': '90' }, errors: {} },
  ]
  const series = buildSeries(rounds, ['supply.circulating', 'supply.total', 'supply.circulatingTokenC'], 0, 9000)

  it('turns failed samples and sampling gaps into empty cells, which the chart draws as gaps', () => {
    const m = historyFigures(series, 'main')
    expect(m.table.columns.map((c) => c.label)).toEqual([
      'Time (UTC)',
      'Circulating (whole tokens)',
      'Total (whole tokens)',
    ])
    expect(m.table.rows.map((r) => [r.a, r.b])).toEqual([
      ['60', '80'],
      ['', '80'],
      ['', ''],
      ['70', '90'],
    ])
    expect(chartData(m.table, m.spec).map((d) => d.a)).toEqual([60, null, null, 70])
    expect(m.table.rows[0]?.time).toBe('1970-01-01T00:00:00.000Z')
  })

  it('computes the locked share exactly per point, and has none for token C', () => {
    const m = historyShare(series, 'main')!
    expect(m.table.rows.map((r) => [r.part, r.whole, r.share])).toEqual([
      ['20', '80', '25.0000'],
      ['', '', ''],
      ['', '', ''],
      ['20', '90', '22.2222'],
    ])
    expect(historyShare(series, 'tokenC')).toBeUndefined()
    expect(historyFigures(series, 'tokenC').table.columns.map((c) => c.key)).toEqual(['time', 'a'])
  })
})

describe('network history groups', () => {
  const big = 10n ** 30n
  const rounds: Round[] = [
    {
      t: 0,
      intervalMs: 1000,
      values: {
        'platform.bonded': (3n * big).toString(),
        'platform.notBonded': big.toString(),
        'ledger.total': '10',
        'ledger.online': '4',
        'hub.supply': '7',
      },
      errors: {},
    },
    {
      t: 1000,
      intervalMs: 1000,
      values: { 'platform.bonded': '1' },
      errors: { 'platform.notBonded': 'down', 'ledger.total': 'down', 'ledger.online': 'down' },
    },
  ]
  const series = buildSeries(
    rounds,
    ['platform.bonded', 'platform.notBonded', 'ledger.total', 'ledger.online', 'hub.supply'],
    0,
    1000,
  )

  it('bonded share of bonded + not bonded, exact and in display units; missing a line means no share', () => {
    const m = historyShare(series, 'platform')!
    // Platform's native token has 6 decimals: the sampled base units shift by six places, exactly.
    expect(m.table.rows.map((r) => [r.whole, r.share])).toEqual([
      [((4n * big) / 1_000_000n).toString(), '75.0000'],
      ['', ''],
    ])
  })

  it('online share of total money, and no share for a lone native supply', () => {
    expect(historyShare(series, 'ledger')!.table.rows[0]).toMatchObject({
      part: '0.000004',
      whole: '0.00001',
      share: '40.0000',
    })
    expect(historyShare(series, 'hub')).toBeUndefined()
    // Charted in display units (the axis reads 98.7M HUB, never 9.87e+13 uhub); the figure is exact.
    expect(historyFigures(series, 'hub').table.rows[0]).toMatchObject({ a: '0.000007' })
    expect(historyFigures(series, 'hub').table.columns[1]?.label).toBe('Total supply (HUB)')
  })
})

describe('cross-network charts', () => {
  it('pies of two parts with exact shares', () => {
    expect(stakingShares({ bonded: HUGE, notBonded: '0' }, 'uplat').table.rows).toEqual([
      { part: 'Bonded', amount: HUGE, share: '100.00' },
      { part: 'Not bonded', amount: '0', share: '0.00' },
    ])
    expect(ledgerShares({ round: '1', total: '10', online: '4' }, 'micro').table.rows.map((r) => r.amount)).toEqual([
      '4',
      '6',
    ])
  })

  it('pie shares add up to 100 % as shown (issue 46)', () => {
    const shares = (m: ReturnType<typeof stakingShares>) => m.table.rows.map((r) => r.share)
    // 12.345 % bonded, 87.655 % online: each rounded on its own made 100.01 %; a tie goes to the first part.
    expect(shares(stakingShares({ bonded: '2469', notBonded: '17531' }, 'uplat'))).toEqual(['12.35', '87.65'])
    expect(shares(ledgerShares({ round: '1', total: '20000', online: '17531' }, 'micro'))).toEqual(['87.66', '12.34'])
    expect(shares(stakingShares({ bonded: '0', notBonded: '0' }, 'uplat'))).toEqual(['', ''])
  })

  it('rates in percent from sdk.Dec, exactly', () => {
    expect(percentText('0.005000000000000000')).toBe('0.5')
    expect(percentText('0.123456789012345678')).toBe('12.3456789012345678')
    expect(
      rateBars([
        ['Tax rate', '0.005'],
        ['Burn tax rate', undefined],
      ]).table.rows,
    ).toEqual([{ rate: 'Tax rate', percent: '0.5', dec: '0.005' }])
  })

  it('denominations: top N only, in display and base units', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      denom: `d${i}`,
      label: `D${i}`,
      exponent: 6,
      amount: `${12 - i}000000`,
      displayAmount: String(12 - i),
    }))
    const m = denomBars(rows)
    expect(m.table.rows).toHaveLength(10)
    expect(m.table.rows[0]).toEqual({ label: 'D0', denom: 'd0', display: '12', amount: '12000000' })
  })

  it('economics in display units (display precision) with exact base units alongside', () => {
    const m = economicsBars({ erd_total_supply: `${HUGE}`, erd_epoch_for_economics_data: '3' }, 18, 'SHD')
    expect(m.table.rows).toEqual([{ metric: 'Total supply', display: '123456789012.345678', base: HUGE }])
  })

  it('names every economics metric in words, a new one de-snaked', () => {
    expect(economicsLabel('erd_dev_rewards')).toBe('Developer rewards')
    expect(economicsLabel('erd_epoch_for_economics_data')).toBe('Epoch of these figures')
    expect(economicsLabel('erd_total_fees')).toBe('Fees')
    expect(economicsLabel('erd_new_metric_name')).toBe('New metric name')
  })
})

describe('chart helpers', () => {
  it('chart values come from exact cells; junk is no point', () => {
    expect(chartValue('')).toBeNull()
    expect(chartValue(undefined)).toBeNull()
    expect(chartValue('n/a')).toBeNull()
    expect(chartValue('-0.5')).toBe(-0.5)
  })
  it('groups digits for reading without touching fractions', () => {
    expect(displayCell(`${HUGE}.000001`)).toBe('123,456,789,012,345,678,901,234,567,890.000001')
    expect(displayCell('-1234')).toBe('-1,234')
    expect(displayCell('1234', false)).toBe('1234')
    expect(displayCell('2026-01-01T00:00:00.000Z')).toBe('2026-01-01T00:00:00.000Z')
  })
})
