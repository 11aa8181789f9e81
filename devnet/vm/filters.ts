import type { EventLog, TransferLog, VmLedger } from './ledger'
import { eventView, transferView } from './views'

/**
 * Log filters of both generations. A criteria set matches when any of its criteria matches (each criterion: every
 * field it sets equals the log's); a null or empty set matches everything. The range is in block numbers or block
 * timestamps; options page the ordered result.
 */
export interface RangeInput {
  unit?: 'block' | 'time'
  from?: number
  to?: number
}
export interface OptionsInput {
  offset: number
  limit: number
}
type Criterion = Record<string, string | null | undefined>

const lower = (v: string | null | undefined) => (v ? v.toLowerCase() : undefined)

function inRange(range: RangeInput | null | undefined, meta: { blockNumber: number; blockTimestamp: number }) {
  if (!range) return true
  const v = range.unit === 'time' ? meta.blockTimestamp : meta.blockNumber
  return v >= (range.from ?? 0) && v <= (range.to ?? Number.MAX_SAFE_INTEGER)
}

const matchesAny = (criteria: readonly Criterion[] | null | undefined, test: (c: Criterion) => boolean) =>
  !criteria?.length || criteria.some(test)

export const eventMatches = (c: Criterion, e: EventLog) =>
  (!lower(c.address) || lower(c.address) === e.address) &&
  [0, 1, 2, 3, 4].every((i) => !lower(c[`topic${i}`]) || lower(c[`topic${i}`]) === e.topics[i])

export const transferMatches = (c: Criterion, t: TransferLog) =>
  (!lower(c.txOrigin) || lower(c.txOrigin) === t.meta.txOrigin) &&
  (!lower(c.sender) || lower(c.sender) === t.sender) &&
  (!lower(c.recipient) || lower(c.recipient) === t.recipient)

function page<T>(rows: T[], order: string | undefined, options: OptionsInput | null | undefined): T[] {
  const ordered = order === 'desc' ? [...rows].reverse() : rows
  return options ? ordered.slice(options.offset, options.offset + options.limit) : ordered
}

export interface LogQuery {
  range?: RangeInput | null
  options?: OptionsInput | null
  order?: string
}

export function filterEvents(l: VmLedger, q: LogQuery & { criteriaSet?: Criterion[] | null }) {
  const rows = l.events.filter((e) => inRange(q.range, e.meta) && matchesAny(q.criteriaSet, (c) => eventMatches(c, e)))
  return page(rows, q.order, q.options).map(eventView)
}

export function filterTransfers(l: VmLedger, q: LogQuery & { criteriaSet?: Criterion[] | null }) {
  const rows = l.transfers.filter(
    (t) => inRange(q.range, t.meta) && matchesAny(q.criteriaSet, (c) => transferMatches(c, t)),
  )
  return page(rows, q.order, q.options).map(transferView)
}

/** Legacy events: topicSets in the body, the emitter address and order in the query. */
export function filterEventsLegacy(
  l: VmLedger,
  body: LogQuery & { topicSets?: Criterion[] | null },
  address?: string,
  order?: string,
) {
  const criteriaSet = body.topicSets?.length
    ? body.topicSets.map((t) => ({ ...t, address }))
    : address
      ? [{ address }]
      : null
  return filterEvents(l, { range: body.range, options: body.options, criteriaSet, order })
}

export function filterTransfersLegacy(
  l: VmLedger,
  body: LogQuery & { addressSets?: Criterion[] | null },
  order?: string,
) {
  return filterTransfers(l, { range: body.range, options: body.options, criteriaSet: body.addressSets, order })
}
