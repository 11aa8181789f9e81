import { describe, expect, it } from 'vitest'
import { shownAmount, type AmountField } from '../breakdown'
import type { View } from '../view'
import { ledgerAssetHolders, ledgerAssetSupply, sharesOf } from './asset'

/** A shown decimal (`4,557,700.683927`) as an exact integer at `scale` fraction digits. */
const exact = (shown: string, scale: number) => {
  const [int, frac = ''] = shown.replace(/,/g, '').split('.')
  return BigInt(`${int}${frac.padEnd(scale, '0')}`)
}
const rowsOf = (v: View) => (v.kind === 'kv' ? Object.fromEntries(v.rows.map((r) => [r.label, r.value])) : {})

// The devnet's GOLD: 21,000,000 at 8 decimals; the reserve holds 4,557,700.6839265.
const gold = { id: '1002', total: '2100000000000000', decimals: 8, unit: 'GOLD' }
const holding = { round: 9, 'asset-holding': { amount: 455770068392650, 'asset-id': 1002, 'is-frozen': false } }

describe('a ledger asset’s supply', () => {
  it('shows what the reserve holds and what circulates adding up to the total shown (issue 46)', () => {
    const r = rowsOf(ledgerAssetSupply(holding, { network: 'ledger', extra: gold }))
    const shown = (label: string) => shownAmount(r[label] as AmountField)
    expect(shown('Total supply')).toBe('21,000,000')
    expect(exact(shown('Held by the reserve'), 8) + exact(shown('Circulating'), 8)).toBe(
      exact(shown('Total supply'), 8),
    )
    // Each within a millionth of its exact value, which stays on the field for the tooltip.
    expect([shown('Held by the reserve'), shown('Circulating')]).toEqual(['4,557,700.683927', '16,442,299.316073'])
    expect(r['Circulating']).toMatchObject({ raw: '1644229931607350', exponent: 8, display: 'GOLD' })
  })
  it('without the asset’s decimals from the page, shows the reserve’s holding as it is', () => {
    const r = rowsOf(ledgerAssetSupply(holding, { network: 'ledger' }))
    expect(Object.keys(r)).toEqual(['Held by the reserve'])
    expect(r['Held by the reserve']).toEqual({ type: 'amount', raw: '455770068392650', denom: 'asset 1002' })
  })
})

describe('a ledger asset’s holders', () => {
  const page = (amounts: number[]) =>
    ledgerAssetHolders(
      { 'current-round': 9, balances: amounts.map((amount, i) => ({ address: `H${i}`, amount })) },
      { network: 'ledger', extra: { ...gold, total: String(amounts.reduce((a, b) => a + b, 0)) } },
    )
  const shares = (v: View) =>
    v.kind === 'table' ? v.rows.map((r) => (r.share?.type === 'text' ? r.share.value : '')) : []

  it('shares of every holder add up to 100 %', () => {
    const s = shares(page([1, 1, 1]))
    expect(s).toEqual(['33.3334%', '33.3333%', '33.3333%'])
    expect(s.reduce((a, x) => a + exact(x.replace('%', ''), 4), 0n)).toBe(1_000_000n)
  })
  it('a holding too small to show says so; one page of many is rounded with the holders it does not list', () => {
    expect(sharesOf([1n, 0n], 10n ** 9n)).toEqual(['< 0.0001%', '0.0000%'])
    expect(sharesOf([1n, 1n], 3n)).toEqual(['33.3334%', '33.3333%'])
    expect(sharesOf([1n], 0n)).toEqual([undefined])
  })
})
