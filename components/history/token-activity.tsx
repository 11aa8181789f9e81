'use client'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'next/navigation'
import { PanelFrame } from '@/components/panel/panel-frame'
import { PanelError, PanelSkeleton } from '@/components/panel/states'
import { readCursor } from '@/components/table/cursor'
import { CursorPager } from '@/components/table/cursor-pager'
import { fetchTokenHistory, tokenHistoryUrl } from '@/lib/client/history'
import { getNetwork, traitsOf, type NetworkId } from '@/lib/networks'
import { IndexLine } from './index-line'
import { CollectionItems, TokenHolders, TokenTransfers } from './token-tables'

const TABLE_ID = 'transfers'

/**
 * A token's transfers and the accounts that moved it, from the explorer's own index (the gateway keeps neither):
 * cursor paging in the URL, the index's progress beside them, and what that means for completeness in words.
 */
export function TokenActivity({ network, token }: { network: NetworkId; token: string }) {
  const sp = useSearchParams()
  const { stack, size } = readCursor(sp, TABLE_ID)
  const url = tokenHistoryUrl(network, token, { limit: size, ...(stack.length && { cursor: stack.at(-1)! }) })
  // The holders come with the first page only; they are kept while later pages of transfers are read.
  const first = tokenHistoryUrl(network, token, { limit: 1 })
  const q = useQuery({
    queryKey: ['history', url],
    queryFn: ({ signal }) => fetchTokenHistory(url, signal),
    placeholderData: keepPreviousData,
    refetchInterval: stack.length ? false : Math.max(5000, getNetwork(network).blockIntervalMs),
  })
  const h = useQuery({
    queryKey: ['history', first],
    queryFn: ({ signal }) => fetchTokenHistory(first, signal),
    enabled: stack.length > 0,
    staleTime: 30_000,
  })
  const firstPage = stack.length ? h.data : q.data
  const holders = firstPage?.holders
  const items = firstPage?.items
  const word = traitsOf(network).height
  const since = q.data?.status.low ? ` since ${word} ${BigInt(q.data.status.low).toLocaleString('en-US')}` : ''
  return (
    <div className="grid gap-4">
      <PanelFrame id="transfers" title="Transfers" network={network}>
        {q.isPending && <PanelSkeleton lines={5} />}
        {q.isError && !q.data && (
          <PanelError error={q.error} onRetry={() => void q.refetch()} retrying={q.isFetching} />
        )}
        {q.data && (
          <div className={q.isPlaceholderData ? 'opacity-60' : ''} aria-busy={q.isFetching}>
            <div className="px-3 py-2">
              <IndexLine status={q.data.status} word={word} />
              <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
                Transfers the explorer&rsquo;s own index recorded{since}; earlier ones are not known here.
              </p>
            </div>
            <TokenTransfers network={network} token={token} rows={q.data.rows} />
            <CursorPager id={TABLE_ID} next={q.data.next} busy={q.isFetching} />
          </div>
        )}
      </PanelFrame>
      {items ? (
        <PanelFrame id="items" title="Items" network={network}>
          <p className="px-3 py-2 text-xs text-zinc-600 dark:text-zinc-400">
            Items of this collection the index saw move{since}, by nonce. Each item&rsquo;s page shows who holds it.
          </p>
          <CollectionItems network={network} rows={items} />
        </PanelFrame>
      ) : (
        <PanelFrame id="holders" title="Holders" network={network}>
          {!holders && (q.isPending || h.isPending) && <PanelSkeleton lines={3} />}
          {holders && (
            <>
              <p className="px-3 py-2 text-xs text-zinc-600 dark:text-zinc-400">
                Accounts the index saw send or receive this token{since}, most recently active first, with their balance
                as the gateway answers it now. An account that only received it before that is not listed.
              </p>
              <TokenHolders network={network} token={token} rows={holders} />
            </>
          )}
        </PanelFrame>
      )}
    </div>
  )
}
