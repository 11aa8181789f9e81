import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { TxSearchForm } from '@/components/ledger-tools/tx-search-form'
import { TxSearchTable } from '@/components/ledger-tools/tx-search-table'
import { GatewayError } from '@/lib/client/types'
import { assetInfo } from '@/lib/ledger-tools/asset-info'
import {
  nextPageHref,
  pageNumber,
  previousPageHref,
  rowOf,
  rowsToCsv,
  searchQuery,
  type SearchRow,
} from '@/lib/ledger-tools/search'
import { gatewayOfKind, getNetwork, isNetworkId, traitsOf } from '@/lib/networks'
import type { WindowTx } from '@/lib/ledger-tools/newest'
import { runSearch } from '@/lib/ledger-tools/run-search'
import { CsvDownload } from '@/components/ui/csv-download'
import { FormAlert, FormProblems } from '@/components/ui/form-alert'

export const metadata: Metadata = { title: 'Transaction search' }

/** The indexer's transaction search (GET /v2/transactions): filters, cursor and page size all in the URL. */
export default async function TxSearchPage({ params, searchParams }: PageProps<'/[network]/txs/search'>) {
  const { network } = await params
  if (!isNetworkId(network)) notFound()
  const net = getNetwork(network)
  // Transaction search runs on a ledger's indexer: elsewhere there is no such page.
  const indexer = gatewayOfKind(network, 'indexer')
  if (!traitsOf(network).txSearch || !indexer) notFound()
  const p = await searchParams
  const parsed = searchQuery(p)
  let rows: SearchRow[] = []
  let nextToken: string | undefined
  /** This page's own position, for the trail when it is left (a pinned first page). */
  let at: string | undefined
  let error: string | undefined
  if (parsed.ok) {
    try {
      const found = await runSearch<Parameters<typeof rowOf>[0] & WindowTx>(indexer, parsed.q)
      const txs = found.txs
      nextToken = found.next
      at = found.at
      const assets = await assetInfo(
        indexer,
        txs.flatMap((t) =>
          t['asset-transfer-transaction'] ? [String(t['asset-transfer-transaction']['asset-id'])] : [],
        ),
      )
      rows = txs.map((t) => rowOf(t, getNetwork(network).denom, assets))
    } catch (e) {
      error = e instanceof GatewayError ? (e.detail ?? e.error) : String(e)
    }
  }
  const form = parsed.ok ? parsed.q.form : parsed.form
  // The first page has no page before it, even when pinned to a round.
  const prev = form.trail.length ? previousPageHref(form) : undefined
  const page = pageNumber(form)
  return (
    <>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{net.name} · Transactions</p>
      <h1 className="mb-4 text-2xl font-semibold">Transaction search</h1>
      <TxSearchForm form={form} />
      {!parsed.ok && <FormProblems problems={parsed.problems} />}
      {error && <FormAlert>The indexer could not answer this search: {error}</FormAlert>}
      {parsed.ok && !error && (
        <section aria-labelledby="results-title" className="rounded-lg border border-zinc-200 dark:border-zinc-800">
          <header className="flex flex-wrap items-center gap-2 border-b border-zinc-100 px-3 py-2 dark:border-zinc-800">
            <h2 id="results-title" className="font-semibold">
              Page {page} · {rows.length} transaction{rows.length === 1 ? '' : 's'}
            </h2>
            <span className="text-xs text-zinc-600 dark:text-zinc-400">newest first</span>
            <CsvDownload filename={`ledger-transactions-page-${page}.csv`} csv={rowsToCsv(rows)} />
          </header>
          <TxSearchTable network={network} rows={rows} />
          <nav
            aria-label="Result pages"
            className="flex gap-4 border-t border-zinc-100 px-3 py-2 text-sm dark:border-zinc-800"
          >
            {prev && (
              <Link href={prev} className="text-brand-700 hover:underline dark:text-brand-500">
                ← Previous page
              </Link>
            )}
            {nextToken && (
              <Link
                href={nextPageHref(at ? { ...form, next: at } : form, nextToken)}
                className="text-brand-700 hover:underline dark:text-brand-500"
              >
                Next page →
              </Link>
            )}
          </nav>
        </section>
      )}
    </>
  )
}
