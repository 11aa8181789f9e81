import { describe, expect, it } from 'vitest'
import { ADAPTERS } from '../registry'
import type { Field, View } from '../view'
import { cosmosAccountPage, cosmosOverview } from './panels'

const VALOPER = 'clscvaloper1w5fcc6sqqqqpwp5hckespgvaqa0rlwahz0lsxc'

/** Run a panel's own adapter (as the page does) on an answer shaped like devnet/cosmos/handlers/stable.ts. */
function render(id: string, answer: unknown, page: 'overview' | 'validator' = 'overview'): View {
  const defs = page === 'overview' ? cosmosOverview('classic') : cosmosAccountPage('classic', VALOPER)
  if (!('panels' in defs)) throw new Error('no panels')
  const def = defs.panels.find((p) => p.id === id)
  if (!def) throw new Error(`no panel ${id}`)
  return ADAPTERS[def.adapter as keyof typeof ADAPTERS](answer, { network: 'classic' })
}
const rows = (v: View): Record<string, Field> =>
  v.kind === 'kv' ? Object.fromEntries(v.rows.map((r) => [r.label, r.value])) : {}
const noWireLabels = (v: View) =>
  (v.kind === 'kv' ? v.rows.map((r) => r.label) : v.kind === 'table' ? v.columns.map((c) => c.label) : []).filter((l) =>
    /_|^[a-z]/.test(l),
  )
const noRawValues = (v: View) => JSON.stringify(v).match(/\d\.\d{18}|"type":"json"|"exchange_rate_tuples"/g) ?? []

describe('Classic oracle and treasury panels', () => {
  it('shows exchange rates per stable coin by currency code, not 18-digit decimals', () => {
    const v = render('rates', {
      exchange_rates: [
        { denom: 'ukrw', amount: '1250300000.000000000000000000' },
        { denom: 'uusd', amount: '1.000240000000000000' },
      ],
    })
    expect(v.kind === 'table' && v.columns.map((c) => c.label)).toEqual(['Coin', 'Price of 1 CLSC'])
    expect(v.kind === 'table' && v.rows[0]).toEqual({
      coin: { type: 'text', value: 'KRTC' },
      rate: { type: 'text', value: '1,250,300,000 KRTC' },
    })
    expect(v.kind === 'table' && v.rows[1]!.rate).toEqual({ type: 'text', value: '1.00024 USTC' })
  })

  it('shows tax and burn tax rates in percents', () => {
    expect(rows(render('tax-rate', { tax_rate: '0.005000000000000000' }))).toEqual({
      Rate: { type: 'text', value: '0.5%' },
    })
    expect(rows(render('burn-tax', { tax_rate: '0.005000000000000000' }))).toEqual({
      Rate: { type: 'text', value: '0.5%' },
    })
  })

  it('names the treasury indicators and trims their decimals', () => {
    const v = render('indicators', { trl_year: '0.120000000000000000', trl_month: '0.131000000000000000' })
    expect(rows(v)).toEqual({
      'Tax rewards per CLSC, yearly average': { type: 'text', value: '0.12' },
      'Tax rewards per CLSC, monthly average': { type: 'text', value: '0.131' },
    })
  })

  it('shows tax proceeds and seigniorage as amounts the formatter puts in display units', () => {
    const t = render('tax-proceeds', { tax_proceeds: [{ denom: 'ukrw', amount: '97000' }] })
    expect(t.kind === 'table' && t.rows[0]).toEqual({
      coin: { type: 'text', value: 'KRTC' },
      amount: { type: 'amount', raw: '97000', denom: 'ukrw', exponent: 6, display: 'KRTC' },
    })
    expect(rows(render('seigniorage', { seigniorage_proceeds: '1234567000' }))).toEqual({
      'Seigniorage this epoch': { type: 'amount', raw: '1234567000', denom: 'uclsc', exponent: 6, display: 'CLSC' },
    })
  })

  it('reads every stable coin in display units: those the network file lists by its symbol, others by the u-prefix', () => {
    const t = render('tax-proceeds', {
      tax_proceeds: [
        { denom: 'uusd', amount: '1500000' },
        { denom: 'ueur', amount: '2000000' },
        { denom: 'ibc/ABCDEF', amount: '7' },
      ],
    })
    expect(t.kind === 'table' && t.rows.map((r) => r.amount)).toEqual([
      { type: 'amount', raw: '1500000', denom: 'uusd', exponent: 6, display: 'USTC' },
      { type: 'amount', raw: '2000000', denom: 'ueur', exponent: 6, display: 'EUR' },
      // No unit to be had: left to the page's denomination metadata, never a guessed scale.
      { type: 'amount', raw: '7', denom: 'ibc/ABCDEF' },
    ])
  })

  it('says the oracle parameters in blocks and percents', () => {
    const v = render('oracle-params', {
      params: {
        vote_period: '5',
        vote_threshold: '0.500000000000000000',
        reward_band: '0.020000000000000000',
        reward_distribution_window: '432000',
        whitelist: [{ name: 'ukrw', tobin_tax: '0.003500000000000000' }],
        slash_fraction: '0.000100000000000000',
        slash_window: '432000',
        min_valid_per_window: '0.050000000000000000',
      },
    })
    const r = rows(v)
    expect(r['Vote period']).toEqual({ type: 'text', value: '5 blocks' })
    expect(r['Vote threshold']).toEqual({ type: 'text', value: '50%' })
    expect(r['Slash fraction']).toEqual({ type: 'text', value: '0.01%' })
    expect(r['Slash window']).toEqual({ type: 'text', value: '432,000 blocks' })
    expect(r['Whitelisted coins']).toEqual({ type: 'list', items: [{ type: 'text', value: 'KRTC (Tobin tax 0.35%)' }] })
    expect(noWireLabels(v)).toEqual([])
    expect(noRawValues(v)).toEqual([])
  })
})

describe('Classic validator oracle and commission panels', () => {
  it('shows the last aggregate vote as a table of rates, not JSON', () => {
    const v = render(
      'vote',
      {
        aggregate_vote: {
          exchange_rate_tuples: [{ denom: 'usdr', exchange_rate: '0.700350000000000000' }],
          voter: VALOPER,
        },
      },
      'validator',
    )
    expect(v.kind === 'table' && v.rows).toEqual([
      { coin: { type: 'text', value: 'SDTC' }, rate: { type: 'text', value: '0.70035 SDTC' } },
    ])
    expect(noRawValues(v)).toEqual([])
  })

  it('names the feeder, the misses and the dynamic commission in words and percents', () => {
    const feeder = 'clsc1w5fcc6sqqqqpwp5hckespgvaqa0rlwahsvuttc'
    expect(rows(render('feeder', { feeder_addr: feeder }, 'validator'))).toEqual({
      'Feeder account': { type: 'link', kind: 'account', network: 'classic', value: feeder },
    })
    expect(rows(render('miss', { miss_counter: '1234' }, 'validator'))).toEqual({
      'Missed votes in this slash window': { type: 'text', value: '1,234' },
    })
    expect(
      rows(render('dyncomm', { rate: '0.050000000000000000', target: '0.060000000000000000' }, 'validator')),
    ).toEqual({
      'Commission now': { type: 'text', value: '5%' },
      'Commission target': { type: 'text', value: '6%' },
    })
  })
})
