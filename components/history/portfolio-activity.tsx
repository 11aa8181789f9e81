'use client'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'next/navigation'
import { PanelFrame } from '@/components/panel/panel-frame'
import { PanelError, PanelSkeleton } from '@/components/panel/states'
import { CursorPager } from '@/components/table/cursor-pager'
import { readCursor } from '@/components/table/cursor'
import { fetchPortfolioHistory, portfolioHistoryUrl } from '@/lib/client/history'
import { PORTFOLIO_TABLE_ID } from '@/lib/history/url-state'
import { progressWords } from '@/lib/history/words'
import { getNetwork, traitsOf } from '@/lib/networks'
import { ActivityTable } from './activity-table'

/** One key's indexed transactions on every network that knows it, merged by time, cursor in the URL. */
export function PortfolioActivity({ address }: { address: string }) {
  const sp = useSearchParams()
  const { stack, size } = readCursor(sp, PORTFOLIO_TABLE_ID)
  const url = portfolioHistoryUrl(address, { limit: size, ...(stack.length && { cursor: stack.at(-1)! }) })
  const q = useQuery({
    queryKey: ['history', 'portfolio', url],
    queryFn: ({ signal }) => fetchPortfolioHistory(url, signal),
    placeholderData: keepPreviousData,
  })
  return (
    <PanelFrame id="portfolio-activity" title="Activity on every network" network="all">
      {q.isPending && <PanelSkeleton lines={5} />}
      {q.isError && !q.data && <PanelError error={q.error} onRetry={() => void q.refetch()} retrying={q.isFetching} />}
      {q.data && (
        <div className={q.isPlaceholderData ? 'opacity-60' : ''} aria-busy={q.isFetching}>
          <ul className="space-y-0.5 px-3 py-2 text-xs text-zinc-600 dark:text-zinc-400" data-testid="portfolio-index">
            {q.data.status.map((s) => (
              <li key={s.network}>
                {getNetwork(s.network).name}: {progressWords(s, traitsOf(s.network).block.toLowerCase())}
              </li>
            ))}
          </ul>
          <ActivityTable
            rows={q.data.rows}
            denoms={q.data.denoms}
            showNetwork
            empty="No indexed transaction involves this key on any network."
          />
          <CursorPager id={PORTFOLIO_TABLE_ID} next={q.data.next} busy={q.isFetching} />
        </div>
      )}
    </PanelFrame>
  )
}
