'use client'
import { useEffect, useState } from 'react'
import { formatDuration, formatLocal, formatRelative, formatUtc } from '@/lib/format/time'
import { useMounted } from './use-mounted'

/**
 * When something happened, ticking every second: "12s ago", or with `absolute` (a record a person reads)
 * "3 min ago · 25 Nov 2026, 19:42:10" in the browser's time zone; the tooltip has the local time with its zone
 * and UTC. `<TimeAgo ms={epochMs} absolute />`.
 * The age is computed in the browser only, from the absolute time: a page may be served from the page cache some
 * seconds after its render, and an age written on the server would claim a fresher state than the page holds.
 * Until the browser has run (and on the server), the same text is there with every digit a 0, invisibly, so the
 * line keeps its width and nothing shifts when the age appears. The reader's zone is the browser's too: the hidden
 * placeholder of the absolute time is UTC, of about the same width.
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
  // When this copy was rendered: only the placeholder's shape comes from it.
  const [renderedAt] = useState(() => Date.now())
  const [now, setNow] = useState<number | undefined>(undefined)
  useEffect(() => {
    const tick = () => setNow(Date.now())
    tick()
    const id = setInterval(tick, 1000)
    return () => clearInterval(id)
  }, [])
  const age = (at: number) => (absolute ? formatRelative(ms, at) : `${formatDuration(at - ms)}${suffix}`)
  const relative = now === undefined ? age(Math.max(ms, renderedAt)).replace(/\d/g, '0') : age(now)
  const local = now === undefined ? formatLocal(ms, { utc: true }) : formatLocal(ms)
  return (
    <time
      dateTime={new Date(ms).toISOString()}
      title={now === undefined ? formatUtc(ms) : `${formatLocal(ms, { zone: true })} (${formatUtc(ms)})`}
      className={`whitespace-nowrap${now === undefined ? ' invisible' : ''}`}
      suppressHydrationWarning
    >
      {relative}
      {absolute && (
        <span className="text-zinc-600 dark:text-zinc-400" suppressHydrationWarning>
          {` · ${local}`}
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
      {mounted ? formatLocal(ms) : `${formatLocal(ms, { utc: true })} UTC`}
    </time>
  )
}
