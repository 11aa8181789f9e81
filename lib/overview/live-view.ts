/**
 * Whether a server-rendered overview is behind the chain it follows live (pure). A view may be a block behind the
 * feed between two refreshes; two or more means it was rendered well before the visitor arrived (a page-cache copy
 * served while a new render is made), and it must neither wait for the quiet period nor be labelled "Live".
 */
export const BEHIND_BLOCKS = 2n

/** The newest height among pushed blocks numbered by height alone (a sharded `<shard>:<nonce>` is another count). */
export function newestPushed(batch: readonly { id?: string; height?: string }[]): string | undefined {
  let best: bigint | undefined
  for (const b of batch) {
    if (!b.height || !/^\d{1,20}$/.test(b.height) || (b.id !== undefined && b.id !== b.height)) continue
    const h = BigInt(b.height)
    if (best === undefined || h > best) best = h
  }
  return best?.toString()
}

export function viewBehind(shown: string | undefined, pushed: string | undefined): boolean {
  if (!shown || !pushed || !/^\d{1,20}$/.test(shown)) return false
  return BigInt(pushed) - BigInt(shown) >= BEHIND_BLOCKS
}

/** Whether a pushed block is news to the view (newer than what it shows): only then is a refresh worth it. */
export const newerThanView = (shown: string | undefined, pushed: string | undefined): boolean =>
  !!pushed && (!shown || !/^\d{1,20}$/.test(shown) || BigInt(pushed) > BigInt(shown))
