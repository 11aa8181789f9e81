/**
 * The table (and chart spec) behind each supply chart. Cells are exact plain decimals: no grouping, no unit, so
 * the CSV is machine-readable; the table view adds thousands separators for reading. Pure.
 */
import type { ChartSpec } from './chart'
import type { ChartTable } from './csv'
import { displayPrecision } from '@/lib/format/amount'
import { DEC_SCALE, formatPercentOf, parseDecimal, plainFixed } from './decimal'
import type { TokenSummary } from './feed'
import { historyGroup, shareAt } from './figures'
import { chartDomain, type Series } from './series'
import type { Coin, DenomSupply, LedgerSupply, StakingPool } from './sources'

export interface ChartModel {
  table: ChartTable
  spec: ChartSpec
}

/** `"25.00%"` → `"25.00"`; empty when the whole is zero. */
const pct = (part: bigint, whole: bigint, digits = 2) => formatPercentOf(part, whole, digits)?.replace('%', '') ?? ''

export const NO_TOTAL = 'no total published'

export function feedBars(tokens: readonly TokenSummary[]): ChartModel {
  return {
    table: {
      columns: [
        { key: 'token', label: 'Token' },
        { key: 'circulating', label: 'Circulating', numeric: true },
        { key: 'total', label: 'Total', numeric: true },
        { key: 'locked', label: 'Locked (total − circulating)', numeric: true },
        { key: 'note', label: 'Note' },
      ],
      rows: tokens.map((t) => ({
        token: t.label,
        circulating: t.circulating ?? '',
        total: t.total ?? '',
        locked: t.locked ?? '',
        note: t.noTotal ? NO_TOTAL : t.errors.length ? 'figure unavailable' : '',
      })),
    },
    spec: {
      kind: 'bars',
      category: 'token',
      series: [
        { key: 'circulating', label: 'Circulating', color: 1 },
        { key: 'total', label: 'Total', color: 2 },
      ],
      unit: 'tokens',
    },
  }
}

/** Circulating and locked shares of the total, stacked to 100 %. Tokens without a total are left out, not invented. */
export function feedShares(tokens: readonly TokenSummary[]): ChartModel {
  return {
    table: {
      columns: [
        { key: 'token', label: 'Token' },
        { key: 'circulating', label: 'Circulating share (%)', numeric: true },
        { key: 'locked', label: 'Locked share (%)', numeric: true },
      ],
      rows: tokens
        .filter((t) => t.circulatingShare && t.lockedShare)
        .map((t) => ({
          token: t.label,
          circulating: t.circulatingShare!.replace('%', ''),
          locked: t.lockedShare!.replace('%', ''),
        })),
    },
    spec: {
      kind: 'bars',
      category: 'token',
      stacked: true,
      series: [
        { key: 'circulating', label: 'Circulating', color: 1 },
        { key: 'locked', label: 'Locked', color: 3 },
      ],
      unit: '%',
    },
  }
}

const HIDDEN_T = '_t'

/** A sampled base-unit figure in display units (`exponent` decimals), exactly; empty stays empty (a gap). */
const inDisplay = (v: string | null, exponent: number) =>
  v === null || v === '' ? '' : plainFixed(BigInt(v), exponent)

function timeRows(series: Series, cells: (values: Record<string, string | null>) => Record<string, string>) {
  return series.points.map((p) => ({ [HIDDEN_T]: String(p.t), time: new Date(p.t).toISOString(), ...cells(p.values) }))
}

const LINE_KEYS = ['a', 'b'] as const
const LINE_COLORS = [1, 2] as const

/** The figures of one history group over time; null points become empty cells, i.e. gaps in the lines. */
export function historyFigures(series: Series, groupId: string): ChartModel {
  const g = historyGroup(groupId)
  const lines = g.lines.slice(0, LINE_KEYS.length).map((l, i) => ({ ...l, key: LINE_KEYS[i]! }))
  return {
    table: {
      columns: [
        { key: 'time', label: 'Time (UTC)' },
        ...lines.map((l) => ({ key: l.key, label: `${l.label} (${g.unit})`, numeric: true })),
      ],
      // Sampled in base units, shown in the group's display units (exact: a decimal shift).
      rows: timeRows(series, (v) =>
        Object.fromEntries(lines.map((l) => [l.key, inDisplay(v[l.figure] ?? null, g.exponent)])),
      ),
    },
    spec: {
      kind: 'lines',
      x: HIDDEN_T,
      domain: chartDomain(series),
      series: lines.map((l, i) => ({ key: l.key, label: l.label, color: LINE_COLORS[i]! })),
      unit: g.unit,
    },
  }
}

