import 'server-only'
import type { Kysely } from 'kysely'
import type { NetworkId } from '@/lib/networks'
import type { ExtractedBlock, Gap, IndexStatus } from '../types'
import type { OpenDb } from './open'
import { blockRef, nearestHeight } from './block-refs'
import { accountHistory, accountTypes, activityPoints, type HistoryQuery } from './read'
import { discardAbove } from './rewind'
import type { HistoryDb } from './schema'
import { insertBlocks } from './write'

export interface Range {
  lo: bigint
  hi: bigint
}

export interface SyncView {
  top?: bigint
  head?: bigint
  low?: bigint
  /** Heights still to read, highest range first. */
  pending: Range[]
  gaps: (Range & { reason: string })[]
}

export interface BlockRef {
  height: bigint
  hash: string | null
  parentHash: string | null
}

/**
 * The index's store: one typed query layer over SQLite or PostgreSQL. Writes of one network are serialised in
 * this process (the followers of a network run on one instance: the Redis lease), and every write commits in one
 * database transaction with the sync state it implies, so a crash leaves either all of a batch or none.
 */
export class HistoryStore {
  readonly db: Kysely<HistoryDb>
  readonly engine: OpenDb['engine']
  private locks = new Map<string, Promise<unknown>>()

  constructor(
    private readonly open: OpenDb,
    private readonly denomOf: (n: NetworkId) => string,
    /** Runs inside each block-writing transaction after its rows are written (the crash tests stop there). */
    private readonly inTransaction?: (network: NetworkId) => Promise<void>,
  ) {
    this.db = open.db
    this.engine = open.engine
  }

  close(): Promise<void> {
    return this.open.close()
  }

  /** Run `fn` after every earlier write of the network has finished. */
  private locked<T>(network: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.locks.get(network) ?? Promise.resolve()
    const run = prev.then(fn, fn)
    this.locks.set(
      network,
      run.catch(() => {}),
    )
    return run
  }

  async sync(network: NetworkId): Promise<SyncView> {
    const db = this.db
    const [s, low, pending, gaps] = await Promise.all([
      db.selectFrom('sync_state').selectAll().where('network', '=', network).executeTakeFirst(),
      db
        .selectFrom('blocks')
        .select('height')
        .where('network', '=', network)
        .orderBy('height')
        .limit(1)
        .executeTakeFirst(),
      db.selectFrom('backfill').select(['lo', 'hi']).where('network', '=', network).orderBy('hi', 'desc').execute(),
      db
        .selectFrom('gaps')
        .select(['lo', 'hi', 'reason'])
        .where('network', '=', network)
        .orderBy('lo', 'desc')
        .execute(),
    ])
    return {
      ...(s?.top != null && { top: s.top }),
      ...(s?.head != null && { head: s.head }),
      ...(low && { low: low.height }),
      pending,
      gaps,
    }
  }

  private async setState(db: Kysely<HistoryDb>, network: string, set: { top?: bigint | null; head?: bigint }) {
    const now = BigInt(Date.now())
    await db
      .insertInto('sync_state')
      .values({ network, top: set.top ?? null, head: set.head ?? null, updated_at: now })
      .onConflict((oc) => oc.column('network').doUpdateSet({ ...set, updated_at: now }))
      .execute()
  }

  setHead(network: NetworkId, head: bigint): Promise<void> {
    return this.locked(network, () => this.setState(this.db, network, { head }))
  }

  /** Blocks following the head, oldest first: inserted with the new top in one transaction. */
  commitForward(network: NetworkId, blocks: ExtractedBlock[]): Promise<bigint[]> {
    return this.locked(network, () =>
      this.db.transaction().execute(async (trx) => {
        const done = await insertBlocks(trx, network, blocks, this.denomOf(network))
        await this.inTransaction?.(network)
        const top = blocks.reduce((m, b) => (b.height > m ? b.height : m), -1n)
        if (top >= 0n) await this.setState(trx, network, { top })
        return done
      }),
    )
  }

