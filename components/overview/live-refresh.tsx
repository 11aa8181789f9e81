'use client'
import { useRouter } from 'next/navigation'
import { useCallback, useRef } from 'react'
import { useLiveStream } from '@/components/live/use-live-stream'

const EVENTS = ['block'] as const

/**
 * Keeps the server-rendered overview current: each block the relay pushes re-renders the page on the server
 * (router.refresh keeps scroll and client state), at most once per `minMs` so a fast chain does not hammer it.
 */
export function LiveRefresh({ network, minMs }: { network: string; minMs: number }) {
  const router = useRouter()
  const last = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const onEvents = useCallback(() => {
    if (timer.current) return
    const wait = Math.max(0, last.current + minMs - Date.now())
    timer.current = setTimeout(() => {
      timer.current = undefined
      last.current = Date.now()
      router.refresh()
    }, wait)
  }, [router, minMs])
  const { status } = useLiveStream(`/api/live/${network}`, EVENTS, onEvents)
  return (
    <span className="inline-flex items-center gap-1 text-xs text-zinc-600 dark:text-zinc-400" data-live={status?.state ?? 'connecting'}>
      {status?.state === 'live' && <span aria-hidden className="size-1.5 rounded-full bg-brand-500" />}
      {status?.state === 'live' ? 'Live' : status?.state === 'unsupported' ? 'No live feed' : ''}
    </span>
  )
}
