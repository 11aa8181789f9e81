'use client'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'next/navigation'
import { PanelFrame } from '@/components/panel/panel-frame'
import { PanelError, PanelSkeleton } from '@/components/panel/states'
import { readCursor } from '@/components/table/cursor'
import { CursorPager } from '@/components/table/cursor-pager'
import { tableCls } from '@/components/table/rows-table'
import { ScrollBox } from '@/components/table/scroll-box'
import { Amount } from '@/components/ui/amount'
import { useDenom } from '@/components/ui/denoms'
import { RecordLink } from '@/components/ui/record-link'
import { fetchTokenHolders, tokenHoldersUrl } from '@/lib/client/history'
import { shorten } from '@/lib/format/shorten'
import { traitsOf, type NetworkId } from '@/lib/networks'
import { IndexLine } from './index-line'

const TABLE_ID = 'holders'
const cell = tableCls.cell

/**
 * A VM token's holders as the explorer's own index sums its Transfer events (received − sent), largest first,
 * paged by offset in the URL; what the sums cover (the index's heights) is said above them.
 */
export function IndexedTokenHolders({ network, token }: { network: NetworkId; token: string }) {
  const sp = useSearchParams()
  const { stack, size } = readCursor(sp, TABLE_ID)
  const offset = Number(stack.at(-1) ?? 0) || 0
  const url = tokenHoldersUrl(network, token, offset, size)
  const q = useQuery({
    queryKey: ['history', url],
    queryFn: ({ signal }) => fetchTokenHolders(url, signal),
    placeholderData: keepPreviousData,
  })
  const denom = q.data?.denom ?? ''
  const info = useDenom(denom)
  const word = traitsOf(network).height
  const low = q.data?.status.low
  return (
    <PanelFrame id="holders" title="Holders" network={network}>
      {q.isPending && <PanelSkeleton lines={4} />}
      {q.isError && !q.data && <PanelError error={q.error} onRetry={() => void q.refetch()} retrying={q.isFetching} />}
      {q.data && (
        <div className={q.isPlaceholderData ? 'opacity-60' : ''} aria-busy={q.isFetching}>
          <div className="px-3 py-2">
            <IndexLine status={q.data.status} word={word} />
            <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400" data-testid="holders-basis">
              Balances summed from the index&rsquo;s history
              {low ? ` since ${word} ${BigInt(low).toLocaleString('en-US')}` : ''}: what each account received minus
              what it sent in the {q.data.moves.toLocaleString('en-US')} transfers recorded. Movements before that are
              not counted. {q.data.total.toLocaleString('en-US')} accounts hold some.
            </p>
          </div>
          <ScrollBox label="Holders">
            <table className={tableCls.table} data-testid="token-holders">
              <thead className={tableCls.head}>
                <tr>
                  <th scope="col" className={cell}>
                    Account
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    Balance (indexed)
                  </th>
                  <th scope="col" className={cell}>
                    Last transfer in
                  </th>
                </tr>
              </thead>
              <tbody className={tableCls.body}>
                {q.data.rows.map((r) => (
                  <tr key={r.address} data-testid="token-holder">
                    <td className={cell}>
                      <RecordLink
                        network={network}
                        kind="account"
                        id={r.address}
                        label={shorten(r.address)}
                        copy={false}
                      />
                    </td>
                    <td className={`${cell} text-right`}>
                      <Amount raw={r.balance} denom={denom} info={info} maxFraction={6} />
                    </td>
                    <td className={cell}>
                      <RecordLink network={network} kind="block" id={r.lastHeight} copy={false} />
                    </td>
                  </tr>
                ))}
                {q.data.rows.length === 0 && (
                  <tr>
                    <td colSpan={3} className={`${cell} ${tableCls.empty}`}>
                      The index has recorded no transfer that leaves an account holding this token.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </ScrollBox>
          <CursorPager
            id={TABLE_ID}
            next={q.data.next !== undefined ? String(q.data.next) : undefined}
            busy={q.isFetching}
          />
        </div>
      )}
    </PanelFrame>
  )
}
