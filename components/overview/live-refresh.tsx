'use client'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'
import { liveNetworkUrl } from '@/lib/client/live'
import { useLiveStream } from '@/components/live/use-live-stream'
import { newerThanView, newestPushed, viewBehind } from '@/lib/overview/live-view'

const EVENTS = ['block'] as const

const GESTURES = ['pointerdown', 'keydown', 'wheel', 'touchmove'] as const
/** Before anyone has touched the page, the first refresh waits this long after load (see below). */
const QUIET_MS = 15_000
/** How long after a click or key a refresh waits: that gesture may be starting a navigation. */
const GESTURE_GRACE_MS = 2000

/**
 * Keeps the server-rendered overview current: each block the relay pushes re-renders the page on the server
 * (router.refresh keeps scroll and client state), at most once per `minMs` so a fast chain does not hammer it.
 * A refresh re-prefetches the page's links, which loads other routes' code: right after load, before any
 * gesture, it waits QUIET_MS so the first load stays light, unless the view is already behind the chain (a
 * page-cache copy rendered well before this visit, whose ages read "46 s ago"): then it refreshes at once, and
 * says "Updating" rather than "Live" until the view has caught up. The stream replays its newest block on connect,
 * so that is known within a moment of load.
 */
export function LiveRefresh({
  network,
  minMs,
  shownHeight,
}: {
  network: string
  minMs: number
  /** The newest height the server rendered (the overview's first recent block), when it has one. */
  shownHeight?: string | undefined
}) {
  const router = useRouter()
  const last = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const quietUntil = useRef(0)
  const lastGesture = useRef(0)
  const shown = useRef(shownHeight)
  const [newest, setNewest] = useState<string | undefined>(undefined)
  useEffect(() => {
    shown.current = shownHeight
  }, [shownHeight])
  useEffect(() => {
    const gesture = () => (lastGesture.current = Date.now())
    window.addEventListener('pointerdown', gesture, { passive: true })
    window.addEventListener('keydown', gesture, { passive: true })
    return () => {
      window.removeEventListener('pointerdown', gesture)
      window.removeEventListener('keydown', gesture)
    }
  }, [])
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
  const onEvents = useCallback(
    (batch: { data: unknown }[]) => {
      const pushed = newestPushed(batch.map((e) => (e.data ?? {}) as { id?: string; height?: string }))
      if (pushed) setNewest((n) => (n && BigInt(n) >= BigInt(pushed) ? n : pushed))
      if (pushed && !newerThanView(shown.current, pushed)) return
      const behind = viewBehind(shown.current, pushed)
      if (timer.current && !behind) return
      clearTimeout(timer.current)
      const quiet = behind ? 0 : quietUntil.current - Date.now()
      const wait = Math.max(0, last.current + minMs - Date.now(), quiet)
      const fire = () => {
        // A click or key a moment ago may be a navigation on its way: a refresh now would race it.
        const since = Date.now() - lastGesture.current
        if (since < GESTURE_GRACE_MS) return void (timer.current = setTimeout(fire, GESTURE_GRACE_MS - since))
        timer.current = undefined
        last.current = Date.now()
        router.refresh()
      }
      timer.current = setTimeout(fire, wait)
    },
    [router, minMs],
  )
  const { status } = useLiveStream(liveNetworkUrl(network), EVENTS, onEvents, { backlog: 1 })
  const live = status?.state === 'live'
  const behind = live && viewBehind(shownHeight, newest)
  return (
    <span
      className="inline-flex items-center gap-1 text-xs text-zinc-600 dark:text-zinc-400"
      data-live={behind ? 'behind' : (status?.state ?? 'connecting')}
      {...(behind && { title: `The chain is at ${newest}; this view shows ${shownHeight}.` })}
    >
      {live && !behind && <span aria-hidden className="size-1.5 rounded-full bg-brand-500" />}
      {behind ? 'Updating…' : live ? 'Live' : status?.state === 'unsupported' ? 'No live feed' : ''}
    </span>
  )
}
