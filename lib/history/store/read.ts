import 'server-only'
import type { Kysely } from 'kysely'
import { encodeCursor, type Cursor } from '../cursor'
import type { ActivityPoint, Coin, Direction, HistoryPage, HistoryRow, Role } from '../types'
import type { NetworkId } from '@/lib/networks'
import type { HistoryDb } from './schema'

/** A filtered page reads at most this many of the account's rows; a rare filter is searched in steps. */
export const SCAN_MAX = 5000
export const PAGE_MAX = 1000

export interface HistoryQuery {
  network: NetworkId
  address: string
  cursor?: Cursor
  limit: number
  type?: string
  dir?: 'in' | 'out'
}

const coin = (json: string): Coin | undefined => {
  try {
    const c = (JSON.parse(json) as Coin[])[0]
    return c && typeof c.amount === 'string' && typeof c.denom === 'string' ? c : undefined
  } catch {
    return undefined
  }
}

const matches = (q: HistoryQuery, r: { dir: string; type: string }) =>
  (!q.type || r.type === q.type) && (!q.dir || r.dir === q.dir || r.dir === 'self')

/** An account's transactions, newest first, from a cursor; bounded whatever the filters. */
export async function accountHistory(db: Kysely<HistoryDb>, q: HistoryQuery): Promise<HistoryPage> {
  const limit = Math.max(1, Math.min(PAGE_MAX, q.limit))
  const filtered = !!(q.type || q.dir)
  const scanned = await db
    .selectFrom('tx_accounts')
    .select(['height', 'idx', 'roles', 'dir', 'type', 'counterparty'])
    .where('network', '=', q.network)
    .where('address', '=', q.address)
    .$if(!!q.cursor, (b) =>
      b.where((eb) => eb(eb.refTuple('height', 'idx'), '<', eb.tuple(q.cursor!.height, q.cursor!.idx))),
    )
    .orderBy('height', 'desc')
    .orderBy('idx', 'desc')
    .limit(filtered ? Math.max(SCAN_MAX, limit + 1) : limit + 1)
    .execute()
  const hits = filtered ? scanned.filter((r) => matches(q, r)) : scanned
  const page = hits.slice(0, limit)
  let next: Cursor | undefined
  let scannedTo: string | undefined
  if (hits.length > limit) next = page.at(-1)!
  else if (filtered && scanned.length >= SCAN_MAX) {
    const last = scanned.at(-1)!
    next = last
    scannedTo = last.height.toString()
  }
  const txs = page.length
    ? await db
        .selectFrom('txs')
        .select(['height', 'idx', 'hash', 'time', 'ok', 'amounts', 'fee'])
        .where('network', '=', q.network)
        .where((eb) =>
          eb(
            eb.refTuple('height', 'idx'),
            'in',
            page.map((r) => eb.tuple(r.height, r.idx)),
          ),
        )
        .execute()
    : []
  const byKey = new Map(txs.map((t) => [`${t.height}.${t.idx}`, t]))
  const rows: HistoryRow[] = page.flatMap((r) => {
    const t = byKey.get(`${r.height}.${r.idx}`)
    if (!t) return []
    const amount = coin(t.amounts)
    const fee = coin(t.fee)
    return [
      {
        network: q.network,
        height: r.height.toString(),
        idx: Number(r.idx),
        hash: t.hash,
        ...(t.time !== null && { time: Number(t.time) }),
        type: r.type,
        direction: r.dir as Direction,
        roles: r.roles.split(',').filter(Boolean) as Role[],
        ...(r.counterparty && { counterparty: r.counterparty }),
        ...(amount && { amount }),
        ...(fee && { fee }),
        ...(t.ok !== null && { ok: t.ok === 1n }),
      },
    ]
  })
  return { rows, ...(next && { next: encodeCursor(next) }), ...(scannedTo && { scannedTo }) }
}

/** The kinds of transaction among an account's latest rows (for the type filter), most frequent first. */
export async function accountTypes(db: Kysely<HistoryDb>, network: NetworkId, address: string): Promise<string[]> {
  const rows = await db
    .selectFrom('tx_accounts')
    .select('type')
    .where('network', '=', network)
    .where('address', '=', address)
    .orderBy('height', 'desc')
    .orderBy('idx', 'desc')
    .limit(SCAN_MAX)
    .execute()
  const n = new Map<string, number>()
  for (const r of rows) n.set(r.type, (n.get(r.type) ?? 0) + 1)
  return [...n].sort((a, b) => b[1] - a[1]).map(([t]) => t)
}

/** Hour or day buckets from `from` (epoch ms) on, oldest first; at most `max` of them. */
export async function activityPoints(
  db: Kysely<HistoryDb>,
  network: NetworkId,
  bucket: 'h' | 'd',
  from: number,
  max = 5000,
): Promise<ActivityPoint[]> {
  const rows = await db
    .selectFrom('stats')
    .selectAll()
    .where('network', '=', network)
    .where('bucket', '=', bucket)
    .where('t', '>=', BigInt(from))
    .orderBy('t', 'desc')
    .limit(max)
    .execute()
  return rows.reverse().map((r) => {
    const span = r.max_height !== null && r.min_height !== null ? r.max_height - r.min_height : 0n
    const ms = r.max_time !== null && r.min_time !== null ? r.max_time - r.min_time : 0n
    return {
      t: Number(r.t),
      txs: Number(r.tx_count),
      blocks: Number(r.block_count),
      active: Number(r.active),
      newAccounts: Number(r.new_accounts),
      fees: r.fees,
      ...(span > 0n && { blockSec: Number(ms) / Number(span) / 1000 }),
    }
  })
}
