'use client'
import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * Renders the page again after `afterMs`, and again after each new render, at most `maxTries` times: for a server
 * page that waits for something the chain is about to make (a block a few seconds away, a relayer's transaction).
 * Each refresh is one request for the page's new state; the page stops asking once it no longer renders this.
 */
export function useRefreshSoon(afterMs: number, maxTries: number): void {
  const router = useRouter()
  const tries = useRef(0)
  useEffect(() => {
    if (tries.current >= maxTries) return
    const t = setTimeout(() => {
      tries.current++
      router.refresh()
    }, afterMs)
    return () => clearTimeout(t)
  })
}

/** `useRefreshSoon` as an element (a server component can place it). */
export function RefreshSoon({ afterMs, maxTries }: { afterMs: number; maxTries: number }) {
  useRefreshSoon(afterMs, maxTries)
  return null
}
