import 'server-only'
import { Backoff, sleep } from '@/lib/live/backoff'
import type { NetworkId } from '@/lib/networks'
import type { BlockSource } from './sources'
import type { HistoryStore, Range } from './store'
import type { ExtractedBlock } from './types'

export interface BackfillOptions {
  network: NetworkId
  store: HistoryStore
  source: BlockSource
  signal: AbortSignal
  concurrency: number
  batch: number
  keepFrom?: () => number | undefined
  /** Read back at most this many blocks below the indexed top; what lies below is left unread. */
  depth?: number
  log: (line: string) => void
  backoff?: { initialMs?: number; maxMs?: number }
  /** Hands over a function that ends an idle wait (new heights to read). */
  onWake(wake: () => void): void
  /** The blocks above a batch are not its children: the head loop must check the index against the gateway. */
  onBroken(): void
}

const fmt = (n: bigint) => n.toLocaleString('en-US')

/** A read tried a few times over a second before it fails its batch: one flaky call must not undo the batch. */
export async function retrying<T>(read: () => Promise<T>, signal: AbortSignal, tries = 4): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await read()
    } catch (err) {
      if (i >= tries || signal.aborted) throw err
      if (!(await sleep(100 * 2 ** i, signal))) throw err
    }
  }
}

/** Read `heights` (descending) with at most `concurrency` reads in flight; results in the same order. */
async function readAll(source: BlockSource, heights: bigint[], concurrency: number, signal: AbortSignal) {
  const out: (ExtractedBlock | null)[] = new Array(heights.length)
  let i = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, heights.length) }, async () => {
      while (i < heights.length) {
        const k = i++
        out[k] = await retrying(() => source.block(heights[k]!, signal), signal)
      }
    }),
  )
  return out
}

/**
 * Reads pending heights newest first, a batch per database transaction (with the range's new bound, so a crash
 * loses nothing and repeats nothing). A height the gateway no longer serves ends its range: what is below it is
 * recorded as a gap, said in words where the history is shown.
 */
export async function runBackfill(o: BackfillOptions): Promise<void> {
  const { network, store, source, signal } = o
  const backoff = new Backoff({ initialMs: 500, maxMs: 15_000, ...o.backoff })
  let idle: (() => void) | undefined
  o.onWake(() => idle?.())
  let lastLog = 0
  while (!signal.aborted) {
    try {
      const s = await store.sync(network)
      const range: Range | undefined = s.pending[0]
      if (!range) {
        await Promise.race([sleep(5000, signal), new Promise<void>((resolve) => (idle = resolve))])
        idle = undefined
        continue
      }
      const floor = o.depth !== undefined && s.top !== undefined ? s.top - BigInt(o.depth) + 1n : undefined
      if (floor !== undefined && range.hi < floor) {
        await store.commitBackfill(network, range, [], range.lo - 1n)
        o.log(
          `[index] ${network}: heights ${fmt(range.lo)} to ${fmt(range.hi)} left unread (INDEX_BACKFILL_BLOCKS=${o.depth})`,
        )
        continue
      }
      const batchLo = range.hi - BigInt(o.batch) + 1n > range.lo ? range.hi - BigInt(o.batch) + 1n : range.lo
      const lo = floor !== undefined && batchLo < floor ? floor : batchLo
      const heights: bigint[] = []
      for (let h = range.hi; h >= lo; h--) heights.push(h)
      const got = await readAll(source, heights, o.concurrency, signal)
      if (signal.aborted) return
      const keepFrom = o.keepFrom?.()
      const blocks: ExtractedBlock[] = []
      let stop: { at: bigint; why: 'pruned' | 'retention' } | undefined
      for (let i = 0; i < got.length; i++) {
        const b = got[i]
        if (!b) {
          stop = { at: heights[i]!, why: 'pruned' }
          break
        }
        if (keepFrom !== undefined && b.time !== undefined && b.time < keepFrom) {
          stop = { at: heights[i]!, why: 'retention' }
          break
        }
        blocks.push(b)
      }
      // The batch must hang below what is indexed above it.
      const above = await store.blockRef(network, range.hi + 1n)
      const top = blocks[0]
      if (above?.parentHash && top?.hash && above.parentHash !== top.hash) {
        o.log(
          `[index] ${network}: block ${range.hi} is not the parent of the indexed ${range.hi + 1n}; checking the index`,
        )
        o.onBroken()
        if (!(await sleep(1000, signal))) return
        continue
      }
      for (let i = 1; i < blocks.length; i++)
        if (blocks[i]!.hash && blocks[i - 1]!.parentHash && blocks[i]!.hash !== blocks[i - 1]!.parentHash)
          throw new Error(`blocks ${blocks[i]!.height} and ${blocks[i - 1]!.height} do not link (the chain moved)`)
      const nextHi = stop ? stop.at : lo - 1n
      if (!(await store.commitBackfill(network, range, blocks, stop ? stop.at : nextHi))) {
        o.log(
          `[index] ${network}: heights ${fmt(range.lo)} to ${fmt(range.hi)} changed while read (a rewind, or heights added); reading again`,
        )
        continue
      }
      if (stop?.why === 'pruned' && stop.at >= range.lo) {
        await store.noteGap(network, { lo: range.lo, hi: stop.at }, stop.at, 'pruned')
        o.log(
          `[index] ${network}: no history between heights ${fmt(range.lo)} and ${fmt(stop.at)}: the gateway had pruned them`,
        )
      } else if (stop?.why === 'retention') {
        await store.commitBackfill(network, { lo: range.lo, hi: stop.at }, [], range.lo - 1n)
        o.log(`[index] ${network}: reached blocks older than the retention period at ${fmt(stop.at)}`)
      }
      backoff.reset()
      if (Date.now() - lastLog > 10_000 || !s.pending[1]) {
        lastLog = Date.now()
        const st = await store.status(network)
        o.log(
          `[index] ${network}: indexed ${fmt(BigInt(st.blocks))} of ${fmt(BigInt(st.target ?? st.blocks))} blocks` +
            (st.backfilling ? ` (reading back from ${fmt(nextHi)})` : ''),
        )
      }
    } catch (err) {
      if (signal.aborted) return
      const wait = backoff.next()
      o.log(
        `[index] ${network} backfill: ${err instanceof Error ? err.message : String(err)}; retrying in ${(wait / 1000).toFixed(1)} s`,
      )
      if (!(await sleep(wait, signal))) return
    }
  }
}
