import { ResultsFrame } from '@/components/ui/results-frame'
import type { TxSearch } from '@/lib/ledger-tools/load-search'
import { nextPageHref, pageNumber, previousPageHref, rowsToCsv } from '@/lib/ledger-tools/search'
import type { NetworkId } from '@/lib/networks'
import { TxSearchTable } from './tx-search-table'

/** One page of found transactions, newest first, with its CSV and the links to the pages around it. */
export function TxSearchResults({ network, search: s }: { network: NetworkId; search: TxSearch }) {
  const { form, rows } = s
  // The first page has no page before it, even when pinned to a round.
  const prev = form.trail.length ? previousPageHref(form) : undefined
  const page = pageNumber(form)
  return (
    <ResultsFrame
      title={`Page ${page} · ${rows.length} transaction${rows.length === 1 ? '' : 's'}`}
      note="newest first"
      csv={{ filename: `${network}-transactions-page-${page}.csv`, text: rowsToCsv(rows) }}
      pagesLabel="Result pages"
      previous={prev ? { href: prev, label: 'Previous page' } : undefined}
      next={
        s.nextToken
          ? { href: nextPageHref(s.at ? { ...form, next: s.at } : form, s.nextToken), label: 'Next page' }
          : undefined
      }
    >
      <TxSearchTable network={network} rows={rows} />
    </ResultsFrame>
  )
}
