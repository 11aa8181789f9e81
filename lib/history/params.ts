/**
 * What the history routes accept, checked before anything reaches SQL: the network, the address (each network's
 * own format), the cursor, the page size, the filters and the range. Pure: the pages read the same parameters
 * from their URLs.
 */
import { checkId } from '@/lib/explorer/validate'
import { isNetworkId, type NetworkId } from '@/lib/networks'
import { decodeCursor, type Cursor } from './cursor'
import { ACTIVITY_RANGES, type ActivityRange } from './types'

export type Parsed<T> = { ok: true; value: T } | { ok: false; detail: string }

export interface HistoryParams {
  network: NetworkId
  address: string
  cursor?: Cursor
  limit: number
  type?: string
  dir?: 'in' | 'out'
}

export const DEFAULT_LIMIT = 25
export const MAX_LIMIT = 100
/** Rows a CSV holds at most. */
export const CSV_MAX_ROWS = 100_000

export function parseNetwork(raw: string): Parsed<NetworkId> {
  return isNetworkId(raw)
    ? { ok: true, value: raw }
    : { ok: false, detail: `unknown network ${JSON.stringify(raw.slice(0, 40))}` }
}

/** An IBC channel end as the index keys it: `transfer/channel-4`. */
export function parseChannel(port: string, channel: string): Parsed<string> {
  return /^[a-zA-Z0-9._-]{1,64}$/.test(port) && /^channel-\d{1,10}$/.test(channel)
    ? { ok: true, value: `${port}/${channel}` }
    : { ok: false, detail: 'channel: a port (letters, digits, . _ -) and channel-<number>' }
}

export function parseHistoryParams(
  network: NetworkId,
  address: string,
  q: URLSearchParams,
  opts: { maxLimit?: number; channel?: boolean } = {},
): Parsed<HistoryParams> {
  let addr = address
  if (!opts.channel) {
    const checked = checkId(network, 'account', address)
    if (!checked.ok) return { ok: false, detail: `address: ${checked.message}` }
    addr = checked.value
  }
  const out: HistoryParams = { network, address: addr, limit: DEFAULT_LIMIT }
  const cursor = q.get('cursor')
  if (cursor) {
    const c = decodeCursor(cursor)
    if (!c.ok) return { ok: false, detail: c.message }
    out.cursor = c.cursor
  }
  const limit = q.get('limit')
  if (limit !== null) {
    const max = opts.maxLimit ?? MAX_LIMIT
    if (!/^\d{1,6}$/.test(limit) || Number(limit) < 1 || Number(limit) > max)
      return { ok: false, detail: `limit: a whole number from 1 to ${max}` }
    out.limit = Number(limit)
  }
  const type = q.get('type')
  if (type) {
    // Type words are letters, digits, spaces and a little punctuation (`Bridge: send`, `Contract call +1`).
    if (type.length > 80 || !/^[\p{L}\p{N} :+().,'/-]+$/u.test(type))
      return { ok: false, detail: 'type: a transaction kind in words, as the table shows it' }
    out.type = type
  }
  const dir = q.get('dir')
  if (dir) {
    if (dir !== 'in' && dir !== 'out') return { ok: false, detail: 'dir: in or out' }
    out.dir = dir
  }
  return { ok: true, value: out }
}

export function parseRange(raw: string | null): Parsed<ActivityRange> {
  if (raw === null || raw === '') return { ok: true, value: '24h' }
  return (ACTIVITY_RANGES as readonly string[]).includes(raw)
    ? { ok: true, value: raw as ActivityRange }
    : { ok: false, detail: `range: one of ${ACTIVITY_RANGES.join(', ')}` }
}

/** Hourly buckets for a day or a week, daily ones beyond. */
export function rangeSpan(range: ActivityRange, now: number): { bucket: 'h' | 'd'; from: number } {
  switch (range) {
    case '24h':
      return { bucket: 'h', from: now - 24 * 3_600_000 }
    case '7d':
      return { bucket: 'h', from: now - 7 * 86_400_000 }
    case '30d':
      return { bucket: 'd', from: now - 30 * 86_400_000 }
    case 'all':
      return { bucket: 'd', from: 0 }
  }
}
