import 'server-only'
import { Gauge } from 'prom-client'
import type { NetworkId } from '@/lib/networks'
import type { HistoryStore } from '@/lib/history/store'
import { FastCounter, type CounterChild } from './fast'
import { threadRegistry } from './registry'

let rewinds: FastCounter | undefined
const rewindChildren = new Map<NetworkId, CounterChild>()

function rewindCounter(network: NetworkId): CounterChild {
  rewinds ??= new FastCounter(
    'explorer_index_rewinds_total',
    'Times the index discarded orphaned blocks (a fork, or a chain that restarted), by network.',
    threadRegistry(),
  )
  let c = rewindChildren.get(network)
  if (!c) rewindChildren.set(network, (c = rewinds.child({ network })))
  return c
}

/** The follower discarded orphans (lib/history/follower.ts). */
export const countRewind = (network: NetworkId): void => rewindCounter(network).inc()

/** The head each follower of this process last read (the database keeps only the one read at its start). */
const heads = new Map<NetworkId, bigint>()
export const noteHead = (network: NetworkId, head: bigint): void => void heads.set(network, head)

/**
 * How far the index has got per network, read from the database at scrape time (what the index page shows): its
 * height and the head it last saw, the delay between them in blocks and in seconds (the newest indexed block's
 * age), blocks left to read back, and gaps (ranges the gateway no longer serves).
 */
export function watchIndex(o: { store: HistoryStore; networks: () => NetworkId[]; clock?: () => number }): void {
  const registers = [threadRegistry()]
  const clock = o.clock ?? Date.now
  for (const n of o.networks()) rewindCounter(n)
  type Row = { height?: bigint; head?: bigint; ageS?: number; backfill: bigint; gaps: number }
  let last: { at: number; rows: Map<NetworkId, Row> } | undefined
  // The gauges are collected one after the other within one scrape: the database is read once for all of them.
  const read = async (): Promise<Map<NetworkId, Row>> => {
    if (last && performance.now() - last.at < 500) return last.rows
    const rows = new Map<NetworkId, Row>()
    for (const n of o.networks()) {
      const s = await o.store.sync(n)
      const top =
        s.top === undefined
          ? undefined
          : await o.store.db
              .selectFrom('blocks')
              .select('time')
              .where('network', '=', n)
              .where('height', '=', s.top)
              .executeTakeFirst()
      const seen = [heads.get(n), s.head].filter((h) => h !== undefined)
      rows.set(n, {
        height: s.top,
        head: seen.length ? seen.reduce((a, b) => (a > b ? a : b)) : undefined,
        ageS: top?.time != null ? Math.max(0, (clock() - Number(top.time)) / 1000) : undefined,
        backfill: s.pending.reduce((sum, r) => sum + (r.hi - r.lo + 1n), 0n),
        gaps: s.gaps.length,
      })
    }
    last = { at: performance.now(), rows }
    return rows
  }
  const gauge = (name: string, help: string, value: (r: Row) => number | bigint | undefined) =>
    new Gauge({
      name,
      help,
      labelNames: ['network'],
      registers,
      async collect() {
        this.reset()
        for (const [network, r] of await read()) {
          const v = value(r)
          if (v !== undefined) this.set({ network }, Number(v))
        }
      },
    })
  gauge('explorer_index_height', 'Highest block height the index holds, by network.', (r) => r.height)
  gauge('explorer_index_head', "The gateway's head height as the indexer last read it, by network.", (r) => r.head)
  gauge('explorer_index_delay_blocks', 'Blocks between the head and the highest indexed block.', (r) =>
    r.head !== undefined && r.height !== undefined ? (r.head > r.height ? r.head - r.height : 0n) : undefined,
  )
  gauge(
    'explorer_index_delay_seconds',
    'Age of the highest indexed block (its block time to now): about one block interval when caught up.',
    (r) => r.ageS,
  )
  gauge('explorer_index_backfill_blocks', 'Blocks below the indexed top still to be read back.', (r) => r.backfill)
  gauge(
    'explorer_index_gaps',
    'Ranges of heights the index will not hold (the gateway no longer serves them).',
    (r) => r.gaps,
  )
}
