import 'server-only'
import type { Transaction } from 'kysely'
import { ACCOUNT_ROLES, BUCKETS, bucketDeltas, bucketStart, DAY_MS, type BucketDelta } from './rows'
import type { HistoryDb } from './schema'
import { addDeltas, chunks } from './stats'

type Trx = Transaction<HistoryDb>

const ACCOUNT_ROLE = new RegExp(`(^|,)(${[...ACCOUNT_ROLES].join('|')})(,|$)`)

/**
 * Discard every block above `fork` (orphans of a chain the gateway no longer serves) with its transactions and
 * account rows, then rebuild the hour and day figures those blocks touched from what remains. Rewinds happen
 * near the head, so the rebuild reads at most a day of blocks.
 */
export async function discardAbove(trx: Trx, network: string, fork: bigint): Promise<number> {
  const span = await trx
    .selectFrom('blocks')
    .select((eb) => [eb.fn.min('time').as('t0'), eb.fn.countAll<bigint>().as('n')])
    .where('network', '=', network)
    .where('height', '>', fork)
    .executeTakeFirst()
  const n = Number(span?.n ?? 0n)
  if (n === 0) return 0
  await trx.deleteFrom('tx_accounts').where('network', '=', network).where('height', '>', fork).execute()
  await trx.deleteFrom('token_moves').where('network', '=', network).where('height', '>', fork).execute()
  await trx.deleteFrom('txs').where('network', '=', network).where('height', '>', fork).execute()
  await trx.deleteFrom('blocks').where('network', '=', network).where('height', '>', fork).execute()
  await trx.deleteFrom('first_seen').where('network', '=', network).where('height', '>', fork).execute()
  const t0 = span?.t0 ?? null
  if (t0 === null) return n
  const t0n = BigInt(t0 as bigint)
  // Bucket figures from the first affected hour (day) on are rebuilt from the blocks that remain.
  for (const { bucket, ms } of BUCKETS) {
    const from = bucketStart(t0n, ms)
    await trx
      .deleteFrom('stats')
      .where('network', '=', network)
      .where('bucket', '=', bucket)
      .where('t', '>=', from)
      .execute()
    await trx
      .deleteFrom('stat_accounts')
      .where('network', '=', network)
      .where('bucket', '=', bucket)
      .where('t', '>=', from)
      .execute()
  }
  const dayFrom = bucketStart(t0n, DAY_MS)
  const kept = await trx
    .selectFrom('blocks')
    .select(['height', 'time', 'tx_count', 'fees'])
    .where('network', '=', network)
    .where('time', '>=', dayFrom)
    .orderBy('height')
    .execute()
  const addresses = new Map<bigint, Set<string>>()
  for (const part of chunks(kept.map((b) => b.height)))
    for (const r of await trx
      .selectFrom('tx_accounts')
      .select(['height', 'address', 'roles'])
      .where('network', '=', network)
      .where('height', 'in', part)
      .execute()) {
      if (!ACCOUNT_ROLE.test(r.roles)) continue
      let s = addresses.get(r.height)
      if (!s) addresses.set(r.height, (s = new Set()))
      s.add(r.address)
    }
  const deltas = bucketDeltas(
    kept.map((b) => ({
      height: b.height,
      ...(b.time !== null && { time: Number(b.time) }),
      txs: Number(b.tx_count),
      fees: BigInt(b.fees),
      addresses: addresses.get(b.height) ?? new Set<string>(),
    })),
  )
  // Only the buckets that were cleared: earlier hours of the fork's day still hold their own figures.
  const rebuilt = new Map<string, BucketDelta>()
  for (const [k, d] of deltas) if (d.t >= bucketStart(t0n, d.bucket === 'h' ? 3_600_000 : DAY_MS)) rebuilt.set(k, d)
  await addDeltas(trx, network, rebuilt, new Map())
  // New accounts of the rebuilt buckets: the first appearances that remain in them.
  const firsts = await trx
    .selectFrom('first_seen')
    .select(['time'])
    .where('network', '=', network)
    .where('time', '>=', dayFrom)
    .execute()
  const counts = new Map<string, bigint>()
  for (const f of firsts) {
    if (f.time === null) continue
    for (const { bucket, ms } of BUCKETS) {
      const t = bucketStart(f.time, ms)
      if (t < bucketStart(t0n, ms)) continue
      const k = `${bucket}:${t}`
      counts.set(k, (counts.get(k) ?? 0n) + 1n)
    }
  }
  for (const [k, c] of counts) {
    const [bucket, t] = k.split(':') as [string, string]
    await trx
      .updateTable('stats')
      .set({ new_accounts: c })
      .where('network', '=', network)
      .where('bucket', '=', bucket)
      .where('t', '=', BigInt(t))
      .execute()
  }
  return n
}
