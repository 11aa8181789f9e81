'use client'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef } from 'react'
import { liveNetworkUrl } from '@/lib/client/live'
import { useLiveStream } from '@/components/live/use-live-stream'

const EVENTS = ['block'] as const

const GESTURES = ['pointerdown', 'keydown', 'wheel', 'touchmove'] as const
/** Before anyone has touched the page, the first refresh waits this long after load (see below). */
const QUIET_MS = 15_000

/**
 * Keeps the server-rendered overview current: each block the relay pushes re-renders the page on the server
 * (router.refresh keeps scroll and client state), at most once per `minMs` so a fast chain does not hammer it.
 * A refresh re-prefetches the page's links, which loads other routes' code: right after load, before any
 * gesture, it waits QUIET_MS so the first load stays light.
 */
export function LiveRefresh({ network, minMs }: { network: string; minMs: number }) {
  const router = useRouter()
  const last = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const quietUntil = useRef(0)
  useEffect(() => {
    quietUntil.current = Date.now() + QUIET_MS
    const active = () => {
      quietUntil.current = 0
      for (const g of GESTURES) window.removeEventListener(g, active)
    }
    for (const g of GESTURES) window.addEventListener(g, active, { passive: true })
    return () => {
      for (const g of GESTURES) window.removeEventListener(g, active)
      clearTimeout(timer.current)
    }
  }, [])
  const onEvents = useCallback(() => {
    if (timer.current) return
    const wait = Math.max(0, last.current + minMs - Date.now(), quietUntil.current - Date.now())
    timer.current = setTimeout(() => {
      timer.current = undefined
      last.current = Date.now()
      router.refresh()
    }, wait)
  }, [router, minMs])
  const { status } = useLiveStream(liveNetworkUrl(network), EVENTS, onEvents)
  return (
    <span
      className="inline-flex items-center gap-1 text-xs text-zinc-600 dark:text-zinc-400"
      data-live={status?.state ?? 'connecting'}
    >
      {status?.state === 'live' && <span aria-hidden className="size-1.5 rounded-full bg-brand-500" />}
      {status?.state === 'live' ? 'Live' : status?.state === 'unsupported' ? 'No live feed' : ''}
    </span>
  )
}
