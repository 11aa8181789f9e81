'use client'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'next/navigation'
import { PanelFrame } from '@/components/panel/panel-frame'
import { PanelError, PanelSkeleton } from '@/components/panel/states'
import { CursorPager } from '@/components/table/cursor-pager'
import { readCursor } from '@/components/table/cursor'
import { fetchHistory, historyCsvUrl, historyUrl } from '@/lib/client/history'
import { readFilters, TABLE_ID } from '@/lib/history/url-state'
import { getNetwork, type NetworkId, traitsOf } from '@/lib/networks'
import { ActivityFilters } from './activity-filters'
import { ActivityTable } from './activity-table'
import { IndexLine } from './index-line'
import { WatchButton } from './watch-button'

const link =
  'rounded border border-zinc-300 px-2 py-0.5 text-xs hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800'

/**
 * An account's transactions from the explorer's own index, newest first: cursor paging, type and direction
 * filters in the URL, the filtered set as CSV, and how far the index has got beside it.
 */
export function AccountActivity({
  network,
  address,
  kind = 'address',
}: {
  network: NetworkId
  address: string
  kind?: 'address' | 'validator'
}) {
  const sp = useSearchParams()
  const { stack, size } = readCursor(sp, TABLE_ID)
  const filters = readFilters(sp)
  const url = historyUrl(network, address, { ...filters, limit: size, ...(stack.length && { cursor: stack.at(-1)! }) })
  const q = useQuery({
    queryKey: ['history', url],
    queryFn: ({ signal }) => fetchHistory(url, signal),
    placeholderData: keepPreviousData,
    refetchInterval: stack.length ? false : Math.max(5000, getNetwork(network).blockIntervalMs),
  })
  // The kinds of the account's transactions (for the filter), whatever page is shown.
  const kinds = useQuery({
    queryKey: ['history', 'types', network, address],
    queryFn: async ({ signal }) => (await fetchHistory(historyUrl(network, address, { limit: 1 }), signal)).types ?? [],
    staleTime: 60_000,
  })
  const word = traitsOf(network).height
  return (
    <PanelFrame
      id="activity"
      title="Activity"
      network={network}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <WatchButton item={{ kind, network, id: address }} />
          <a className={link} href={historyCsvUrl(network, address, filters)} download data-testid="activity-csv">
            CSV<span className="sr-only"> of the filtered transactions</span>
          </a>
        </div>
      }
    >
      {q.isPending && <PanelSkeleton lines={5} />}
      {q.isError && !q.data && <PanelError error={q.error} onRetry={() => void q.refetch()} retrying={q.isFetching} />}
      {q.data && (
        <div className={q.isPlaceholderData ? 'opacity-60' : ''} aria-busy={q.isFetching}>
          <div className="flex flex-wrap items-start justify-between gap-2 px-3 py-2">
            <IndexLine status={q.data.status} word={word} unit={word === 'round' ? 'round' : 'block'} />
            {q.data.status.indexed && <ActivityFilters types={kinds.data ?? []} />}
          </div>
          {q.data.status.indexed || q.data.rows.length ? (
            <>
              <ActivityTable
                rows={q.data.rows}
                denoms={q.data.denoms}
                empty={
                  q.data.scannedTo
                    ? `None of these down to ${word} ${BigInt(q.data.scannedTo).toLocaleString('en-US')}; the next page searches further back.`
                    : filters.type || filters.dir
                      ? 'No indexed transaction of this account matches the filters.'
                      : 'No indexed transaction involves this account.'
                }
              />
              <CursorPager id={TABLE_ID} next={q.data.next} busy={q.isFetching} />
            </>
          ) : null}
        </div>
      )}
    </PanelFrame>
  )
}
