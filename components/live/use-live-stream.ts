'use client'
import { useEffect, useRef, useState } from 'react'
import { streamUrl, type LiveEvent, type LiveStatus } from '@/lib/client/live'

export type { LiveEvent }

export interface StreamState {
  /** The feed's own status (connecting, live, retrying, unsupported), as the relay reports it. */
  status?: LiveStatus
  /** The browser's connection to our server. */
  connection: 'connecting' | 'open' | 'closed' | 'hidden'
}

/**
 * Follow an SSE endpoint while the tab is visible. A hidden tab closes the stream (it consumes nothing); when
 * it is shown again the stream reopens after the last event id it saw, so the server replays what it missed.
 * The first connection asks for a backlog so the page is not empty. EventSource itself reconnects (with
 * Last-Event-ID) after network errors.
 */
export function useLiveStream(
  url: string | undefined,
  events: readonly string[],
  onEvents: (batch: LiveEvent[]) => void,
  opts: { backlog?: number; onStatus?: (s: NonNullable<StreamState['status']>) => void } = {},
): StreamState {
  const [state, setState] = useState<StreamState>({ connection: 'connecting' })
  const onEventsRef = useRef(onEvents)
  const onStatusRef = useRef(opts.onStatus)
  useEffect(() => {
    onEventsRef.current = onEvents
    onStatusRef.current = opts.onStatus
  })
  const eventsKey = events.join(',')
  const backlog = opts.backlog ?? 0

  useEffect(() => {
    if (!url) return
    let source: EventSource | undefined
    let lastId = ''
    let queue: LiveEvent[] = []
    let statuses: NonNullable<StreamState['status']>[] = []
    let frame: number | undefined
    // Everything that arrived in one frame (a connection's burst of statuses, a catch-up replay) becomes one render:
    // a render per frame on the home page cost ~10 ms each, many in its first seconds.
    const flush = () => {
      frame = undefined
      const batch = queue
      const arrived = statuses
      queue = []
      statuses = []
      const last = arrived.at(-1)
      if (last) setState((s) => ({ ...s, status: last }))
      for (const s of arrived) onStatusRef.current?.(s)
      if (batch.length) onEventsRef.current(batch)
    }
    const open = () => {
      if (source) return
      const es = new EventSource(streamUrl(url, { lastEventId: lastId, backlog }))
      source = es
      setState((s) => ({ ...s, connection: 'connecting' }))
      es.onopen = () => setState((s) => ({ ...s, connection: 'open' }))
      es.onerror = () =>
        setState((s) => ({ ...s, connection: es.readyState === EventSource.CLOSED ? 'closed' : 'connecting' }))
      es.addEventListener('status', (e) => {
        try {
          statuses.push(JSON.parse((e as MessageEvent<string>).data) as NonNullable<StreamState['status']>)
        } catch {
          // a malformed status frame is ignored
          return
        }
        frame ??= requestAnimationFrame(flush)
      })
      for (const name of eventsKey.split(',')) {
        es.addEventListener(name, (e) => {
          const m = e as MessageEvent<string>
          if (m.lastEventId) lastId = m.lastEventId
          try {
            queue.push({ event: name, data: JSON.parse(m.data), id: m.lastEventId })
          } catch {
            return
          }
          frame ??= requestAnimationFrame(flush)
        })
      }
    }
    const close = () => {
      source?.close()
      source = undefined
    }
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        close()
        setState((s) => ({ ...s, connection: 'hidden' }))
      } else open()
    }
    // A tab opened in the background connects when it is first shown.
    if (document.visibilityState !== 'hidden') open()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      close()
      if (frame !== undefined) cancelAnimationFrame(frame)
    }
  }, [url, eventsKey, backlog])

  return state
}
