import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { EntityView } from '@/components/explorer/entity-page'
import { entityPage } from '@/lib/explorer/entity-pages'
import { getNetwork, isNetworkId } from '@/lib/networks'

/** `/<network>/denoms/<denom>`: an SDK denomination; `ibc/<hash>` spans two segments. */
const denomOf = (segments: string[]) => segments.map(decodeURIComponent).join('/')

export async function generateMetadata({ params }: PageProps<'/[network]/denoms/[...denom]'>): Promise<Metadata> {
  const { network, denom } = await params
  const raw = denomOf(denom)
  // The tab reads the unit people know (HUB), as the heading does, where the network's own file names it.
  const known = isNetworkId(network) ? getNetwork(network).denoms.find((d) => d.base === raw) : undefined
  return {
    title: `Denomination ${known?.display ?? raw.slice(0, 24)}${isNetworkId(network) ? ` · ${getNetwork(network).name}` : ''}`,
  }
}

export default async function Page({ params, searchParams }: PageProps<'/[network]/denoms/[...denom]'>) {
  const { network, denom } = await params
  if (!isNetworkId(network)) notFound()
  const sp = await searchParams
  const page = await entityPage(network, 'denom', denomOf(denom), sp)
  return <EntityView network={network} page={page} searchParams={sp} />
}
