import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { Notice } from '@/components/explorer/record-page'
import { SectionCard } from '@/components/overview/section-card'
import { ValidatorsTable } from '@/components/overview/validators-table'
import { isNetworkId, getNetwork } from '@/lib/networks'
import { hasValidators, listValidators, SORT_KEYS, sortValidators, type SortKey } from '@/lib/overview/validators'

export async function generateMetadata({ params }: PageProps<'/[network]/validators'>): Promise<Metadata> {
  const { network } = await params
  return { title: isNetworkId(network) ? `Validators · ${getNetwork(network).name}` : 'Unknown network' }
}

export default async function ValidatorsPage({ params, searchParams }: PageProps<'/[network]/validators'>) {
  const { network } = await params
  if (!isNetworkId(network)) notFound()
  const n = getNetwork(network)
  const title = (
    <p className="text-sm text-zinc-600 dark:text-zinc-400">
      <Link href={`/${network}`} className="hover:underline">
        {n.name}
      </Link>{' '}
      · Validators
    </p>
  )
  // No staking validator queries on this gateway: there is no such page (404), not a page that says so.
  if (!hasValidators(network)) notFound()
  const sp = await searchParams
  const key = (SORT_KEYS as readonly string[]).includes(String(sp.sort)) ? (sp.sort as SortKey) : 'power'
  const desc = sp.dir === undefined ? key === 'power' : sp.dir === 'desc'
  const rows = await listValidators(network)
  return (
    <>
      {title}
      <h1 className="mb-4 text-2xl font-semibold">Validators</h1>
      {rows ? (
        <SectionCard
          id="validators"
          title={`${rows.filter((r) => r.status === 'Active').length} active of ${rows.length}`}
        >
          <ValidatorsTable
            network={network}
            rows={sortValidators(rows, key, desc)}
            sort={{ key, desc }}
            sortHref={(k, d) => `/${network}/validators?sort=${k}&dir=${d ? 'desc' : 'asc'}`}
          />
        </SectionCard>
      ) : (
        <Notice title="Validators unavailable" tone="error">
          The gateway did not answer the validator list. Try again in a moment.
        </Notice>
      )}
      <p className="mt-3 text-xs text-zinc-600 dark:text-zinc-400">
        Uptime is not shown: the gateway offers no slashing (signing info) queries.
      </p>
    </>
  )
}
