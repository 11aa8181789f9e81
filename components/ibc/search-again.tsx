'use client'
import { useRefreshSoon } from '@/components/ui/refresh-soon'

/** How many times a page asks again before it leaves the search as it is. */
const MAX_TRIES = 8

/**
 * The packet's relay transactions are still being looked for (the server stopped at its deadline): the page asks
 * again shortly, and each render goes on from the blocks the proxy already holds, until they are found.
 */
export function SearchAgain({ afterMs = 1500 }: { afterMs?: number }) {
  useRefreshSoon(afterMs, MAX_TRIES)
  return (
    <p className="text-sm text-zinc-600 dark:text-zinc-400" role="status" data-testid="packet-searching">
      Still looking for the relayer’s transactions in the blocks after the send…
    </p>
  )
}
