/** The sharded ledger's economics metrics: their names in words and their chart. Pure. */
import { displayPrecision } from '@/lib/format/amount'
import { plainFixed } from '../decimal'
import type { ChartModel } from './model'

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
