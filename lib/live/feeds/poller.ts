/**
 * Server-side poller for a network without a push feed: it follows heights one by one (so no block is skipped),
 * asks for the next block when it is due by the observed block interval, then probes briefly until it appears.
 * Where the node can wait for the next block (the ledger node's wait-for-block-after), it long-polls instead.
 * One poller per network, shared by every viewer through the hub.
 */
import { Backoff, sleep, type BackoffOptions } from '../backoff'
import type { FeedFactory, LiveItem } from '../hub'
import { stallAfterMs, watchStall } from '../stall'
import type { BlockSummary } from '../summary'

/** How a poller reads one ledger. Failures throw; "not produced yet" is null. */
export interface Chain {
  /** Height of the newest block. */
  head(signal: AbortSignal): Promise<bigint>
  block(height: bigint, signal: AbortSignal): Promise<BlockSummary | null>
  /** The chain's own block interval, when it states one (learned by `head`). */
  intervalMs?(): number | undefined
  /** Resolve once the block after `height` exists (or a server-side timeout passed). */
  waitAfter?(height: bigint, signal: AbortSignal): Promise<void>
}

export interface PollerOptions {
  /** Block interval before any has been observed. */
  intervalMs: number
  /** Resume after the topic's newest block if it is at most this old; else start at the head. */
  resumeWindowMs?: number
  /**
   * Older than that, still resume after it when the head is at most this many blocks further (they are fetched
   * one by one, at once), so viewers see no hole; beyond it the feed starts at the head and the page says so.
   */
  backfillMax?: number
  backoff?: BackoffOptions
  /** Floor of the quiet time before viewers are told (tests lower it). */
  minStallMs?: number
  now?: () => number
  log?: (line: string) => void
}

/** Blocks a restarted feed fetches to close the hole since the last block shown (a few seconds of catching up). */
export const DEFAULT_BACKFILL = 100

export function summaryItem(s: BlockSummary): LiveItem {
  return { id: s.id, event: 'block', data: s, key: s.hash ?? s.id }
}

/** Exponential moving average of block intervals, clamped to sane bounds. */
export class IntervalEstimate {
  constructor(private value: number) {}
  get ms(): number {
    return this.value
  }
  set(ms: number): void {
    if (ms > 0 && ms <= 600_000) this.value = ms
  }
  observe(ms: number): void {
    if (!(ms > 0) || ms > 600_000) return
    this.value = Math.round(this.value * 0.7 + ms * 0.3)
  }
}

/** While waiting for a due block: probe this often (a fifth of the interval, 200 ms to 1 s). */
export const probeMs = (intervalMs: number) => Math.min(1000, Math.max(200, Math.round(intervalMs / 5)))

