import 'server-only'
import type { NetworkId } from '@/lib/networks'

/**
 * The head height of each network as the page cache knows it: a page rendered at one set of heads is fresh until
 * one of them moves. Heads are read through the process's own gateway core (`read`), so they come from the same
 * cached answer a render would use, and cost the gateway nothing more than the pages already cost: at most one
 * read per network per `intervalMs`, and only for networks whose pages were asked for in the last `idleMs`.
 */
export interface HeadWatcher {
  /** The last head read for `network`, or undefined when none was read yet (or the network has no head). */
  current(network: NetworkId): string | undefined
  /** Note that pages of these networks are being served: keep their heads current. */
  touch(networks: readonly NetworkId[]): void
  close(): void
}

export interface HeadWatcherOptions {
  read: (network: NetworkId) => Promise<string | undefined>
  intervalMs?: number
  idleMs?: number
  clock?: () => number
}

export function createHeadWatcher(o: HeadWatcherOptions): HeadWatcher {
  const intervalMs = o.intervalMs ?? 500
  const idleMs = o.idleMs ?? 30_000
  const clock = o.clock ?? Date.now
  const heads = new Map<NetworkId, string>()
  const lastWanted = new Map<NetworkId, number>()
  const reading = new Set<NetworkId>()
  let timer: ReturnType<typeof setInterval> | undefined

  function readOne(n: NetworkId) {
    if (reading.has(n)) return
    reading.add(n)
    o.read(n).then(
      (h) => {
        reading.delete(n)
        if (h !== undefined) heads.set(n, h)
      },
      () => reading.delete(n),
    )
  }

  function tick() {
    const now = clock()
    for (const [n, at] of lastWanted) {
      if (now - at > idleMs) lastWanted.delete(n)
      else readOne(n)
    }
    if (lastWanted.size === 0 && timer) {
      clearInterval(timer)
      timer = undefined
    }
  }

  return {
    current: (n) => heads.get(n),
    touch(networks) {
      const now = clock()
      for (const n of networks) {
        if (!lastWanted.has(n)) readOne(n)
        lastWanted.set(n, now)
      }
      if (!timer && lastWanted.size) {
        timer = setInterval(tick, intervalMs)
        timer.unref()
      }
    },
    close() {
      if (timer) clearInterval(timer)
      timer = undefined
      lastWanted.clear()
    },
  }
}