/** The group's share over time (locked, bonded, staked or online share), exact to 4 decimals of a percent. */
export function historyShare(series: Series, groupId: string): ChartModel | undefined {
  const g = historyGroup(groupId)
  if (!g.share) return undefined
  return {
    table: {
      columns: [
        { key: 'time', label: 'Time (UTC)' },
        { key: 'part', label: `${g.share.label.replace(/ share$/, '')} (${g.unit})`, numeric: true },
        { key: 'whole', label: `Whole (${g.unit})`, numeric: true },
        { key: 'share', label: `${g.share.label} (%)`, numeric: true },
      ],
      rows: timeRows(series, (v) => {
        const s = shareAt(g, v)
        return s
          ? {
              part: plainFixed(s.part, g.exponent),
              whole: plainFixed(s.whole, g.exponent),
              share: pct(s.part, s.whole, 4),
            }
          : { part: '', whole: '', share: '' }
      }),
    },
    spec: {
      kind: 'lines',
      x: HIDDEN_T,
      domain: chartDomain(series),
      series: [{ key: 'share', label: g.share.label, color: 3 }],
      unit: '%',
    },
  }
}

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

/** Two parts of one whole as a pie: amounts and exact shares. */
function sharePie(parts: [string, bigint][], unitLabel: string): ChartModel {
  const whole = parts.reduce((a, [, v]) => a + v, 0n)
  return {
    table: {
      columns: [
        { key: 'part', label: 'Part' },
        { key: 'amount', label: unitLabel, numeric: true },
        { key: 'share', label: 'Share (%)', numeric: true },
      ],
      rows: parts.map(([part, v]) => ({ part, amount: v.toString(), share: pct(v, whole) })),
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

/** Sharded economics metrics charted in display units (18 decimals), exact base units alongside. */
export const ECONOMICS_CHARTED: [string, string][] = [
  ['erd_total_supply', 'Total supply'],
  ['erd_circulating_supply', 'Circulating supply'],
  ['erd_total_staked_value', 'Staked'],
  ['erd_total_base_staked_value', 'Base staked'],
  ['erd_total_top_up_value', 'Top-up'],
  ['erd_inflation', 'Inflation'],
  ['erd_total_fees', 'Fees'],
  ['erd_dev_rewards', 'Developer rewards'],
]

/** What people call the economics metrics the table lists beside the chart (a real gateway may add more). */
const ECONOMICS_WORDS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(ECONOMICS_CHARTED),
  erd_epoch_for_economics_data: 'Epoch of these figures',
}

/** An economics metric's name in words: `erd_dev_rewards` → `Developer rewards`; an unknown one de-snaked. */
export function economicsLabel(key: string): string {
  const known = ECONOMICS_WORDS[key]
  if (known) return known
  const words = key.replace(/^erd_/, '').replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function economicsBars(
  metrics: Readonly<Record<string, string>>,
  exponent: number,
  display: string,
): ChartModel {
  return {
    table: {
      columns: [
        { key: 'metric', label: 'Metric' },
        { key: 'display', label: `Amount (${display})`, numeric: true },
        { key: 'base', label: 'Amount (base units)', numeric: true },
      ],
      rows: ECONOMICS_CHARTED.filter(([k]) => metrics[k] !== undefined && /^\d+$/.test(metrics[k]!)).map(
        ([k, label]) => ({
          metric: label,
          display: plainFixed(BigInt(metrics[k]!), exponent, displayPrecision({ exponent })),
          base: metrics[k]!,
        }),
      ),
    },
    spec: {
      kind: 'bars',
      category: 'metric',
      horizontal: true,
      series: [{ key: 'display', label: `Amount (${display})`, color: 5 }],
    },
  }
}
