/**
 * An account's history as CSV, streamed page by page from the index (never all rows in memory): exact base units
 * and denomination beside the amount in display units where the denomination is the network's own.
 */
import { formatUnits } from '@/lib/format/amount'
import { csvCell } from '@/lib/supply/csv'
import { getNetwork, type NetworkId } from '@/lib/networks'
import type { Coin, HistoryPage, HistoryRow } from './types'

export const CSV_COLUMNS = [
  'time',
  'network',
  'height',
  'hash',
  'type',
  'direction',
  'counterparty',
  'amount',
  'amount_base_units',
  'denom',
  'fee',
  'fee_base_units',
  'fee_denom',
  'result',
] as const

function display(network: NetworkId, c: Coin | undefined): string {
  const d = getNetwork(network).denom
  if (!c) return ''
  return c.denom === d.base ? `${formatUnits(BigInt(c.amount), d.exponent, { group: false })} ${d.display}` : ''
}

export function csvLine(r: HistoryRow): string {
  const cells = [
    r.time !== undefined ? new Date(r.time).toISOString() : '',
    r.network,
    r.height,
    r.hash,
    r.type,
    r.direction,
    r.counterparty ?? '',
    display(r.network, r.amount),
    r.amount?.amount ?? '',
    r.amount?.denom ?? '',
    display(r.network, r.fee),
    r.fee?.amount ?? '',
    r.fee?.denom ?? '',
    r.ok === undefined ? '' : r.ok ? 'success' : 'failed',
  ]
  return cells.map(csvCell).join(',') + '\r\n'
}

/**
 * A byte stream of the CSV: the header, then each page as it is read, until `max` rows or the history's end.
 * `page(cursor)` reads one page after the cursor.
 */
export function csvStream(page: (cursor?: string) => Promise<HistoryPage>, max: number): ReadableStream<Uint8Array> {
  const enc = new TextEncoder()
  let cursor: string | undefined
  let sent = 0
  let started = false
  let done = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(enc.encode(CSV_COLUMNS.join(',') + '\r\n'))
        return
      }
      if (done) return controller.close()
      try {
        const p = await page(cursor)
        const rows = p.rows.slice(0, max - sent)
        sent += rows.length
        if (rows.length) controller.enqueue(enc.encode(rows.map(csvLine).join('')))
        cursor = p.next
        if (!cursor || sent >= max) done = true
      } catch (e) {
        controller.error(e)
      }
    },
  })
}
