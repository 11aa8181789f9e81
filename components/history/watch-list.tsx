'use client'
import { useQueries } from '@tanstack/react-query'
import Link from 'next/link'
import { useState } from 'react'
import { RecordLink } from '@/components/ui/record-link'
import { TimeAgo } from '@/components/ui/time-ago'
import { channelHistoryUrl, fetchHistory, historyUrl } from '@/lib/client/history'
import { shorten } from '@/lib/format/shorten'
import { toggleWatch, watchKey, type WatchItem } from '@/lib/history/watch'
import { getNetwork } from '@/lib/networks'
import { useWatches } from './use-watches'
import { setNotify, useNotifyPref } from './notify-pref'

const KIND = { address: 'Address', validator: 'Validator', channel: 'IBC channel' } as const
const btn =
  'rounded border border-zinc-300 px-2 py-0.5 text-xs hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800'

const pageOf = (w: WatchItem) =>
  w.kind === 'channel'
    ? `/${w.network}/ibc/channels/${w.id}`
    : w.kind === 'validator'
      ? `/${w.network}/validators/${encodeURIComponent(w.id)}`
      : `/${w.network}/accounts/${encodeURIComponent(w.id)}`

const urlOf = (w: WatchItem) => {
  if (w.kind !== 'channel') return historyUrl(w.network, w.id, { limit: 3 })
  const [port, channel] = w.id.split('/') as [string, string]
  return channelHistoryUrl(w.network, port, channel, { limit: 3 })
}

/** The home page's watch list: each watched item with its latest indexed transactions (kept in this browser). */
export function WatchList() {
  const watches = useWatches()
  const notify = useNotifyPref()
  const [denied, setDenied] = useState<string>()
  const results = useQueries({
    queries: watches.map((w) => ({
      queryKey: ['history', urlOf(w)],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchHistory(urlOf(w), signal),
      refetchInterval: 30_000,
    })),
  })
  if (!watches.length) return null
  return (
    <section aria-labelledby="watch-title" className="mt-6" data-testid="watch-list">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h2 id="watch-title" className="text-lg font-semibold">
          Watched
        </h2>
        <button
          type="button"
          className={btn}
          aria-pressed={notify}
          data-testid="watch-notify"
          onClick={async () => {
            const p = await setNotify(!notify)
            setDenied(
              p === 'denied'
                ? 'The browser blocks notifications for this site.'
                : p === 'unsupported'
                  ? 'This browser has no notifications.'
                  : undefined,
            )
          }}
        >
          {notify ? 'Notifications on' : 'Notify me when they move'}
        </button>
        {denied && <span className="text-xs text-red-700 dark:text-red-400">{denied}</span>}
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {watches.map((w, i) => {
          const r = results[i]
          return (
            <li
              key={watchKey(w)}
              className="min-w-0 rounded-lg border border-zinc-200 p-3 text-sm dark:border-zinc-800"
              data-testid="watch-item"
            >
              <div className="flex items-start gap-2">
                <div className="min-w-0">
                  <p className="text-xs text-zinc-600 dark:text-zinc-400">
                    {KIND[w.kind]} · {getNetwork(w.network).name}
                  </p>
                  <Link
                    href={pageOf(w)}
                    className="break-all font-mono text-brand-700 hover:underline dark:text-brand-500"
                  >
                    {w.kind === 'channel' ? w.id : shorten(w.id, 12, 8)}
                  </Link>
                </div>
                <button
                  type="button"
                  className={`${btn} ml-auto shrink-0`}
                  onClick={() => toggleWatch(w)}
                  aria-label={`Stop watching ${w.id}`}
                >
                  Remove
                </button>
              </div>
              {r?.isPending && <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">Reading the index…</p>}
              {r?.isError && (
                <p className="mt-2 text-xs text-red-700 dark:text-red-400">The index did not answer; it is retried.</p>
              )}
              {r?.data && (
                <ul className="mt-2 space-y-1">
                  {r.data.rows.map((row) => (
                    <li key={`${row.height}:${row.idx}`} className="flex flex-wrap items-center gap-x-2 text-xs">
                      {row.time !== undefined && <TimeAgo ms={row.time} />}
                      <span>{row.type}</span>
                      <RecordLink
                        network={row.network}
                        kind="tx"
                        id={row.hash}
                        label={shorten(row.hash)}
                        copy={false}
                      />
                    </li>
                  ))}
                  {!r.data.rows.length && (
                    <li className="text-xs text-zinc-600 dark:text-zinc-400">
                      {r.data.status.indexed ? 'No indexed transaction yet.' : r.data.status.reason}
                    </li>
                  )}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
