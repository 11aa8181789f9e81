'use client'
import { useEffect, useState } from 'react'
import { formatDuration, formatUtc } from '@/lib/format/time'

/**
 * "12s ago", ticking every second; the exact UTC time is in the tooltip. `<TimeAgo ms={epochMs} />`.
 * The server renders the relative text too (same length as the browser's), so hydration shifts no layout; the
 * few seconds of clock difference are a tolerated text mismatch (suppressHydrationWarning).
 */
export function TimeAgo({ ms, suffix = ' ago' }: { ms: number; suffix?: string }) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(id)
  }, [])
  return (
    <time
      dateTime={new Date(ms).toISOString()}
      title={formatUtc(ms)}
      className="whitespace-nowrap"
      suppressHydrationWarning
    >
      {`${formatDuration(now - ms)}${suffix}`}
    </time>
  )
}
