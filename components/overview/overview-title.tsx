import { getNetwork, type NetworkId } from '@/lib/networks'
import { LiveRefresh } from './live-refresh'

/** The overview's title line, its live indicator and the network's description. */
export function OverviewTitle({ network, shownHeight }: { network: NetworkId; shownHeight?: string | undefined }) {
  const n = getNetwork(network)
  return (
    <>
      {/* The live indicator shares the title's line and never wraps, so its late text shifts nothing. */}
      <div className="flex items-baseline gap-3">
        <h1 className="text-2xl font-semibold">{n.name}</h1>
        <div className="ml-auto shrink-0 whitespace-nowrap">
          <LiveRefresh network={network} minMs={Math.max(5000, n.blockIntervalMs)} shownHeight={shownHeight} />
        </div>
      </div>
      <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">{n.description}</p>
    </>
  )
}
