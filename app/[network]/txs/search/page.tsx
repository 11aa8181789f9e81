import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { TxSearchForm } from '@/components/ledger-tools/tx-search-form'
import { TxSearchResults } from '@/components/ledger-tools/tx-search-results'
import { FormAlert, FormProblems } from '@/components/ui/form-alert'
import { searchTransactions } from '@/lib/ledger-tools/load-search'
import { gatewayOfKind, getNetwork, isNetworkId, traitsOf } from '@/lib/networks'

export const metadata: Metadata = { title: 'Transaction search' }

/** The indexer's transaction search: filters, cursor and page size all in the URL. */
export default async function TxSearchPage({ params, searchParams }: PageProps<'/[network]/txs/search'>) {
  const { network } = await params
  if (!isNetworkId(network)) notFound()
  // Transaction search runs on a ledger's indexer: elsewhere there is no such page.
  const indexer = gatewayOfKind(network, 'indexer')
  if (!traitsOf(network).txSearch || !indexer) notFound()
  const search = await searchTransactions(network, indexer, await searchParams)
  return (
    <>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{getNetwork(network).name} · Transactions</p>
      <h1 className="mb-4 text-2xl font-semibold">Transaction search</h1>
      <TxSearchForm form={search.form} />
      {search.problems.length > 0 && <FormProblems problems={search.problems} />}
      {search.error && <FormAlert>The indexer could not answer this search: {search.error}</FormAlert>}
      {search.ran && <TxSearchResults network={network} search={search} />}
    </>
  )
}
