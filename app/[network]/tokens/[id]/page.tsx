import type { Metadata } from 'next'
import { waitingFor } from '@/components/ui/panel-waiting'
import { notFound } from 'next/navigation'
import { EntityView } from '@/components/explorer/entity-page'
import { LazyIndexedTokenHolders, LazyTokenActivity } from '@/components/history/lazy-token-panels'
import { entityPage } from '@/lib/explorer/entity-pages'
import { getNetwork, isNetworkId } from '@/lib/networks'

export async function generateMetadata({ params }: PageProps<'/[network]/tokens/[id]'>): Promise<Metadata> {
  const { network, id } = await params
  return {
    title: `Token ${decodeURIComponent(id).slice(0, 16)}${isNetworkId(network) ? ` · ${getNetwork(network).name}` : ''}`,
  }
}

export default async function Page({ params, searchParams }: PageProps<'/[network]/tokens/[id]'>) {
  const { network, id } = await params
  if (!isNetworkId(network)) notFound()
  const sp = await searchParams
  const page = await entityPage(network, 'token', decodeURIComponent(id), sp)
  return (
    <EntityView network={network} page={page} searchParams={sp}>
      {page.ok && page.indexedTransfers && (
        <LazyTokenActivity network={network} token={page.id} {...waitingFor('transfers', 'Transfers')} />
      )}
      {page.ok && page.indexedHolders && (
        <LazyIndexedTokenHolders network={network} token={page.id} {...waitingFor('holders', 'Holders')} />
      )}
    </EntityView>
  )
}
