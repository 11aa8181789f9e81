'use client'
import { feeds } from '@/lib/networks'
import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { fetchSupplyFeed } from '@/lib/client/supply'
import { PanelFrame } from '@/components/panel/panel-frame'
import { PanelError, PanelSkeleton } from '@/components/panel/states'
import { summarize } from '@/lib/supply/feed'
import type { FeedPayload } from '@/lib/supply/payloads'
import { feedBars, feedShares } from '@/lib/supply/tables/feed'
import { ChartCard } from './chart-card'
import { SourceFailures } from './source-failures'

export const FEED_REFRESH_MS = 15_000

/** The supply feed's seven figures now: circulating vs total per token, and the locked share of each total. */
export function FeedPanel({ initial }: { initial?: FeedPayload | undefined }) {
  const q = useQuery({
    queryKey: ['supply', 'feed'],
    queryFn: ({ signal }) => fetchSupplyFeed(signal),
    ...(initial && { initialData: initial, initialDataUpdatedAt: initial.fetchedAt }),
    refetchInterval: FEED_REFRESH_MS,
  })
  const tokens = useMemo(() => (q.data ? summarize(q.data.results) : undefined), [q.data])
  const bars = useMemo(() => tokens && feedBars(tokens), [tokens])
  const shares = useMemo(() => tokens && feedShares(tokens), [tokens])
  const failures = tokens?.flatMap((t) => t.errors) ?? []

  return (
    <PanelFrame
      id="feed"
      title="Supply feed"
      network={feeds()[0]?.id ?? 'supply'}
      raw={q.data?.results}
      meta={{ fetchedAt: q.data?.fetchedAt }}
    >
      {q.isPending && <PanelSkeleton lines={6} />}
      {q.isError && !q.data && <PanelError error={q.error} onRetry={() => void q.refetch()} retrying={q.isFetching} />}
      {bars && shares && (
        <div className="space-y-3 p-3">
          <SourceFailures title="Figures the feed did not answer" failures={failures} />
          <div className="grid gap-3 lg:grid-cols-2">
            <ChartCard
              id="feed-totals"
              title="Circulating vs total (whole tokens)"
              table={bars.table}
              spec={bars.spec}
              summary="grouped bars per token; token C has a circulating bar only"
              note="Token C: the feed publishes its circulating supply only; no total is published, so none is shown or derived."
            />
            <ChartCard
              id="feed-shares"
              title="Locked share of total supply"
              table={shares.table}
              spec={shares.spec}
              summary="stacked bars per token: circulating and locked (total − circulating) shares of 100 %"
              note="Locked = total − circulating. Token C has no published total, so it has no share."
            />
          </div>
        </div>
      )}
    </PanelFrame>
  )
}
