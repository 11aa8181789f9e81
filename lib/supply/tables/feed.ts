/** The supply feed's charts: each token's circulating and total figures, and their shares. Pure. */
import type { TokenSummary } from '../feed'
import type { ChartModel } from './model'

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
