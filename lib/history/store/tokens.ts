import 'server-only'
import { sql, type Kysely } from 'kysely'
import { shardedItem } from '@/lib/explorer/entity-href'
import type { NetworkId } from '@/lib/networks'
import { encodeCursor, type Cursor } from '../cursor'
import type { CollectionItemRow, Coin, TokenHolderRow, TokenPage, TokenTransferRow } from '../types'
import type { HistoryDb } from './schema'

/** How many of a token's latest transfers the holder list (and a collection's item list) is drawn from. */
export const HOLDER_SCAN = 2000

/**
 * The denominations that count as the token: an item (`HERO-1a2b3c-0a`) exactly; a token or collection
 * (`HERO-1a2b3c`) itself and its items, which are named `<collection>-<nonce>` (a fungible token has none).
 */
const matches = (denom: string) => {
  const item = shardedItem(denom) !== undefined
  return (d: string) => d === denom || (!item && d.startsWith(`${denom}-`))
}

/**
 * Indexed transactions that moved a token (a sharded ESDT identifier), newest first. Amounts are stored as JSON
 * coins (`[{"amount":"5","denom":"USDS-2eb19c"}]`), so the token's transfers are the rows whose amounts name it
 * (for a collection, name one of its items); each is read back exactly. The identifier is checked before it gets
 * here (letters, digits and dashes: no LIKE wildcard can be in it).
 */
function transfersOf(db: Kysely<HistoryDb>, network: NetworkId, denom: string) {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(denom)) throw new Error('token identifier: letters, digits and dashes only')
  // The name up to its closing quote (`-01` is not `-0102`), and for a token or collection its items' prefix.
  const names = [`"denom":"${denom}"`, ...(shardedItem(denom) ? [] : [`"denom":"${denom}-`])]
  return db
    .selectFrom('txs')
    .where('network', '=', network)
    .where((eb) =>
      eb.or(
        names.map((named) =>
          eb.and([
            eb('amounts', 'like', `%${named}%`),
            // SQLite's LIKE ignores case; replace() does not, on either engine (`usds-2EB19C` is another token).
            eb(sql<string>`replace(amounts, ${named}, '')`, '<>', sql.ref<string>('amounts')),
          ]),
        ),
      ),
    )
    .orderBy('height', 'desc')
    .orderBy('idx', 'desc')
}

const coinsOf = (json: string): Coin[] => {
  try {
    const coins = JSON.parse(json) as unknown
    return Array.isArray(coins) ? (coins as Coin[]).filter((c) => /^\d+$/.test(String(c?.amount))) : []
  } catch {
    return []
  }
}

/**
 * What a transaction moved of the token, exactly: the sum of its coins of that denomination. On a collection's
 * page, the first item it moved (a multi-item transfer shows that one; its transaction page shows them all).
 */
const amountOf = (json: string, denom: string): { amount: string; item?: string } | undefined => {
  const coins = coinsOf(json).filter((c) => matches(denom)(c.denom))
  const first = coins[0]
  if (!first) return undefined
  const amount = coins.filter((c) => c.denom === first.denom).reduce((s, c) => s + BigInt(c.amount), 0n)
  return { amount: amount.toString(), ...(first.denom !== denom && { item: first.denom }) }
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
    const moved = amountOf(t.amounts, denom)
    return {
      height: t.height.toString(),
      idx: Number(t.idx),
      hash: t.hash,
      ...(t.time !== null && { time: Number(t.time) }),
      ...(s.from && { from: s.from }),
      ...(s.to && { to: s.to }),
      ...(moved && { amount: moved.amount }),
      ...(moved?.item && { item: moved.item }),
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

/**
 * A collection's items among its latest indexed transfers (HOLDER_SCAN), by nonce: how many transfers of each the
 * index recorded there, and the latest height. Empty for a fungible token and for an item.
 */
export async function collectionItems(
  db: Kysely<HistoryDb>,
  network: NetworkId,
  collection: string,
): Promise<CollectionItemRow[]> {
  if (shardedItem(collection)) return []
  const rows = await transfersOf(db, network, collection).select(['height', 'amounts']).limit(HOLDER_SCAN).execute()
  const items = new Map<string, CollectionItemRow>()
  for (const r of rows)
    for (const id of new Set(coinsOf(r.amounts).map((c) => c.denom)))
      if (id.startsWith(`${collection}-`) && shardedItem(id)) {
        const it = items.get(id) ?? { id, transfers: 0, lastHeight: r.height.toString() }
        it.transfers++
        items.set(id, it)
      }
  return [...items.values()].sort((a, b) => {
    const [x, y] = [shardedItem(a.id)!.nonce, shardedItem(b.id)!.nonce]
    return x < y ? -1 : x > y ? 1 : 0
  })
}
