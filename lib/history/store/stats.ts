import 'server-only'
import type { Kysely, Transaction } from 'kysely'
import { BUCKETS, bucketKey, bucketStart, type BucketDelta } from './rows'
import type { HistoryDb } from './schema'

type Db = Kysely<HistoryDb> | Transaction<HistoryDb>

/** Rows per multi-row statement: far under SQLite's and PostgreSQL's bound on parameters. */
export const CHUNK = 400

export function chunks<T>(xs: readonly T[], n = CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n))
  return out
}

const big = (v: bigint | null | undefined) => v ?? 0n
const minOf = (a: bigint | null, b: bigint) => (a === null || b < a ? b : a)
const maxOf = (a: bigint | null, b: bigint) => (a === null || b > a ? b : a)

/**
 * Add bucket deltas: distinct active accounts through `stat_accounts` (a row inserted is an account new to the
 * bucket), new accounts through `first_seen` (an address seen earlier than before moves its count to the
 * earlier bucket), the rest summed. Callers hold the network's write lock, so read-modify-write is safe.
 */
export async function addDeltas(
  trx: Db,
  network: string,
  deltas: Map<string, BucketDelta>,
  firsts: Map<string, { height: bigint; time: bigint }>,
): Promise<void> {
  const active = new Map<string, bigint>()
  const rows = [...deltas.values()].flatMap((d) =>
    [...d.addresses].map((address) => ({ network, bucket: d.bucket, t: d.t, address })),
  )
  for (const part of chunks(rows)) {
    const inserted = await trx
      .insertInto('stat_accounts')
      .values(part)
      .onConflict((oc) => oc.doNothing())
      .returning(['bucket', 't'])
      .execute()
    for (const r of inserted) {
      const k = bucketKey(r.bucket, r.t)
      active.set(k, (active.get(k) ?? 0n) + 1n)
    }
  }
  const newAccounts = await firstSeen(trx, network, firsts)
  const keys = new Set([...deltas.keys(), ...newAccounts.keys()])
  for (const k of keys) {
    const [bucket, tRaw] = k.split(':') as [string, string]
    const t = BigInt(tRaw)
    const d = deltas.get(k)
    const cur = await trx
      .selectFrom('stats')
      .selectAll()
      .where('network', '=', network)
      .where('bucket', '=', bucket)
      .where('t', '=', t)
      .executeTakeFirst()
    const next = {
      tx_count: big(cur?.tx_count) + (d?.txs ?? 0n),
      block_count: big(cur?.block_count) + (d?.blocks ?? 0n),
      fees: (BigInt(cur?.fees ?? '0') + (d?.fees ?? 0n)).toString(),
      active: big(cur?.active) + (active.get(k) ?? 0n),
      new_accounts: big(cur?.new_accounts) + (newAccounts.get(k) ?? 0n),
      min_height: d ? minOf(cur?.min_height ?? null, d.minHeight) : (cur?.min_height ?? null),
      max_height: d ? maxOf(cur?.max_height ?? null, d.maxHeight) : (cur?.max_height ?? null),
      min_time: cur?.min_time ?? null,
      max_time: cur?.max_time ?? null,
    }
    if (d) {
      next.min_time = next.min_height === d.minHeight ? d.minTime : (cur?.min_time ?? null)
      next.max_time = next.max_height === d.maxHeight ? d.maxTime : (cur?.max_time ?? null)
    }
    if (cur) {
      await trx
        .updateTable('stats')
        .set(next)
        .where('network', '=', network)
        .where('bucket', '=', bucket)
        .where('t', '=', t)
        .execute()
    } else
      await trx
        .insertInto('stats')
        .values({ network, bucket, t, ...next })
        .execute()
  }
}

/**
 * Record first appearances; answers the new-account count change per bucket. Backfill runs newest first, so an
 * address often turns up earlier than it was first seen: its count moves from the later bucket to the earlier.
 */
async function firstSeen(
  trx: Db,
  network: string,
  firsts: Map<string, { height: bigint; time: bigint }>,
): Promise<Map<string, bigint>> {
  const change = new Map<string, bigint>()
  const bump = (time: bigint | null, by: bigint) => {
    if (time === null) return
    for (const { bucket, ms } of BUCKETS) {
      const k = bucketKey(bucket, bucketStart(time, ms))
      change.set(k, (change.get(k) ?? 0n) + by)
    }
  }
  for (const part of chunks([...firsts.keys()])) {
    const known = new Map(
      (
        await trx
          .selectFrom('first_seen')
          .select(['address', 'height', 'time'])
          .where('network', '=', network)
          .where('address', 'in', part)
          .execute()
      ).map((r) => [r.address, r]),
    )
    const fresh: { network: string; address: string; height: bigint; time: bigint }[] = []
    for (const address of part) {
      const f = firsts.get(address)!
      const k = known.get(address)
      if (!k) {
        fresh.push({ network, address, height: f.height, time: f.time })
        bump(f.time, 1n)
      } else if (f.height < k.height) {
        await trx
          .updateTable('first_seen')
          .set({ height: f.height, time: f.time })
          .where('network', '=', network)
          .where('address', '=', address)
          .execute()
        bump(k.time, -1n)
        bump(f.time, 1n)
      }
    }
    if (fresh.length) await trx.insertInto('first_seen').values(fresh).execute()
  }
  return change
}
