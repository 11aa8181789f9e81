'use client'
import { useEffect, useState } from 'react'
import { formatDuration, formatLocal, formatRelative, formatUtc } from '@/lib/format/time'
import { useMounted } from './use-mounted'

/**
 * When something happened, ticking every second: "12s ago", or with `absolute` (a record a person reads)
 * "3 min ago · 25 Nov 2026, 19:42:10" in the browser's time zone; the tooltip has the local time with its zone
 * and UTC. `<TimeAgo ms={epochMs} absolute />`.
 * The server cannot know the reader's zone: its first paint (and the browser's hydration) show UTC, and the local
 * time replaces it once mounted. The relative text has the same length on both sides, so nothing shifts; the few
 * seconds of clock difference are a tolerated text mismatch (suppressHydrationWarning).
 */
export function TimeAgo({
  ms,
  suffix = ' ago',
  absolute = false,
}: {
  ms: number
  suffix?: string
  absolute?: boolean
}) {
  const [now, setNow] = useState(() => Date.now())
  const mounted = useMounted()
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(id)
  }, [])
  const local = mounted ? formatLocal(ms) : formatLocal(ms, { timeZone: 'UTC' })
  const title = mounted ? `${formatLocal(ms, { zone: true })} (${formatUtc(ms)})` : formatUtc(ms)
  const relative = absolute ? formatRelative(ms, now) : `${formatDuration(now - ms)}${suffix}`
  return (
    <time dateTime={new Date(ms).toISOString()} title={title} className="whitespace-nowrap" suppressHydrationWarning>
      {relative}
      {absolute && (
        <span className="text-zinc-600 dark:text-zinc-400" suppressHydrationWarning>
          {` · ${local}${mounted ? '' : ' UTC'}`}
        </span>
      )}
    </time>
  )
}

/** An absolute time alone (a date in a table: a completion, a timeout), local once mounted, UTC before. */
export function LocalTime({ ms }: { ms: number }) {
  const mounted = useMounted()
  return (
    <time
      dateTime={new Date(ms).toISOString()}
      title={mounted ? `${formatLocal(ms, { zone: true })} (${formatUtc(ms)})` : formatUtc(ms)}
      className="whitespace-nowrap"
      suppressHydrationWarning
    >
      {mounted ? formatLocal(ms) : `${formatLocal(ms, { timeZone: 'UTC' })} UTC`}
    </time>
  )
}
