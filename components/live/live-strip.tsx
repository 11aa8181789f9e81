'use client'
import Link from 'next/link'
import { useCallback, useState } from 'react'
import { LIVE_ALL_URL } from '@/lib/client/live'
import { refreshHeads, type HeadKeys } from '@/lib/live/cache'
import type { FeedStatus } from '@/lib/live/hub'
import type { BlockSummary } from '@/lib/live/summary'
import { getQueryClient } from '@/lib/query/get-query-client'
import { networkIds, getNetwork, type NetworkId } from '@/lib/networks'
import { Age, blockHref, useNow } from './block-cells'
import { useLiveStream, type LiveEvent } from './use-live-stream'

const EVENTS = ['block'] as const

/**
 * Home page strip: every network's newest block, pushed. One multiplexed SSE connection (`/api/live/all`) for
 * all networks: browsers allow six HTTP/1.1 connections per origin, and eight streams would starve the page.
 * Each block also refreshes that network's head queries (the cards below), so they need not poll.
 *
 * Mount: `<LiveStrip headKeys={allHeadKeys()} />` in a server component (`allHeadKeys` from lib/live/heads).
 */
export function LiveStrip({ headKeys }: { headKeys?: HeadKeys }) {
  const [latest, setLatest] = useState<Partial<Record<NetworkId, BlockSummary>>>({})
  const [statuses, setStatuses] = useState<Partial<Record<NetworkId, FeedStatus>>>({})
  const onEvents = useCallback(
    (batch: LiveEvent[]) => {
      setLatest((prev) => {
        const next = { ...prev }
        for (const e of batch) {
          const b = e.data as BlockSummary
          const cur = next[b.network]
          if (b.obsolete || (cur && BigInt(cur.height) > BigInt(b.height))) continue
          next[b.network] = b
        }
        return next
      })
      const client = getQueryClient()
      for (const n of new Set(batch.map((e) => (e.data as BlockSummary).network)))
        void refreshHeads(client, headKeys?.[n])
    },
    [headKeys],
  )
  // Statuses arrive one network at a time on the shared stream: keep the last one of each.
  const onStatus = useCallback((s: FeedStatus & { network?: string }) => {
    const n = s.network
    if (n && (networkIds() as readonly string[]).includes(n)) setStatuses((prev) => ({ ...prev, [n]: s }))
  }, [])
  useLiveStream(LIVE_ALL_URL, EVENTS, onEvents, { onStatus })
  const now = useNow()
  return (
    <section
      aria-label="Newest blocks"
      className="overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800"
    >
      <ul className="flex min-w-max divide-x divide-zinc-200 text-sm dark:divide-zinc-800">
        {networkIds().map((id) => {
          const b = latest[id]
          const st = statuses[id]
          return (
            <li
              key={id}
              className="min-w-36 px-3 py-2"
              data-testid={`strip-${id}`}
              data-height={b?.height}
              data-time={b?.time}
            >
              <div className="flex items-center gap-1 text-xs text-zinc-600 dark:text-zinc-400">
                {st?.state === 'live' && <span aria-hidden className="size-1.5 rounded-full bg-brand-500" />}
                <Link href={`/${id}/live`} className="hover:underline">
                  {getNetwork(id).name}
                </Link>
              </div>
              {b ? (
                <div>
                  <Link
                    href={blockHref(b)}
                    className="font-medium tabular-nums text-brand-700 hover:underline dark:text-brand-500"
                  >
                    {b.height}
                  </Link>
                  <span className="ml-1 text-xs text-zinc-600 dark:text-zinc-400">
                    <Age ms={b.time} now={now} />
                    {b.txs !== undefined && ` · ${b.txs} tx`}
                  </span>
                </div>
              ) : (
                <div className="text-xs text-zinc-600 dark:text-zinc-400">
                  {st?.state === 'unsupported'
                    ? 'no block feed'
                    : st?.state === 'retrying'
                      ? 'reconnecting…'
                      : st?.state === 'behind'
                        ? 'gateway behind…'
                        : 'waiting…'}
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
