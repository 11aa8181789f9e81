import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LogForm } from '@/components/log-search/log-form'
import { LogResults } from '@/components/log-search/log-results'
import { FormAlert, FormProblems } from '@/components/ui/form-alert'
import { searchLogs } from '@/lib/log-search/load'
import { getNetwork, isNetworkId, traitsOf } from '@/lib/networks'

export const metadata: Metadata = { title: 'Log search' }

/** Event and transfer logs of a VM ledger, filtered and paged in the URL, with the page as CSV. */
export default async function LogsPage({ params, searchParams }: PageProps<'/[network]/logs'>) {
  const { network } = await params
  // Only a VM ledger has event and transfer logs to search: elsewhere there is no such page.
  if (!isNetworkId(network) || !traitsOf(network).logSearch) notFound()
  const net = getNetwork(network)
  const p = await searchParams
  const search = await searchLogs(network, p)
  return (
    <>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{net.name} · Logs</p>
      <h1 className="mb-4 text-2xl font-semibold">Log search</h1>
      <LogForm
        params={p}
        kind={search.kind}
        symbol={net.denom.display}
        {...(search.query && { query: search.query })}
      />
      {search.problems.length > 0 && <FormProblems problems={search.problems} />}
      {search.error && <FormAlert>The gateway refused the search: {search.error}</FormAlert>}
      {search.query && !search.error && (
        <LogResults network={network} params={p} search={search} query={search.query} />
      )}
    </>
  )
}
