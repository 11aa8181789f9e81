import 'server-only'
import type { Kysely } from 'kysely'
import type { NetworkId } from '@/lib/networks'
import type { BlockRef } from './index'
import type { HistoryDb } from './schema'

/** The indexed block at a height, as the fork search compares it with the gateway's. */
export async function blockRef(
  db: Kysely<HistoryDb>,
  network: NetworkId,
  height: bigint,
): Promise<BlockRef | undefined> {
  const r = await db
    .selectFrom('blocks')
    .select(['height', 'hash', 'parent_hash'])
    .where('network', '=', network)
    .where('height', '=', height)
    .executeTakeFirst()
  return r && { height: r.height, hash: r.hash, parentHash: r.parent_hash }
}

/**
 * The indexed height nearest `h` on one side of it: the lowest at or above (`up`) or the highest at or below
 * (`down`). The index has holes (heights still to read back, pruned ones), so the fork search steps over them.
 */
export async function nearestHeight(
  db: Kysely<HistoryDb>,
  network: NetworkId,
  h: bigint,
  side: 'up' | 'down',
): Promise<bigint | undefined> {
  const r = await db
    .selectFrom('blocks')
    .select('height')
    .where('network', '=', network)
    .where('height', side === 'up' ? '>=' : '<=', h)
    .orderBy('height', side === 'up' ? 'asc' : 'desc')
    .limit(1)
    .executeTakeFirst()
  return r?.height
}
