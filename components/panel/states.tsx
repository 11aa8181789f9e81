'use client'
import { useEffect, useState } from 'react'
import { lazyComponent } from '@/components/ui/lazy-component'
import { GatewayError } from '@/lib/client/types'

/** After this long a loading panel says so: the page did not wait for it (page deadline), the gateway is slow. */
const SLOW_MS = 3000

/** Grey bars while a panel loads (reserves height so the page does not jump); a word when it takes long. */
export function PanelSkeleton({ lines = 4 }: { lines?: number }) {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const t = setTimeout(() => setSlow(true), SLOW_MS)
    return () => clearTimeout(t)
  }, [])
  return (
    <div className="space-y-2 p-3" role="status" aria-label="Loading">
      {Array.from({ length: lines }, (_, i) => (
        <div
          key={i}
          className="h-4 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800"
          style={{ width: `${90 - i * 12}%` }}
        />
      ))}
      {slow && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">The gateway is slow to answer; still waiting for it…</p>
      )}
    </div>
  )
}

/**
 * The gateway's 404 for a panel where "not there" is itself the answer (a packet with no commitment, a height with
 * no consensus state): said in words, not as a failure.
 */
export const isUpstreamNotFound = (error: unknown): boolean =>
  error instanceof GatewayError &&
  error.status === 404 &&
  // The proxy's wrapped shape, or the gateway's own body passed on unchanged (no proxy error code in it).
  (error.error === 'upstream_error' || error.error === 'HTTP 404')

export function PanelAbsent({ text }: { text: string }) {
  return (
    <p role="note" className="p-3 text-sm text-zinc-700 dark:text-zinc-300">
      {text}
    </p>
  )
}

/**
 * Error with the upstream's own message, and a retry button where retrying can help (./panel-error). Its code
 * (status words, the past-height refusals) loads when a panel first fails, not with every page.
 */
export const PanelError = lazyComponent(() => import('./panel-error').then((m) => m.PanelError))
