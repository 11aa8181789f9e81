import Link from 'next/link'
import { CsvDownload } from '@/components/ui/csv-download'
import type { LogSearch } from '@/lib/log-search/load'
import { withOffset, type LogQuery } from '@/lib/log-search/vm'
import type { NetworkId } from '@/lib/networks'
import { EventTable, TransferTable } from './log-table'

type Params = Record<string, string | string[] | undefined>
const link = 'text-brand-700 hover:underline dark:text-brand-500'

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
    <section aria-labelledby="results-title" className="rounded-lg border border-zinc-200 dark:border-zinc-800">
      <header className="flex flex-wrap items-center gap-2 border-b border-zinc-100 px-3 py-2 dark:border-zinc-800">
        <h2 id="results-title" className="font-semibold">
          {s.kind === 'event' ? 'Events' : 'Transfers'} {count ? `${q.offset + 1}–${q.offset + count}` : ''}
        </h2>
        <CsvDownload filename={`${network}-${s.kind}-logs-${q.offset}.csv`} csv={s.csv} />
      </header>
      {s.kind === 'event' ? (
        <EventTable network={network} lines={s.events} />
      ) : (
        <TransferTable network={network} rows={s.transfers} />
      )}
      <nav
        aria-label="Log pages"
        className="flex gap-2 border-t border-zinc-100 px-3 py-2 text-sm dark:border-zinc-800"
      >
        {q.offset > 0 && (
          <Link href={withOffset(params, Math.max(0, q.offset - q.limit))} className={link}>
            ← Newer
          </Link>
        )}
        {count === q.limit && (
          <Link href={withOffset(params, q.offset + q.limit)} className={link}>
            Older →
          </Link>
        )}
      </nav>
    </section>
  )
}
