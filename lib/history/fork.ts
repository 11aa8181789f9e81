import 'server-only'
import type { NetworkId } from '@/lib/networks'
import type { HistoryStore } from './store'
import type { BlockSource } from './sources'

/**
 * Two readings of one height agree when their hashes (or, lacking those, their parents' hashes) do. A height the
 * gateway no longer serves (pruned) cannot be told apart, so it counts as agreeing: nothing is discarded on a
 * guess.
 */
export function sameBlock(
  stored: { hash: string | null; parentHash: string | null },
  got: { hash?: string; parentHash?: string } | null,
): boolean {
  if (!got) return true
  if (stored.hash && got.hash) return stored.hash === got.hash
  if (stored.parentHash && got.parentHash) return stored.parentHash === got.parentHash
  return true
}

export interface ForkPoint {
  /** The highest indexed height at or below the start that the gateway has as indexed; undefined when none is. */
  fork?: bigint
  /** Indexed heights compared with the gateway's. */
  compared: number
  /** The lowest height compared: when nothing agrees, the index and the gateway differ from there up. */
  lowest?: bigint
}

/**
 * Where the index and the gateway part, at or below `from`. Probes the indexed heights downwards in doubling
 * steps until one agrees, then bisects between the last agreeing and the first disagreeing one (chains agree
 * below a fork and disagree above it). A step that overshoots the index's lowest block tries that block before
 * giving up, so a partly backfilled index keeps the oldest blocks both agree on. Bounded by the index: about
 * twice log2(indexed span) comparisons, never a walk height by height.
 */
export async function findFork(
  network: NetworkId,
  store: HistoryStore,
  source: BlockSource,
  from: bigint,
  signal: AbortSignal,
): Promise<ForkPoint> {
  let compared = 0
  let lowest: bigint | undefined
  const agrees = async (h: bigint) => {
    const s = await store.blockRef(network, h)
    if (!s) return false
    compared++
    if (lowest === undefined || h < lowest) lowest = h
    return sameBlock(s, await source.ref(h, signal))
  }
  const answer = (fork?: bigint): ForkPoint => ({
    ...(fork !== undefined && { fork }),
    compared,
    ...(lowest !== undefined && { lowest }),
  })
  let bad: bigint | undefined
  let good: bigint | undefined
  let step = 1n
  let probe = from
  for (;;) {
    let h = await store.highestAtOrBelow(network, probe)
    if (h === undefined && bad !== undefined) {
      h = await store.lowestAtOrAbove(network, probe)
      if (h !== undefined && h >= bad) h = undefined
    }
    if (h === undefined) break
    if (await agrees(h)) {
      good = h
      break
    }
    bad = h
    probe = h - step
    step *= 2n
  }
  if (good === undefined) return answer()
  if (bad === undefined) return answer(good)
  // Bisect over stored heights: good < fork boundary <= bad.
  while (bad - good > 1n) {
    let mid = await store.highestAtOrBelow(network, (good + bad) / 2n)
    // A hole in the index below the middle: the next indexed height up is the one to compare.
    if (mid === undefined || mid <= good) mid = await store.lowestAtOrAbove(network, good + 1n)
    if (mid === undefined || mid >= bad) break
    if (await agrees(mid)) good = mid
    else bad = mid
  }
  return answer(good)
}
