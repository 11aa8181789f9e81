import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RecordBody } from '@/components/explorer/record-page'
import { IbcHealthSummary } from '@/components/ibc/health-summary'
import { overviewPage } from '@/lib/explorer/pages'
import { isNetworkId, NETWORKS } from '@/lib/networks'

export async function generateMetadata({ params }: PageProps<'/[network]'>): Promise<Metadata> {
  const { network } = await params
  return { title: isNetworkId(network) ? NETWORKS[network].name : 'Unknown network' }
}

export default async function NetworkOverview({ params, searchParams }: PageProps<'/[network]'>) {
  const { network } = await params
  if (!isNetworkId(network)) notFound()
  const n = NETWORKS[network]
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">{n.name}</h1>
      <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">{n.description} · gateways: {n.gateways.join(', ')}</p>
      <div className="mb-4 empty:hidden"><IbcHealthSummary network={network} /></div>
      <RecordBody network={network} defs={overviewPage(network)} searchParams={await searchParams} mainRecord={false} />
    </>
  )
}