  /**
   * Backfilled blocks of `range` (its highest part, newest first) and how far the range now reaches: its `hi`
   * becomes `nextHi`, or it is done when `nextHi` is below its `lo`. Undefined, and nothing written, when the
   * range is no longer pending as read: a rewind meanwhile (the blocks may be orphans, and a range made again
   * from the same `lo` must not lose its heights to this batch's bound) or heights merged into it.
   */
  commitBackfill(
    network: NetworkId,
    range: Range,
    blocks: ExtractedBlock[],
    nextHi: bigint,
  ): Promise<bigint[] | undefined> {
    return this.locked(network, () =>
      this.db.transaction().execute(async (trx) => {
        const now = await trx
          .selectFrom('backfill')
          .select('hi')
          .where('network', '=', network)
          .where('lo', '=', range.lo)
          .executeTakeFirst()
        if (now?.hi !== range.hi) return undefined
        const done = await insertBlocks(trx, network, blocks, this.denomOf(network))
        await this.inTransaction?.(network)
        const q = trx.deleteFrom('backfill').where('network', '=', network).where('lo', '=', range.lo)
        if (nextHi < range.lo) await q.execute()
        else
          await trx
            .updateTable('backfill')
            .set({ hi: nextHi })
            .where('network', '=', network)
            .where('lo', '=', range.lo)
            .execute()
        return done
      }),
    )
  }

  /** Heights to read later, newest first; overlapping what is pending already is merged away. */
  addPending(network: NetworkId, r: Range): Promise<void> {
    return this.locked(network, async () => {
      if (r.hi < r.lo) return
      await this.db.transaction().execute(async (trx) => {
        const overlap = await trx
          .selectFrom('backfill')
          .select(['lo', 'hi'])
          .where('network', '=', network)
          .where('lo', '<=', r.hi + 1n)
          .where('hi', '>=', r.lo - 1n)
          .execute()
        const lo = overlap.reduce((m, o) => (o.lo < m ? o.lo : m), r.lo)
        const hi = overlap.reduce((m, o) => (o.hi > m ? o.hi : m), r.hi)
        for (const o of overlap)
          await trx.deleteFrom('backfill').where('network', '=', network).where('lo', '=', o.lo).execute()
        await trx.insertInto('backfill').values({ network, lo, hi }).execute()
      })
    })
  }

