/**
 * A network's activity as the supply dashboard's chart tables (lib/supply/csv `ChartTable`, lib/supply/chart
 * `ChartSpec`): one table per chart, so chart, table view and CSV hold the same exact cells. Pure.
 */
import { formatUnits } from '@/lib/format/amount'
import type { ChartSpec } from '@/lib/supply/chart'
import type { ChartTable } from '@/lib/supply/csv'
import type { ActivityPoint } from './types'

export interface ActivityChart {
  id: string
  title: string
  table: ChartTable
  spec: ChartSpec
  summary: string
}

const iso = (ms: number) => new Date(ms).toISOString()

export function activityCharts(
  points: readonly ActivityPoint[],
  opts: { bucket: 'hour' | 'day'; fee: { display: string; exponent: number }; from: number; to: number },
): ActivityChart[] {
  const per = `per ${opts.bucket}`
  const domain: [number, number] = [opts.from, opts.to]
  const time = { key: 't', label: 'Time (UTC)' }
  const rows = points.map((p) => ({
    t: String(p.t),
    when: iso(p.t),
    txs: String(p.txs),
    active: String(p.active),
    newAccounts: String(p.newAccounts),
    fees: formatUnits(BigInt(p.fees), opts.fee.exponent, { group: false }),
    blockSec: p.blockSec === undefined ? '' : p.blockSec.toFixed(3),
  }))
  const table = (cols: { key: string; label: string }[]): ChartTable => ({
    columns: [{ key: 'when', label: time.label }, ...cols.map((c) => ({ ...c, numeric: true }))],
    rows,
  })
  const n = points.length
  return [
    {
      id: 'activity-txs',
      title: `Transactions and active accounts ${per}`,
      table: table([
        { key: 'txs', label: 'Transactions' },
        { key: 'active', label: 'Active accounts' },
      ]),
      spec: {
        kind: 'lines',
        x: 't',
        domain,
        series: [
          { key: 'txs', label: 'Transactions', color: 1 },
          { key: 'active', label: 'Active accounts', color: 2 },
        ],
      },
      summary: `${n} ${opts.bucket}s; ${points.reduce((s, p) => s + p.txs, 0).toLocaleString('en-US')} transactions in all`,
    },
    {
      id: 'activity-fees',
      title: `Fees ${per} (${opts.fee.display})`,
      table: table([{ key: 'fees', label: `Fees (${opts.fee.display})` }]),
      spec: {
        kind: 'lines',
        x: 't',
        domain,
        unit: opts.fee.display,
        series: [{ key: 'fees', label: 'Fees', color: 3 }],
      },
      summary: `fees ${per} in ${opts.fee.display}, ${n} points`,
    },
    {
      id: 'activity-accounts',
      title: `New accounts ${per}`,
      table: table([{ key: 'newAccounts', label: 'New accounts' }]),
      spec: { kind: 'lines', x: 't', domain, series: [{ key: 'newAccounts', label: 'New accounts', color: 4 }] },
      summary: `accounts first seen ${per}, ${n} points`,
    },
    {
      id: 'activity-blocktime',
      title: `Average block time ${per} (s)`,
      table: table([{ key: 'blockSec', label: 'Block time (s)' }]),
      spec: { kind: 'lines', x: 't', domain, unit: 's', series: [{ key: 'blockSec', label: 'Block time', color: 5 }] },
      summary: `seconds between blocks, averaged ${per}`,
    },
  ]
}
