import 'server-only'
import type { Kysely } from 'kysely'
import type { NetworkId } from '@/lib/networks'
import type { IndexedHolderRow } from '../types'
import type { HistoryDb } from './schema'

/** Movements read to sum one token's balances; beyond this the answer says the sums would be partial. */
export const MOVES_MAX = 200_000

export interface HolderSums {
  /** Accounts with a positive balance, largest first (then by address, so pages are stable). */
  holders: IndexedHolderRow[]
  /** Movements summed. */
  moves: number
  /** More movements exist than MOVES_MAX: the sums were not made. */
  tooMany: boolean
}

/**
 * Every account's balance of a token as the index's recorded movements sum it: received − sent. Amounts exceed 64
 * bits, so they are summed as bigint here rather than in SQL (both engines would round or overflow). The balances
 * are true for accounts whose every movement is in the index: the page says since which height that is.
 */
export async function holderSums(db: Kysely<HistoryDb>, network: NetworkId, token: string): Promise<HolderSums> {
  const rows = await db
    .selectFrom('token_moves')
    .select(['height', 'from_addr', 'to_addr', 'amount'])
    .where('network', '=', network)
    .where('token', '=', token)
    .limit(MOVES_MAX + 1)
    .execute()
  if (rows.length > MOVES_MAX) return { holders: [], moves: rows.length, tooMany: true }
  const sums = new Map<string, { balance: bigint; last: bigint }>()
  const add = (address: string | null, delta: bigint, height: bigint) => {
    if (!address) return
    const s = sums.get(address) ?? { balance: 0n, last: height }
    s.balance += delta
    if (height > s.last) s.last = height
    sums.set(address, s)
  }
  for (const r of rows) {
    if (!/^\d{1,80}$/.test(r.amount)) continue
    const x = BigInt(r.amount)
    add(r.from_addr, -x, r.height)
    add(r.to_addr, x, r.height)
  }
  const holders = [...sums]
    .filter(([, s]) => s.balance > 0n)
    .sort(([a, x], [b, y]) => (x.balance === y.balance ? (a < b ? -1 : 1) : x.balance > y.balance ? -1 : 1))
    .map(([address, s]) => ({ address, balance: s.balance.toString(), lastHeight: s.last.toString() }))
  return { holders, moves: rows.length, tooMany: false }
}
