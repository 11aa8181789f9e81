import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { RecordBody } from '@/components/explorer/record-page'
import { IbcHealthSummary } from '@/components/ibc/health-summary'
import { BlockCharts } from '@/components/overview/block-charts'
import { LiveRefresh } from '@/components/overview/live-refresh'
import { RecentBlocks } from '@/components/overview/recent-blocks'
import { RecentTxs } from '@/components/overview/recent-txs'
import { SectionCard } from '@/components/overview/section-card'
import { StatsGrid } from '@/components/overview/stats-grid'
import { ValidatorsTable } from '@/components/overview/validators-table'
import { NetworkActivity } from '@/components/history/network-activity'
import { overviewPage } from '@/lib/explorer/pages'
import { getNetwork, isNetworkId, traitsOf } from '@/lib/networks'
import { overviewData } from '@/lib/overview/load'

export async function generateMetadata({ params }: PageProps<'/[network]'>): Promise<Metadata> {
  const { network } = await params
  return { title: isNetworkId(network) ? getNetwork(network).name : 'Unknown network' }
}

export default async function NetworkOverview({ params, searchParams }: PageProps<'/[network]'>) {
  const { network } = await params
  if (!isNetworkId(network)) notFound()
  const n = getNetwork(network)
  const data = await overviewData(network)
  const details = overviewPage(network)
  const hasDetails = !('panels' in details) || details.panels.length > 0
  const top = data.validators?.slice(0, 10)
  const unit = traitsOf(network).block.toLowerCase()
  return (
    <>
      {/* The live indicator shares the title's line and never wraps, so its late text shifts nothing. */}
      <div className="flex items-baseline gap-3">
        <h1 className="text-2xl font-semibold">{n.name}</h1>
        <div className="ml-auto shrink-0 whitespace-nowrap">
          <LiveRefresh network={network} minMs={Math.max(5000, n.blockIntervalMs)} />
        </div>
      </div>
      <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">{n.description}</p>
      <StatsGrid stats={data.stats} />
      <div className="mb-6 grid gap-4 xl:grid-cols-3">
        <div className="min-w-0">
          <RecentBlocks section={data.blocks} proposerLabel={traitsOf(network).producer} />
        </div>
        <div className="min-w-0 xl:col-span-2">
          <RecentTxs network={network} section={data.txs} />
        </div>
      </div>
      {data.chart.length > 2 && (
        <div className="mb-6">
          <SectionCard id="charts" title={`Last ${data.chart.length} ${unit}s`}>
            <BlockCharts points={data.chart} unit={unit} />
          </SectionCard>
        </div>
      )}
      <div className="mb-6">
        <NetworkActivity network={network} />
      </div>
      {top && top.length > 0 && (
        <div className="mb-6">
          <SectionCard
            id="validators"
            title="Top validators"
            action={
              <Link href={`/${network}/validators`} className="text-brand-700 hover:underline dark:text-brand-500">
                All {data.validators!.length} validators →
              </Link>
            }
          >
            <ValidatorsTable network={network} rows={top} />
          </SectionCard>
        </div>
      )}
      {/* Streamed in after the figures above, so its arrival moves nothing a reader is looking at. */}
      <div className="mb-6 empty:hidden">
        <IbcHealthSummary network={network} />
      </div>
      {hasDetails && (
        <>
          <h2 className="mb-3 text-lg font-semibold">Network details</h2>
          <RecordBody network={network} defs={details} searchParams={await searchParams} mainRecord={false} />
        </>
      )}
    </>
  )
}