  /** The gateway no longer serves `lo..hi` of a pending range: say so, and stop waiting for them. */
  noteGap(network: NetworkId, range: Range, hi: bigint, reason: Gap['reason']): Promise<void> {
    return this.locked(network, () =>
      this.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('backfill').where('network', '=', network).where('lo', '=', range.lo).execute()
        await trx
          .insertInto('gaps')
          .values({ network, lo: range.lo, hi, reason, noted_at: BigInt(Date.now()) })
          .onConflict((oc) => oc.columns(['network', 'lo']).doUpdateSet({ hi, reason }))
          .execute()
      }),
    )
  }

  /**
   * Discard everything above `fork` (orphaned blocks, or a chain the gateway no longer has) and set the top
   * there; pending ranges and gaps above it go too. Answers how many blocks were discarded.
   */
  rewind(network: NetworkId, fork: bigint): Promise<number> {
    return this.locked(network, () =>
      this.db.transaction().execute(async (trx) => {
        const n = await discardAbove(trx, network, fork)
        for (const t of ['backfill', 'gaps'] as const) {
          await trx.deleteFrom(t).where('network', '=', network).where('lo', '>', fork).execute()
          await trx.updateTable(t).set({ hi: fork }).where('network', '=', network).where('hi', '>', fork).execute()
        }
        await this.setState(trx, network, { top: fork < 0n ? null : fork })
        return n
      }),
    )
  }

  /**
   * Retention: drop blocks older than `before` (epoch ms) with their transactions and account rows. The hour and
   * day figures stay (they are small and the charts' "all" range reads them).
   */
  prune(network: NetworkId, before: number): Promise<number> {
    return this.locked(network, () =>
      this.db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('blocks')
          .select('height')
          .where('network', '=', network)
          .where('time', '<', BigInt(before))
          .orderBy('height', 'desc')
          .limit(1)
          .executeTakeFirst()
        if (!last) return 0
        const h = last.height
        await trx.deleteFrom('tx_accounts').where('network', '=', network).where('height', '<=', h).execute()
        await trx.deleteFrom('token_moves').where('network', '=', network).where('height', '<=', h).execute()
        await trx.deleteFrom('txs').where('network', '=', network).where('height', '<=', h).execute()
        const r = await trx
          .deleteFrom('blocks')
          .where('network', '=', network)
          .where('height', '<=', h)
          .executeTakeFirst()
        // Distinct-account rows only matter while a bucket can still gain blocks.
        await trx
          .deleteFrom('stat_accounts')
          .where('network', '=', network)
          .where('t', '<', BigInt(before - 86_400_000))
          .execute()
        for (const t of ['backfill', 'gaps'] as const)
          await trx.deleteFrom(t).where('network', '=', network).where('hi', '<=', h).execute()
        return Number(r.numDeletedRows)
      }),
    )
  }

  blockRef(network: NetworkId, height: bigint): Promise<BlockRef | undefined> {
    return blockRef(this.db, network, height)
  }
  lowestAtOrAbove(network: NetworkId, h: bigint) {
    return nearestHeight(this.db, network, h, 'up')
  }
  highestAtOrBelow(network: NetworkId, h: bigint) {
    return nearestHeight(this.db, network, h, 'down')
  }
  accountHistory(q: HistoryQuery) {
    return accountHistory(this.db, q)
  }
  accountTypes(network: NetworkId, address: string) {
    return accountTypes(this.db, network, address)
  }
  activity(network: NetworkId, bucket: 'h' | 'd', from: number) {
    return activityPoints(this.db, network, bucket, from)
  }

  /** How far the index has got, in figures the page turns into words. */
  async status(network: NetworkId, retentionDays?: number): Promise<Omit<IndexStatus, 'indexed' | 'reason'>> {
    const s = await this.sync(network)
    const pendingSum = s.pending.reduce((n, r) => n + (r.hi - r.lo + 1n), 0n)
    const aimLow = [s.low, ...s.pending.map((r) => r.lo)].reduce<bigint | undefined>(
      (m, v) => (v === undefined ? m : m === undefined || v < m ? v : m),
      undefined,
    )
    // Gaps inside the span (an outage longer than the gateway's history) are not aimed for; those below it are
    // where the index starts.
    const gapSum = s.gaps
      .filter((g) => aimLow !== undefined && g.lo >= aimLow)
      .reduce((n, r) => n + (r.hi - r.lo + 1n), 0n)
    const target = s.top !== undefined && aimLow !== undefined ? s.top - aimLow + 1n - gapSum : 0n
    const row = await this.db
      .selectFrom('sync_state')
      .select('updated_at')
      .where('network', '=', network)
      .executeTakeFirst()
    return {
      network,
      ...(s.top !== undefined && { top: s.top.toString() }),
      ...(s.low !== undefined && { low: s.low.toString() }),
      blocks: (target - pendingSum > 0n ? target - pendingSum : 0n).toString(),
      ...(target > 0n && { target: target.toString() }),
      backfilling: s.pending.length > 0,
      gaps: s.gaps.map((g) => ({ lo: g.lo.toString(), hi: g.hi.toString(), reason: 'pruned' as const })),
      ...(retentionDays !== undefined && { retentionDays }),
      ...(row && { updatedAt: Number(row.updated_at) }),
    }
  }
}
