import 'server-only'
import { setMaxListeners } from 'node:events'
import { Backoff, sleep } from '@/lib/live/backoff'
import { countRewind, noteHead } from '@/lib/metrics/index-metrics'
import type { NetworkId } from '@/lib/networks'
import { retrying, runBackfill } from './backfill'
import { findFork, sameBlock } from './fork'
import type { BlockSource } from './sources'
import type { HistoryStore } from './store'
import type { ExtractedBlock } from './types'

export interface FollowerOptions {
  network: NetworkId
  store: HistoryStore
  source: BlockSource
  /** The backfill's reader, when it differs (one that keeps old blocks out of the proxy's cache). */
  backfillSource?: BlockSource
  /** Nominal block interval: how often to look for the next block. */
  intervalMs: number
  /** Further behind the head than this at start, the missed heights are backfilled newest first instead. */
  catchUpMax?: number
  /** Blocks read at once while catching up or backfilling. */
  concurrency?: number
  /** Blocks per database transaction while backfilling. */
  batch?: number
  /** Blocks older than this (epoch ms) are not read (INDEX_RETENTION_DAYS). */
  keepFrom?: () => number | undefined
  /** Read back at most this many blocks below the indexed top (INDEX_BACKFILL_BLOCKS). */
  depth?: number
  /** Blocks indexed at the head, as they come (server-side watches). */
  onBlocks?: (network: NetworkId, blocks: ExtractedBlock[]) => void
  log?: (line: string) => void
  backoff?: { initialMs?: number; maxMs?: number }
}

export interface Follower {
  stop(): Promise<void>
  /** Resolves once both loops have exited (tests). */
  readonly done: Promise<void>
}

/**
 * One network's indexer: a loop following the head block by block (in order, so every block's parent is checked
 * against the index) and a backfill loop reading older heights newest first. A lower head than indexed, or a
 * different block at an indexed height, discards the orphans down to where both chains agree and reads again.
 */
