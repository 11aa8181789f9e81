import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RecordBody } from '@/components/explorer/record-page'
import { OverviewSections } from '@/components/overview/overview-sections'
import { OverviewTitle } from '@/components/overview/overview-title'
import { getNetwork, isNetworkId } from '@/lib/networks'
import { loadOverviewPage } from '@/lib/overview/page'

export async function generateMetadata({ params }: PageProps<'/[network]'>): Promise<Metadata> {
  const { network } = await params
  return { title: isNetworkId(network) ? getNetwork(network).name : 'Unknown network' }
}

/** `/<network>`: the network's overview sections, then the detail panels of its kind. */
export default async function NetworkOverview({ params, searchParams }: PageProps<'/[network]'>) {
  const { network } = await params
  if (!isNetworkId(network)) notFound()
  const { overview, details } = await loadOverviewPage(network)
  return (
    <>
      <OverviewTitle
        network={network}
        shownHeight={'rows' in overview.blocks ? overview.blocks.rows[0]?.height : undefined}
      />
      <OverviewSections network={network} data={overview} />
      {details && (
        <>
          <h2 className="mb-3 text-lg font-semibold">Network details</h2>
          <RecordBody network={network} defs={details} searchParams={await searchParams} mainRecord={false} />
        </>
      )}
    </>
  )
}
