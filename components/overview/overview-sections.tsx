import Link from 'next/link'
import { waitingFor } from '@/components/ui/panel-waiting'
import { LazyNetworkActivity } from '@/components/history/lazy-network-activity'
import { IbcHealthSummary } from '@/components/ibc/health-summary'
import { DenomProvider } from '@/components/ui/denoms'
import { unindexable } from '@/lib/history/sources'
import type { Overview } from '@/lib/overview/model'
import { traitsOf, type NetworkId } from '@/lib/networks'
import { BlockCharts } from './block-charts'
import { RecentBlocks } from './recent-blocks'
import { RecentTxs } from './recent-txs'
import { SectionCard } from './section-card'
import { StatsGrid } from './stats-grid'
import { ValidatorsTable } from './validators-table'

const TOP_VALIDATORS = 10

/** A network's overview sections, top to bottom: figures, recent records, charts, activity, validators, IBC. */
export function OverviewSections({ network, data }: { network: NetworkId; data: Overview }) {
  const top = data.validators?.slice(0, TOP_VALIDATORS)
  const unit = traitsOf(network).block.toLowerCase()
  const body = (
    <>
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
      {/* A gateway without block operations leaves the index nothing to read: the panel would be an empty frame. */}
      {!unindexable(network) && (
        <div className="mb-6">
          <LazyNetworkActivity network={network} {...waitingFor('network-activity', 'Activity over time')} />
        </div>
      )}
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
    </>
  )
  return data.denoms ? <DenomProvider denoms={data.denoms}>{body}</DenomProvider> : body
}
