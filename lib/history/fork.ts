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

/**
 * The highest indexed height at or below `from` that the gateway still has as indexed: the fork point. Probes
 * downwards in doubling steps until a height agrees, then bisects between the last agreeing and the first
 * disagreeing one (chains agree below a fork and disagree above it). Undefined when nothing indexed agrees.
 */
export async function findFork(
  network: NetworkId,
  store: HistoryStore,
  source: BlockSource,
  from: bigint,
  signal: AbortSignal,
): Promise<bigint | undefined> {
  const agrees = async (h: bigint) => {
    const s = await store.blockRef(network, h)
    return s ? sameBlock(s, await source.ref(h, signal)) : false
  }
  let bad: bigint | undefined
  let good: bigint | undefined
  let step = 1n
  let probe = from
  for (;;) {
    const h = await store.highestAtOrBelow(network, probe)
    if (h === undefined) break
    if (await agrees(h)) {
      good = h
      break
    }
    bad = h
    probe = h - step
    step *= 2n
  }
  if (good === undefined) return undefined
  if (bad === undefined) return good
  // Bisect over stored heights: good < fork boundary <= bad.
  while (bad - good > 1n) {
    const mid = await store.highestAtOrBelow(network, (good + bad) / 2n)
    if (mid === undefined || mid <= good) break
    if (await agrees(mid)) good = mid
    else bad = mid
  }
  return good
}
