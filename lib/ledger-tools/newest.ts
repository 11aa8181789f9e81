/**
 * Transaction search newest first. The indexer lists transactions oldest first unless the search names an account,
 * and has no order parameter; so a search without an account walks back from the head in round windows, reads each
 * window whole, and puts its rows newest first. A page's cursor is the position of its last row (round and offset
 * in the round): the next page is everything before it, so pages never overlap or skip.
 */

/** Where a row sits in the chain: rows are ordered by round, then by offset within the round. */
export interface Position {
  round: bigint
  offset: number
}

export interface WindowTx {
  'confirmed-round'?: unknown
  'intra-round-offset'?: unknown
}

/** An indexer page as the search reads it. */
export interface IndexerPage<T> {
  transactions: T[]
  nextToken?: string
}

/** The most rows one indexer request is asked for (the indexer's own cap). */
export const READ_LIMIT = 1000
/** Indexer requests one page may make before it shows what it has. */
export const MAX_REQUESTS = 12

const CURSOR = /^(\d{1,19})_(\d{1,9})$/
/** `12345_3` (round 12345, offset 3) — digits and `_` only, so it travels in the page trail as the indexer's tokens do. */
export const cursorText = (p: Position) => `${p.round}_${p.offset}`
export function parseCursor(s: string): Position | undefined {
  const m = CURSOR.exec(s)
  return m ? { round: BigInt(m[1]!), offset: Number(m[2]) } : undefined
}

const uint = (v: unknown): bigint | undefined =>
  typeof v === 'number' || typeof v === 'bigint' || (typeof v === 'string' && /^\d+$/.test(v))
    ? BigInt(v as number | bigint | string)
    : undefined

const isBefore = (a: Position, b: Position) => a.round < b.round || (a.round === b.round && a.offset < b.offset)

/** Rows with their positions; a row without `intra-round-offset` takes its place in the answer (oldest first). */
function positioned<T extends WindowTx>(txs: readonly T[]): { tx: T; at: Position }[] {
  const seen = new Map<bigint, number>()
  return txs.flatMap((tx) => {
    const round = uint(tx['confirmed-round'])
    if (round === undefined) return []
    const index = seen.get(round) ?? 0
    seen.set(round, index + 1)
    const offset = uint(tx['intra-round-offset'])
    return [{ tx, at: { round, offset: offset === undefined ? index : Number(offset) } }]
  })
}

export interface NewestPage<T> {
  txs: T[]
  /** The next (older) page's cursor, when older rows may exist. */
  next?: string
}

/**
 * One page of `limit` rows, newest first, before `cursor` (or from `head`), no older than `minRound`. `read` asks
 * the indexer for one window (`min-round`…`max-round`, oldest first, its own `next` token to continue).
 */
export async function newestFirst<T extends WindowTx>(opts: {
  limit: number
  head: bigint
  cursor?: Position
  minRound?: bigint
  maxRound?: bigint
  read: (window: { min: bigint; max: bigint; next?: string }) => Promise<IndexerPage<T>>
}): Promise<NewestPage<T>> {
  const { limit, read } = opts
  const floor = opts.minRound ?? 0n
  let upper = opts.cursor ? opts.cursor.round : opts.head
  if (opts.maxRound !== undefined && opts.maxRound < upper) upper = opts.maxRound
  // Rounds are read from `upper` down; the window widens while rounds turn out sparse.
  let width = BigInt(Math.max(limit, 1))
  let requests = 0
  const found: { tx: T; at: Position }[] = []
  while (found.length < limit && upper >= floor && requests < MAX_REQUESTS) {
    const min = upper - width + 1n > floor ? upper - width + 1n : floor
    const window: { tx: T; at: Position }[] = []
    let token: string | undefined
    let whole = false
    while (requests < MAX_REQUESTS) {
      const page = await read({ min, max: upper, ...(token && { next: token }) })
      requests++
      window.push(...positioned(page.transactions))
      token = page.nextToken
      if (!token || page.transactions.length < READ_LIMIT) {
        whole = true
        break
      }
    }
    // A window read only in part holds its oldest rows, not its newest: leave it for the next page.
    if (!whole) break
    found.push(...window.filter((w) => !opts.cursor || isBefore(w.at, opts.cursor)))
    upper = min - 1n
    width *= 4n
  }
  found.sort((a, b) => (isBefore(a.at, b.at) ? 1 : isBefore(b.at, a.at) ? -1 : 0))
  const shown = found.slice(0, limit)
  const last = shown.at(-1)
  // More rows were read than shown, or rounds below were not read yet: continue after the last row shown, or
  // (nothing shown: a window too dense for one page's requests) from the round above the unread rounds.
  const more = found.length > limit || upper >= floor
  const next = !more ? undefined : last ? cursorText(last.at) : cursorText({ round: upper + 1n, offset: 0 })
  return { txs: shown.map((s) => s.tx), ...(next && { next }) }
}
