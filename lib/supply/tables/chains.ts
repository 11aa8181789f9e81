/** The networks' own supply charts: denominations, staking and online shares, treasury rates and coins. Pure. */
import { apportionShares } from '@/lib/format/apportion'
import { DEC_SCALE, parseDecimal, plainFixed } from '../decimal'
import type { Coin, DenomSupply, LedgerSupply, StakingPool } from '../sources'
import type { ChartModel } from './model'

export const TOP_DENOMS = 10

/** The largest denominations by display value (the rest are in the full list, not in the chart). */
export function denomBars(rows: readonly DenomSupply[], top = TOP_DENOMS): ChartModel {
  return {
    table: {
      columns: [
        { key: 'label', label: 'Denomination' },
        { key: 'denom', label: 'Base denom' },
        { key: 'display', label: 'Supply (display units)', numeric: true },
        { key: 'amount', label: 'Supply (base units)', numeric: true },
      ],
      rows: rows
        .slice(0, top)
        .map((r) => ({ label: r.label, denom: r.denom, display: r.displayAmount, amount: r.amount })),
    },
    spec: {
      kind: 'bars',
      category: 'label',
      horizontal: true,
      series: [{ key: 'display', label: 'Supply (display units)', color: 1 }],
    },
  }
}

/** Two parts of one whole as a pie: exact amounts, and shares apportioned so they add up to 100 %. */
function sharePie(parts: [string, bigint][], unitLabel: string): ChartModel {
  const whole = parts.reduce((a, [, v]) => a + v, 0n)
  const shares = apportionShares(
    parts.map(([, v]) => v),
    whole,
    2,
  )
  return {
    table: {
      columns: [
        { key: 'part', label: 'Part' },
        { key: 'amount', label: unitLabel, numeric: true },
        { key: 'share', label: 'Share (%)', numeric: true },
      ],
      rows: parts.map(([part, v], i) => ({ part, amount: v.toString(), share: shares?.[i] ?? '' })),
    },
    spec: { kind: 'pie', category: 'part', value: 'amount' },
  }
}

export const stakingShares = (pool: StakingPool, denom: string): ChartModel =>
  sharePie(
    [
      ['Bonded', BigInt(pool.bonded)],
      ['Not bonded', BigInt(pool.notBonded)],
    ],
    `Tokens (${denom})`,
  )

export function ledgerShares(s: LedgerSupply, denom: string): ChartModel {
  const total = BigInt(s.total)
  const online = BigInt(s.online)
  return sharePie(
    [
      ['Online', online],
      ['Offline', total - online],
    ],
    `Money (${denom})`,
  )
}

/** `sdk.Dec` fraction → percent string, exactly (`0.005` → `0.5`). */
export function percentText(dec: string): string {
  const v = parseDecimal(dec)
  return v === undefined ? '' : plainFixed(v * 100n, DEC_SCALE)
}

export function rateBars(rates: [string, string | undefined][]): ChartModel {
  return {
    table: {
      columns: [
        { key: 'rate', label: 'Rate' },
        { key: 'percent', label: 'Value (%)', numeric: true },
        { key: 'dec', label: 'Value (decimal)', numeric: true },
      ],
      rows: rates
        .filter((r): r is [string, string] => r[1] !== undefined)
        .map(([rate, dec]) => ({ rate, percent: percentText(dec), dec })),
    },
    spec: { kind: 'bars', category: 'rate', series: [{ key: 'percent', label: 'Value (%)', color: 3 }], unit: '%' },
  }
}

export function coinBars(coins: readonly Coin[], amountLabel: string): ChartModel {
  return {
    table: {
      columns: [
        { key: 'denom', label: 'Denomination' },
        { key: 'amount', label: amountLabel, numeric: true },
      ],
      rows: coins.map((c) => ({ denom: c.denom, amount: c.amount })),
    },
    spec: { kind: 'bars', category: 'denom', series: [{ key: 'amount', label: amountLabel, color: 2 }] },
  }
}
