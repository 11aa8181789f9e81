/**
 * When a future block is expected: the blocks still to come at the network's block interval, counted from the
 * head's own time when the head carries one (a head read a few seconds ago is already that far along).
 */
export interface BlockEta {
  blocksToGo: bigint
  /** Expected time of the block, epoch ms. */
  atMs: number
  /** From now, ms (never negative: a block overdue by the estimate is "any moment now"). */
  inMs: number
}

/** Further than this, a height is a typo rather than a plan: no countdown (the page says it does not exist yet). */
export const COUNTDOWN_HORIZON_MS = 366 * 86_400_000

export function blockEta(o: {
  target: bigint
  head: bigint
  headTimeMs?: number
  intervalMs: number
  nowMs: number
}): BlockEta | undefined {
  if (o.target <= o.head || o.intervalMs <= 0) return undefined
  const blocksToGo = o.target - o.head
  // Beyond the horizon the product below would lose precision anyway; such a height gets no countdown.
  if (blocksToGo > BigInt(Math.ceil(COUNTDOWN_HORIZON_MS / o.intervalMs))) return undefined
  const from = o.headTimeMs !== undefined && o.headTimeMs <= o.nowMs ? o.headTimeMs : o.nowMs
  const atMs = from + Number(blocksToGo) * o.intervalMs
  return { blocksToGo, atMs, inMs: Math.max(0, atMs - o.nowMs) }
}
