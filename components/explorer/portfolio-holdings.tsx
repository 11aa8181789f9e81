import { Notice } from '@/components/explorer/record-page'
import { PanelList } from '@/components/panel/panel-list'
import { DenomProvider } from '@/components/ui/denoms'
import { RecordLink } from '@/components/ui/record-link'
import { denomsOf } from '@/lib/explorer/denoms'
import { holdingPanels } from '@/lib/explorer/portfolio'
import { getNetwork, type NetworkId } from '@/lib/networks'

type SearchParams = Record<string, string | string[] | undefined>

/** What one key holds on one network, in that network's own panel (which fails alone). */
export async function PortfolioHoldings({
  network,
  address,
  searchParams,
}: {
  network: NetworkId
  address: string
  searchParams: SearchParams
}) {
  const panels = holdingPanels(network, address)
  return (
    <section aria-labelledby={`pf-${network}`} data-testid={`portfolio-${network}`}>
      <h2 id={`pf-${network}`} className="mb-2 flex min-w-0 flex-wrap items-baseline gap-x-2">
        <span className="font-medium">{getNetwork(network).name}</span>
        <RecordLink network={network} kind="account" id={address} />
      </h2>
      {typeof panels === 'string' ? (
        <Notice title="No balances here">{panels}</Notice>
      ) : (
        <DenomProvider denoms={await denomsOf(network)}>
          <PanelList network={network} panels={panels} searchParams={searchParams} />
        </DenomProvider>
      )}
    </section>
  )
}