export function pollerFeed(chain: Chain, opts: PollerOptions): FeedFactory {
  const now = opts.now ?? Date.now
  return (sink) => {
    const abort = new AbortController()
    const { signal } = abort
    const backoff = new Backoff(opts.backoff)
    const interval = new IntervalEstimate(opts.intervalMs)
    const log = opts.log ?? (() => {})
    let live = false
    let lastTime: number | undefined
    let next: bigint | undefined
    let headCheckedAt = 0
    // After failures the upstream may be another or a restarted node, possibly behind: look at its head once.
    let recheckHead = false
    const resumeFrom = sink.last()?.data as BlockSummary | undefined
    if (resumeFrom && (resumeFrom.time ?? 0) >= now() - (opts.resumeWindowMs ?? 120_000)) {
      next = BigInt(resumeFrom.height) + 1n
      lastTime = resumeFrom.time
    }

    // A hung upstream holds a call for the proxy's whole timeout: viewers hear of it after 1.5 intervals instead.
    const stall = watchStall(
      () => stallAfterMs(interval.ms, opts.minStallMs),
      (quiet) => {
        live = false
        sink.status({
          state: 'retrying',
          detail: `no new block for ${Math.round(quiet / 1000)} s; still asking the gateway`,
          intervalMs: interval.ms,
        })
      },
      now,
    )
    signal.addEventListener('abort', () => stall.stop(), { once: true })

    const accept = (s: BlockSummary, show = true) => {
      stall.seen()
      const t = s.time ?? now()
      if (lastTime !== undefined && next !== undefined && BigInt(s.height) === next) interval.observe(t - lastTime)
      lastTime = t
      next = BigInt(s.height) + 1n
      if (show) sink.push(summaryItem(s))
    }

    const markLive = () => {
      backoff.reset()
      behindBy = undefined
      if (live) return
      live = true
      sink.status({ state: 'live', intervalMs: interval.ms })
    }

    /** Height of the newest block viewers were shown (the topic's, so a restarted feed knows it too). */
    const shown = (): bigint | undefined => {
      const d = sink.last()?.data as BlockSummary | undefined
      return d && /^\d+$/.test(d.height) ? BigInt(d.height) : undefined
    }
    // A gateway whose head is below the last block shown (a lagging node behind a balancer, a restarted one):
    // blocks are never shown out of order, so the feed waits at the next height and tells viewers how far behind.
    let behindBy: bigint | undefined
    const behind = (head: bigint, top: bigint) => {
      const by = top - head
      live = false
      if (by === behindBy) return
      behindBy = by
      log(`[live] the gateway's head ${head} is ${by} behind the last block shown (${top}); waiting for it`)
      sink.status({
        state: 'behind',
        detail: `the gateway is ${by} block${by === 1n ? '' : 's'} behind the last block shown; waiting for it to catch up`,
        intervalMs: interval.ms,
      })
    }

    /** Ms until `next` is due by the observed interval (≤ 0: due already). */
    const dueIn = () => (lastTime ?? now()) + interval.ms - now()

    void (async () => {
      while (!signal.aborted) {
        try {
          if (next === undefined) {
            const h = await chain.head(signal)
            const stated = chain.intervalMs?.()
            if (stated) interval.set(stated)
            const top = shown()
            if (top !== undefined && h <= top) {
              // Nothing newer than what viewers have: go on after it.
              next = top + 1n
              if (h < top) behind(h, top)
              else markLive()
              continue
            } else if (top !== undefined && h - top <= BigInt(opts.backfillMax ?? DEFAULT_BACKFILL)) {
              // A short absence (the last viewer left a while ago): fetch the blocks missed, oldest first.
              next = top + 1n
              markLive()
              continue
            } else if (h > 1n) {
              // Two consecutive blocks give a first interval, so the next poll is timed right from the start.
              const prev = await chain.block(h - 1n, signal)
              if (prev) accept(prev, false)
            }
            const b = await chain.block(h, signal)
            if (b) accept(b)
            else next = h
            markLive()
            continue
          }
          if (recheckHead || behindBy !== undefined) {
            recheckHead = false
            const h = await chain.head(signal)
            if (h < next - 1n) {
              behind(h, next - 1n)
              if (!(await sleep(Math.max(probeMs(interval.ms), 1000), signal))) return
              continue
            }
            // Caught up with the last block shown: live again, the next block comes as usual.
            if (behindBy !== undefined) markLive()
          }
          if (chain.waitAfter) await chain.waitAfter(next - 1n, signal)
          const b = await chain.block(next, signal)
          markLive()
          // After a block: the next one when it is due (at once while catching up). Still missing: short probes.
          let wait: number
          if (b) {
            accept(b)
            // A long-polling node tells us when the next one exists: no need to time it.
            wait = chain.waitAfter ? 0 : Math.max(0, dueIn())
          } else {
            wait = chain.waitAfter ? probeMs(interval.ms) : Math.max(dueIn(), probeMs(interval.ms))
            // Long overdue: the upstream may have gone back (a restarted node, a gateway behind another node).
            // When its head is below what viewers were shown, say so and wait for it at the next height.
            const overdue = -dueIn()
            const after = 2 * stallAfterMs(interval.ms, opts.minStallMs)
            if (overdue > after && now() - headCheckedAt > after) {
              headCheckedAt = now()
              const h = await chain.head(signal)
              if (h < next - 1n) {
                behind(h, next - 1n)
                continue
              }
            }
          }
          if (!(await sleep(wait, signal))) return
        } catch (err) {
          if (signal.aborted) return
          live = false
          recheckHead = true
          const wait = backoff.next()
          const detail = err instanceof Error ? err.message : String(err)
          log(`[live] poll failed: ${detail}`)
          sink.status({
            state: 'retrying',
            detail: `${detail}; retrying in ${(wait / 1000).toFixed(1)} s`,
            intervalMs: interval.ms,
          })
          if (!(await sleep(wait, signal))) return
        }
      }
    })()

    return { stop: () => abort.abort() }
  }
}
