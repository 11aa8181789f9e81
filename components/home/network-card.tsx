'use client'
import { heightText } from '@/lib/format/height'
import Link from 'next/link'
import { memo, useState } from 'react'
import { skipToken, useQuery } from '@tanstack/react-query'
import { TimeAgo } from '@/components/ui/time-ago'
import { headOf, type Head } from '@/lib/explorer/head'
import type { CallSpec } from '@/lib/client/types'
import { formatDuration } from '@/lib/format/time'
import { cardHead, measureInterval, type CardHead, type IntervalMark } from '@/lib/live/card-head'
import type { FeedStatus } from '@/lib/live/hub'
import type { BlockSummary } from '@/lib/live/summary'
import { queryKeys } from '@/lib/query/keys'
import { gatewayQuery } from '@/lib/query/options'
import type { NetworkId } from '@/lib/networks'
import { HoverPrefetchLink } from '@/components/ui/hover-prefetch-link'
import { HealthBadge } from './health-badge'

interface Props {
  network: NetworkId
  name: string
  description: string
  gateways: readonly string[]
  head?: CallSpec
  nominalIntervalMs: number
  /** The network has block pages (its gateway serves blocks by height). */
  blockPages: boolean
  /** The live strip's newest block of this network, and its feed's status (the same state the strip shows). */
  live?: BlockSummary | undefined
  feed?: FeedStatus | undefined
}

/** The card's measured block interval (lib/live/card-head.ts: measureInterval). */
function useInterval(head: CardHead | undefined, fetchedAt: number | undefined): number | undefined {
  const [first, setFirst] = useState<IntervalMark | null>(null)
  const { mark, intervalMs } = measureInterval(first, head, fetchedAt)
  // Derived state: remember where the measure starts (React allows this set-during-render pattern).
  if (mark !== first) setFirst(mark)
  return intervalMs
}

/**
 * One network on the home page: head height, time since its last block, block interval and gateway health.
 * Memoised: a block of one network re-renders that card, not all eight.
 */
export const NetworkCard = memo(function NetworkCard({
  network,
  name,
  description,
  gateways,
  head,
  nominalIntervalMs,
  blockPages,
  live,
  feed,
}: Props) {
  const q = useQuery({
    ...(head ? gatewayQuery(head, {}) : { queryKey: [...queryKeys.all, 'no-head', network], queryFn: skipToken }),
    // The server's head (lean, marked stale so other views fetch it whole) is what this card shows until the feed
    // brings a newer block; fetching the whole block again as the page hydrates only redrew the same card. While
    // the feed is live it brings every block, so the card polls only a network the feed cannot follow (or not yet).
    refetchOnMount: false,
    refetchInterval: feed?.state === 'live' ? false : Math.max(2000, nominalIntervalMs),
  })
  let parsed: Head | undefined
  let problem: string | undefined
  try {
    parsed = q.data && head ? headOf(head.opId, q.data.body, q.data.fetchedAt) : undefined
  } catch (e) {
    problem = e instanceof Error ? e.message : String(e)
  }
  // One head for the card and the strip above it: the newer of the pushed block and the polled head.
  const shown = cardHead(live, parsed)
  const measured = useInterval(shown, q.data?.fetchedAt)
  return (
    <li className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
      <div className="flex items-center gap-2">
        <Link href={`/${network}`} className="font-medium text-brand-700 hover:underline dark:text-brand-500">
          {name}
        </Link>
        <span className="ml-auto">
          <HealthBadge gateways={gateways} />
        </span>
      </div>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{description}</p>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">Height</dt>
          <dd className="tabular-nums" data-testid={`height-${network}`}>
            {shown && blockPages ? (
              <HoverPrefetchLink href={`/${network}/blocks/${shown.height}`} className="hover:underline">
                {heightText(shown.height)}
              </HoverPrefetchLink>
            ) : shown ? (
              <span title={shown.source}>{heightText(shown.height)}</span>
            ) : q.isError || problem ? (
              'unavailable'
            ) : head ? (
              '…'
            ) : (
              'not offered'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">Last block</dt>
          <dd data-testid={`last-block-${network}`}>
            {shown?.timeMs !== undefined ? (
              <TimeAgo ms={shown.timeMs} />
            ) : shown && feed?.state === 'unsupported' ? (
              <span title={`${feed.detail ?? ''} The height is the ${shown.source ?? 'head'}.`.trim()}>
                not offered
              </span>
            ) : shown ? (
              <span title="waiting for the live feed's first block">…</span>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">Interval</dt>
          <dd className="tabular-nums">
            {measured ? (
              `${formatDuration(measured)}`
            ) : (
              <span title="nominal, not yet measured">~{formatDuration(nominalIntervalMs)}</span>
            )}
          </dd>
        </div>
      </dl>
      {(q.error || problem) && (
        <p className="mt-1 truncate text-xs text-red-800 dark:text-red-300" title={String(q.error?.message ?? problem)}>
          {q.error?.message ?? problem}
        </p>
      )}
    </li>
  )
})
