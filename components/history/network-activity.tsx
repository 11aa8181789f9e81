'use client'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'next/navigation'
import { lazy, Suspense, type MouseEvent } from 'react'
import { PanelFrame } from '@/components/panel/panel-frame'
import { useSeen } from '@/components/ui/use-seen'
import { PanelError, PanelSkeleton } from '@/components/panel/states'
import { fetchActivity } from '@/lib/client/history'
import { ACTIVITY_RANGES, type ActivityRange } from '@/lib/history/types'
import { DEFAULT_RANGE, RANGE_PARAM, readRange, withParam } from '@/lib/history/url-state'
import { type NetworkId, traitsOf } from '@/lib/networks'
import { IndexLine } from './index-line'

const Charts = lazy(() => import('./network-activity-charts'))
const LABEL: Record<ActivityRange, string> = { '24h': '24 h', '7d': '7 d', '30d': '30 d', all: 'All indexed' }

/** Range links that change the URL in place (as the supply dashboard's): shared links reproduce the view. */
function RangeLinks({ range }: { range: ActivityRange }) {
  const sp = useSearchParams()
  const go = (e: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
    e.preventDefault()
    window.history.pushState(null, '', href)
  }
  return (
    <nav
      aria-label="Time range"
      className="flex overflow-hidden rounded border border-zinc-300 text-xs dark:border-zinc-700"
    >
      {ACTIVITY_RANGES.map((r) => {
        const href = `?${withParam(sp, RANGE_PARAM, r === DEFAULT_RANGE ? undefined : r).toString()}#network-activity`
        return (
          <a
            key={r}
            href={href}
            onClick={(e) => go(e, href)}
            aria-current={r === range ? 'true' : undefined}
            className={`px-2 py-1 ${r === range ? 'bg-zinc-200 font-medium dark:bg-zinc-700' : 'hover:bg-zinc-100 dark:hover:bg-zinc-800'}`}
          >
            {LABEL[r]}
          </a>
        )
      })}
    </nav>
  )
}

/** Transactions, active and new accounts, fees and block time per hour or day, from the explorer's own index. */
export function NetworkActivity({ network }: { network: NetworkId }) {
  const range = readRange(useSearchParams())
  const q = useQuery({
    queryKey: ['history', 'activity', network, range],
    queryFn: ({ signal }) => fetchActivity(network, range, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  })
  const word = traitsOf(network).height
  // recharts (~110 KB gzip) loads once the panel is in view of a person, not with every overview.
  const [ref, seen] = useSeen<HTMLDivElement>()
  const placeholder = <div className="h-64 rounded bg-zinc-50 dark:bg-zinc-900" />
  return (
    <div ref={ref}>
      <PanelFrame
        id="network-activity"
        title="Activity over time"
        network={network}
        actions={<RangeLinks range={range} />}
      >
        {q.isPending && <PanelSkeleton lines={6} />}
        {q.isError && !q.data && (
          <PanelError error={q.error} onRetry={() => void q.refetch()} retrying={q.isFetching} />
        )}
        {q.data && (
          <div className={`space-y-3 p-3 ${q.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={q.isFetching}>
            <IndexLine status={q.data.status} word={word} unit={word === 'round' ? 'round' : 'block'} />
            {q.data.points.length > 0 ? (
              seen ? (
                <Suspense fallback={placeholder}>
                  <Charts data={q.data} />
                </Suspense>
              ) : (
                placeholder
              )
            ) : (
              q.data.status.indexed && (
                <p className="text-sm text-zinc-600 dark:text-zinc-400">No indexed block in this range yet.</p>
              )
            )}
          </div>
        )}
      </PanelFrame>
    </div>
  )
}
