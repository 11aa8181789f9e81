import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { EntityView } from '@/components/explorer/entity-page'
import { TokenActivity } from '@/components/history/token-activity'
import { IndexedTokenHolders } from '@/components/history/token-holders-indexed'
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
      {page.ok && page.indexedTransfers && <TokenActivity network={network} token={page.id} />}
      {page.ok && page.indexedHolders && <IndexedTokenHolders network={network} token={page.id} />}
    </EntityView>
  )
}
