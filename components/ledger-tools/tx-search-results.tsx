import Link from 'next/link'
import { CsvDownload } from '@/components/ui/csv-download'
import type { TxSearch } from '@/lib/ledger-tools/load-search'
import { nextPageHref, pageNumber, previousPageHref, rowsToCsv } from '@/lib/ledger-tools/search'
import type { NetworkId } from '@/lib/networks'
import { TxSearchTable } from './tx-search-table'

const link = 'text-brand-700 hover:underline dark:text-brand-500'

/** One page of found transactions, newest first, with its CSV and the links to the pages around it. */
export function TxSearchResults({ network, search: s }: { network: NetworkId; search: TxSearch }) {
  const { form, rows } = s
  // The first page has no page before it, even when pinned to a round.
  const prev = form.trail.length ? previousPageHref(form) : undefined
  const page = pageNumber(form)
  return (
    <section aria-labelledby="results-title" className="rounded-lg border border-zinc-200 dark:border-zinc-800">
      <header className="flex flex-wrap items-center gap-2 border-b border-zinc-100 px-3 py-2 dark:border-zinc-800">
        <h2 id="results-title" className="font-semibold">
          Page {page} · {rows.length} transaction{rows.length === 1 ? '' : 's'}
        </h2>
        <span className="text-xs text-zinc-600 dark:text-zinc-400">newest first</span>
        <CsvDownload filename={`${network}-transactions-page-${page}.csv`} csv={rowsToCsv(rows)} />
      </header>
      <TxSearchTable network={network} rows={rows} />
      <nav
        aria-label="Result pages"
        className="flex gap-4 border-t border-zinc-100 px-3 py-2 text-sm dark:border-zinc-800"
      >
        {prev && (
          <Link href={prev} className={link}>
            ← Previous page
          </Link>
        )}
        {s.nextToken && (
          <Link href={nextPageHref(s.at ? { ...form, next: s.at } : form, s.nextToken)} className={link}>
            Next page →
          </Link>
        )}
      </nav>
    </section>
  )
}
