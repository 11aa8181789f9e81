/**
 * Pure helpers of the live page: the list of blocks it shows (newest first, bounded, no repeats, pausable)
 * and the rate of blocks and transactions per minute. Shared by the page and its tests.
 */
import type { BlockSummary, LogSummary } from './summary'

export const MAX_ROWS = 100

export interface BlockList {
  rows: BlockSummary[]
  /** Arrived while paused; shown on resume. */
  pending: BlockSummary[]
  paused: boolean
}

export const emptyList = (): BlockList => ({ rows: [], pending: [], paused: false })

const keyOf = (b: BlockSummary) => `${b.id}|${b.hash ?? ''}${b.obsolete ? '|obsolete' : ''}`

/** Items of `incoming` not already in `rows` (nor repeated within `incoming`), in arrival order. */
function unseen<T>(rows: readonly T[], incoming: readonly T[], key: (t: T) => string): T[] {
  const seen = new Set(rows.map(key))
  return incoming.filter((t) => {
    const k = key(t)
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}

function merge(rows: BlockSummary[], incoming: BlockSummary[], max: number): BlockSummary[] {
  const fresh = unseen(rows, incoming, keyOf)
  if (!fresh.length) return rows
  // Newest first; an obsolete (forked-away) block marks the row it replaces instead of adding one.
  const obsolete = new Set(fresh.filter((b) => b.obsolete).map((b) => b.hash))
  const kept = rows.map((r) => (r.hash && obsolete.has(r.hash) ? { ...r, obsolete: true } : r))
  return [...fresh.filter((b) => !b.obsolete).reverse(), ...kept].slice(0, max)
}

export type ListAction =
  { type: 'blocks'; blocks: BlockSummary[] } | { type: 'pause' } | { type: 'resume' } | { type: 'clear' }

export function listReducer(state: BlockList, action: ListAction, max = MAX_ROWS): BlockList {
  switch (action.type) {
    case 'blocks':
      return state.paused
        ? { ...state, pending: [...state.pending, ...action.blocks].slice(-max) }
        : { ...state, rows: merge(state.rows, action.blocks, max) }
    case 'pause':
      return { ...state, paused: true }
    case 'resume':
      return { rows: merge(state.rows, state.pending, max), pending: [], paused: false }
    case 'clear':
      return emptyList()
  }
}

/** Heights missing between two rows shown one above the other (newest first): `from`–`to`, `count` blocks. */
export interface Gap {
  from: string
  to: string
  count: string
}

/**
 * The hole under each row, by row index: where the next row down is more than one height below (the feed was not
 * following the chain then: no viewer, or a restart beyond what it fetches back). Heights as bigint: never Number.
 */
export function gapsOf(rows: readonly Pick<BlockSummary, 'height' | 'obsolete'>[]): Map<number, Gap> {
  const out = new Map<number, Gap>()
  const live = rows.map((r, i) => ({ r, i })).filter(({ r }) => !r.obsolete && /^\d+$/.test(r.height))
  for (let k = 0; k + 1 < live.length; k++) {
    const upper = BigInt(live[k]!.r.height)
    const lower = BigInt(live[k + 1]!.r.height)
    if (upper - lower > 1n)
      out.set(live[k]!.i, {
        from: (lower + 1n).toString(),
        to: (upper - 1n).toString(),
        count: (upper - lower - 1n).toString(),
      })
  }
  return out
}

export interface Rates {
  blocksPerMin: number
  txsPerMin: number
  /** Mean interval between the blocks counted, ms. */
  intervalMs: number
}

/**
 * Rates from block timestamps over the last `windowMs` of chain time: (n − 1) intervals between n blocks, and
 * the transactions of all but the oldest (they fall inside the span). Undefined until two blocks are known.
 */
export function rates(blocks: readonly BlockSummary[], windowMs = 5 * 60_000): Rates | undefined {
  const timed = blocks.filter((b) => b.time !== undefined && !b.obsolete).sort((a, b) => a.time! - b.time!)
  const newest = timed.at(-1)?.time
  if (newest === undefined) return undefined
  const inWindow = timed.filter((b) => b.time! >= newest - windowMs)
  if (inWindow.length < 2) return undefined
  const span = newest - inWindow[0]!.time!
  if (span <= 0) return undefined
  const txs = inWindow.slice(1).reduce((a, b) => a + (b.txs ?? 0), 0)
  return {
    blocksPerMin: ((inWindow.length - 1) * 60_000) / span,
    txsPerMin: (txs * 60_000) / span,
    intervalMs: span / (inWindow.length - 1),
  }
}

/** Newest-first log list (VM events/transfers): no repeats, at most `max` rows. */
export function prependLogs(
  rows: readonly LogSummary[],
  incoming: readonly LogSummary[],
  max = MAX_ROWS,
): LogSummary[] {
  const fresh = unseen(rows, incoming, (l) => `${l.blockId ?? ''}|${l.id}|${l.obsolete ? 'x' : ''}`)
  return fresh.length ? [...fresh.reverse(), ...rows].slice(0, max) : [...rows]
}
