'use client'
import { useEffect, useState } from 'react'
import { formatDuration, formatUtc } from '@/lib/format/time'

/**
 * "12s ago", ticking every second; the exact UTC time is in the tooltip. `<TimeAgo ms={epochMs} />`.
 * The age is computed in the browser only, from the absolute time: a page may be served from the page cache some
 * seconds after its render, and an age written on the server would claim a fresher state than the page holds.
 * Until the browser has run (and on the server), the same text is there with every digit a 0, invisibly, so the
 * line keeps its width and nothing shifts when the age appears.
 */
export function TimeAgo({ ms, suffix = ' ago' }: { ms: number; suffix?: string }) {
  // When this copy was rendered: only the placeholder's shape comes from it.
  const [renderedAt] = useState(() => Date.now())
  const [now, setNow] = useState<number | undefined>(undefined)
  useEffect(() => {
    const tick = () => setNow(Date.now())
    tick()
    const id = setInterval(tick, 1000)
    return () => clearInterval(id)
  }, [])
  const text =
    now === undefined
      ? `${formatDuration(Math.max(0, renderedAt - ms)).replace(/\d/g, '0')}${suffix}`
      : `${formatDuration(now - ms)}${suffix}`
  return (
    <time
      dateTime={new Date(ms).toISOString()}
      title={formatUtc(ms)}
      className={`whitespace-nowrap${now === undefined ? ' invisible' : ''}`}
      suppressHydrationWarning
    >
      {text}
    </time>
  )
}
