/** The sampled history's charts: a group's figures and its share over time, gaps kept as gaps. Pure. */
import { plainFixed } from '../decimal'
import { historyGroup, shareAt } from '../figures'
import { chartDomain, type Series } from '../series'
import { pct, type ChartModel } from './model'

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
