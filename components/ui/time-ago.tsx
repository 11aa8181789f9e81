'use client'
import { useEffect, useState } from 'react'
import { formatDuration, formatUtc } from '@/lib/format/time'

/**
 * "12s ago", ticking every second; the exact UTC time is in the tooltip. `<TimeAgo ms={epochMs} />`.
 * Server HTML shows the UTC time (no clock skew between server and browser), the browser switches to relative.
 */
export function TimeAgo({ ms, suffix = ' ago' }: { ms: number; suffix?: string }) {
  const [now, setNow] = useState<number | undefined>(undefined)
  useEffect(() => {
    const tick = () => setNow(Date.now())
    const first = setTimeout(tick, 0)
    const id = setInterval(tick, 1000)
    return () => {
      clearTimeout(first)
      clearInterval(id)
    }
  }, [])
  const utc = formatUtc(ms)
  return (
    <time dateTime={new Date(ms).toISOString()} title={utc} className="whitespace-nowrap">
      {now === undefined ? utc : `${formatDuration(now - ms)}${suffix}`}
    </time>
  )
}
