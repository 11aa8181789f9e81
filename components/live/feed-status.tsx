'use client'
import type { StreamState } from './use-live-stream'

const tone = {
  live: 'bg-brand-100 text-brand-700 dark:bg-brand-700/30 dark:text-brand-100',
  wait: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  off: 'bg-zinc-200 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
}

/** One badge for the stream: our connection first (hidden tab, reconnecting), then the upstream feed's state. */
export function describeStream(s: StreamState): { label: string; detail?: string; tone: keyof typeof tone } {
  if (s.connection === 'hidden') return { label: 'Paused while hidden', tone: 'off' }
  if (s.connection === 'closed')
    return { label: 'Disconnected', detail: 'the live stream closed; reload the page', tone: 'off' }
  if (s.connection === 'connecting' && !s.status) return { label: 'Connecting', tone: 'wait' }
  switch (s.status?.state) {
    case 'live':
      return { label: 'Live', tone: 'live' }
    case 'retrying':
      return { label: 'Reconnecting to the gateway', ...(s.status.detail && { detail: s.status.detail }), tone: 'wait' }
    case 'behind':
      return { label: 'Gateway behind', ...(s.status.detail && { detail: s.status.detail }), tone: 'wait' }
    case 'unsupported':
      return { label: 'Cannot follow', ...(s.status.detail && { detail: s.status.detail }), tone: 'off' }
    default:
      return { label: 'Connecting', tone: 'wait' }
  }
}

export function FeedStatusBadge({ state }: { state: StreamState }) {
  const d = describeStream(state)
  return (
    <span role="status" className="flex min-w-0 items-center gap-2 text-sm">
      <span
        className={`inline-flex items-center gap-1 rounded px-2 py-0.5 text-xs font-medium ${tone[d.tone]}`}
        data-testid="live-state"
      >
        {d.tone === 'live' && <span aria-hidden className="size-2 animate-pulse rounded-full bg-brand-500" />}
        {d.label}
      </span>
      {d.detail && <span className="text-xs text-zinc-600 sm:truncate dark:text-zinc-400">{d.detail}</span>}
    </span>
  )
}
