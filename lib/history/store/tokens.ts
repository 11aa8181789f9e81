import 'server-only'
import { sql, type Kysely } from 'kysely'
import type { NetworkId } from '@/lib/networks'
import { encodeCursor, type Cursor } from '../cursor'
import type { Coin, TokenHolderRow, TokenPage, TokenTransferRow } from '../types'
import type { HistoryDb } from './schema'

/** How many of a token's latest transfers the holder list is drawn from. */
export const HOLDER_SCAN = 2000

/**
 * Indexed transactions that moved a token (a sharded ESDT identifier), newest first. Amounts are stored as JSON
 * coins (`[{"amount":"5","denom":"USDS-2eb19c"}]`), so the token's transfers are the rows whose amounts name it;
 * each is read back exactly. The identifier is checked before it gets here (letters, digits and one dash: no LIKE
 * wildcard can be in it).
 */
function transfersOf(db: Kysely<HistoryDb>, network: NetworkId, denom: string) {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(denom)) throw new Error('token identifier: letters, digits and dashes only')
  return (
    db
      .selectFrom('txs')
      .where('network', '=', network)
      .where('amounts', 'like', `%"denom":"${denom}"%`)
      // SQLite's LIKE ignores case; replace() does not, on either engine (`usds-2EB19C` is another token).
      .where(sql<string>`replace(amounts, ${`"denom":"${denom}"`}, '')`, '<>', sql.ref<string>('amounts'))
      .orderBy('height', 'desc')
      .orderBy('idx', 'desc')
  )
}

const amountOf = (json: string, denom: string): string | undefined => {
  try {
    const coins = (JSON.parse(json) as Coin[]).filter((c) => c.denom === denom && /^\d+$/.test(c.amount))
    return coins.length ? coins.reduce((s, c) => s + BigInt(c.amount), 0n).toString() : undefined
  } catch {
    return undefined
  }
}

async function sidesOf(db: Kysely<HistoryDb>, network: NetworkId, keys: { height: bigint; idx: bigint }[]) {
  if (!keys.length) return new Map<string, { from?: string; to?: string }>()
  const rows = await db
    .selectFrom('tx_accounts')
    .select(['height', 'idx', 'address', 'roles'])
    .where('network', '=', network)
    .where((eb) =>
      eb(
        eb.refTuple('height', 'idx'),
        'in',
        keys.map((k) => eb.tuple(k.height, k.idx)),
      ),
    )
    .execute()
  const sides = new Map<string, { from?: string; to?: string }>()
  for (const r of rows) {
    const k = `${r.height}.${r.idx}`
    const s = sides.get(k) ?? {}
    const roles = r.roles.split(',')
    if (roles.includes('sender') && !s.from) s.from = r.address
    if (roles.includes('recipient') && !s.to) s.to = r.address
    sides.set(k, s)
  }
  return sides
}

export async function tokenTransfers(
  db: Kysely<HistoryDb>,
  network: NetworkId,
  denom: string,
  limit: number,
  cursor?: Cursor,
): Promise<Omit<TokenPage, 'holders' | 'status'>> {
  const page = await transfersOf(db, network, denom)
    .select(['height', 'idx', 'hash', 'time', 'ok', 'amounts'])
    .$if(!!cursor, (b) => b.where((eb) => eb(eb.refTuple('height', 'idx'), '<', eb.tuple(cursor!.height, cursor!.idx))))
    .limit(limit + 1)
    .execute()
  const shown = page.slice(0, limit)
  const sides = await sidesOf(db, network, shown)
  const rows: TokenTransferRow[] = shown.map((t) => {
    const s = sides.get(`${t.height}.${t.idx}`) ?? {}
    const amount = amountOf(t.amounts, denom)
    return {
      height: t.height.toString(),
      idx: Number(t.idx),
      hash: t.hash,
      ...(t.time !== null && { time: Number(t.time) }),
      ...(s.from && { from: s.from }),
      ...(s.to && { to: s.to }),
      ...(amount && { amount }),
      ...(t.ok !== null && { ok: t.ok === 1n }),
    }
  })
  return { rows, ...(page.length > limit && { next: encodeCursor(shown.at(-1)!) }) }
}

/**
 * Accounts the index saw send or receive the token among its latest transfers, most recently active first; the
 * caller reads their balances from the gateway (the index knows movements, not balances).
 */
export async function tokenAccounts(
  db: Kysely<HistoryDb>,
  network: NetworkId,
  denom: string,
  max: number,
): Promise<Omit<TokenHolderRow, 'balance'>[]> {
  const keys = (
    await transfersOf(db, network, denom).select(['height', 'idx', 'amounts']).limit(HOLDER_SCAN).execute()
  ).filter((k) => amountOf(k.amounts, denom) !== undefined)
  const seen = new Map<string, Omit<TokenHolderRow, 'balance'>>()
  // Chunks keep the IN list within what both engines take.
  for (let i = 0; i < keys.length && seen.size < max; i += 200) {
    const chunk = keys.slice(i, i + 200)
    const sides = await sidesOf(db, network, chunk)
    for (const k of chunk) {
      const s = sides.get(`${k.height}.${k.idx}`)
      for (const a of [s?.to, s?.from])
        if (a && !seen.has(a) && seen.size < max) seen.set(a, { address: a, lastHeight: k.height.toString() })
    }
  }
  return [...seen.values()]
}
