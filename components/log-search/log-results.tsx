import { ResultsFrame } from '@/components/ui/results-frame'
import type { LogSearch } from '@/lib/log-search/load'
import { withOffset, type LogQuery } from '@/lib/log-search/vm'
import type { NetworkId } from '@/lib/networks'
import { EventTable, TransferTable } from './log-table'

type Params = Record<string, string | string[] | undefined>

/** One page of logs with its CSV and the links to the newer and older pages (offset paging, kept in the URL). */
export function LogResults({
  network,
  params,
  search: s,
  query: q,
}: {
  network: NetworkId
  params: Params
  search: LogSearch
  query: LogQuery
}) {
  const count = s.kind === 'event' ? s.events.length : s.transfers.length
  return (
    <ResultsFrame
      title={`${s.kind === 'event' ? 'Events' : 'Transfers'} ${count ? `${q.offset + 1}–${q.offset + count}` : ''}`}
      csv={{ filename: `${network}-${s.kind}-logs-${q.offset}.csv`, text: s.csv }}
      pagesLabel="Log pages"
      previous={
        q.offset > 0 ? { href: withOffset(params, Math.max(0, q.offset - q.limit)), label: 'Newer' } : undefined
      }
      next={count === q.limit ? { href: withOffset(params, q.offset + q.limit), label: 'Older' } : undefined}
    >
      {s.kind === 'event' ? (
        <EventTable network={network} lines={s.events} />
      ) : (
        <TransferTable network={network} rows={s.transfers} />
      )}
    </ResultsFrame>
  )
}