export function startFollower(o: FollowerOptions): Follower {
  const abort = new AbortController()
  const { signal } = abort
  // Every gateway call in flight listens to it.
  setMaxListeners(1000, signal)
  const { network, store, source } = o
  const log = o.log ?? (() => {})
  const catchUpMax = BigInt(o.catchUpMax ?? 120)
  const concurrency = o.concurrency ?? 4
  const state = { next: undefined as bigint | undefined, recheck: false, wake: () => {} }

  /** Discard down to the fork at or below `from`; answers where to read on from. */
  async function rewindFrom(from: bigint, why: string): Promise<bigint> {
    const { fork, compared, lowest } = await findFork(network, store, source, from, signal)
    const to = fork ?? source.first - 1n
    const n = await store.rewind(network, to)
    const heights = `${compared} height${compared === 1 ? '' : 's'} compared`
    const kept =
      fork !== undefined
        ? `both agree up to ${fork} (${heights}): kept the indexed blocks up to it`
        : lowest !== undefined
          ? `no indexed block agrees with the gateway's (${heights}, down to the lowest indexed, ${lowest}): kept none`
          : `nothing indexed at or below ${from}`
    countRewind(network)
    log(
      `[index] ${network}: ${why}; ${kept}, discarded ${n} orphaned block${n === 1 ? '' : 's'} above ${to}, reading them again`,
    )
    return to
  }

  /**
   * A head below the indexed top is believed only when the gateway no longer has the top block as indexed: a
   * head answer can be a moment older than a block answer (each is cached on its own).
   */
  async function orphaned(top: bigint): Promise<boolean> {
    const stored = await store.blockRef(network, top)
    if (!stored) return false
    const got = await source.ref(top, signal)
    return !got || !sameBlock(stored, got)
  }

  /** Where to follow from: the head read now against the index as it is. */
  async function resume(): Promise<bigint> {
    const head = await source.head(signal)
    await store.setHead(network, head)
    const s = await store.sync(network)
    let top = s.top
    if (top === undefined) {
      if (head > source.first) await store.addPending(network, { lo: source.first, hi: head - 1n })
      state.wake()
      return head
    }
    if (head < top && (await orphaned(top)))
      top = await rewindFrom(head, `the gateway's head ${head} is below the indexed ${top}`)
    else {
      const stored = await store.blockRef(network, top)
      if (stored && !sameBlock(stored, await source.ref(top, signal)))
        top = await rewindFrom(top, `the gateway has another block at the indexed height ${top}`)
    }
    if (head - top > catchUpMax) {
      // Too far behind to read oldest first: the recent blocks come first, the missed ones by backfill.
      await store.addPending(network, { lo: top + 1n, hi: head - 1n })
      state.wake()
      return head
    }
    return top + 1n
  }

  async function readAhead(from: bigint, head: bigint): Promise<(ExtractedBlock | null)[]> {
    const n = head >= from ? Number(head - from + 1n < BigInt(concurrency) ? head - from + 1n : BigInt(concurrency)) : 1
    return Promise.all(
      Array.from({ length: n }, (_, i) => retrying(() => source.block(from + BigInt(i), signal), signal)),
    )
  }

  async function forward(): Promise<void> {
    const backoff = new Backoff({ initialMs: 250, maxMs: 5000, ...o.backoff })
    let head = -1n
    while (!signal.aborted) {
      try {
        if (state.next === undefined || state.recheck) {
          state.recheck = false
          state.next = await resume()
          head = state.next
        }
        const next = state.next
        const got = await readAhead(next, head)
        const blocks: ExtractedBlock[] = []
        for (const b of got) {
          if (!b) break
          blocks.push(b)
        }
        if (!blocks.length) {
          head = await source.head(signal)
          noteHead(network, head)
          if (head < next - 1n && (await orphaned(next - 1n))) {
            await rewindFrom(head, `the gateway's head ${head} is below the indexed ${next - 1n}`)
            // Far below the head now (a restarted chain): the recent blocks first, the rest by backfill.
            state.recheck = true
            continue
          }
          backoff.reset()
          if (!(await sleep(head >= next ? 200 : Math.max(200, o.intervalMs / 4), signal))) return
          continue
        }
        // Each block's parent must be the indexed block below it, else the chain moved under the index.
        const below = await store.blockRef(network, next - 1n)
        let parent = below?.hash ?? null
        let broken = false
        for (const b of blocks) {
          if (parent && b.parentHash && b.parentHash !== parent) broken = true
          parent = b.hash ?? null
        }
        if (broken) {
          await rewindFrom(next - 1n, `block ${next} does not follow the indexed chain`)
          state.recheck = true
          continue
        }
        await store.commitForward(network, blocks)
        o.onBlocks?.(network, blocks)
        state.next = next + BigInt(blocks.length)
        if (state.next > head) head = state.next
        backoff.reset()
      } catch (err) {
        if (signal.aborted) return
        const wait = backoff.next()
        log(
          `[index] ${network}: ${err instanceof Error ? err.message : String(err)}; retrying in ${(wait / 1000).toFixed(1)} s`,
        )
        if (!(await sleep(wait, signal))) return
      }
    }
  }

  const done = Promise.all([
    forward(),
    runBackfill({
      network,
      store,
      source: o.backfillSource ?? source,
      signal,
      concurrency,
      batch: o.batch ?? 50,
      log,
      ...(o.keepFrom && { keepFrom: o.keepFrom }),
      ...(o.depth !== undefined && { depth: o.depth }),
      ...(o.backoff && { backoff: o.backoff }),
      onWake: (wake) => (state.wake = wake),
      onBroken: () => {
        state.recheck = true
      },
    }),
  ]).then(() => {})

  return {
    done,
    async stop() {
      abort.abort()
      await done
    },
  }
}
