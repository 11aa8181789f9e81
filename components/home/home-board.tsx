'use client'
import type { CallSpec } from '@/lib/client/types'
import type { NetworkId } from '@/lib/networks'
import { LiveStrip } from '@/components/live/live-strip'
import { useLatestBlocks } from '@/components/live/use-latest-blocks'
import { NetworkCard } from './network-card'

export interface BoardNetwork {
  id: NetworkId
  name: string
  description: string
  gateways: readonly string[]
  nominalIntervalMs: number
  blockPages: boolean
  head?: CallSpec
}

/**
 * The home page's live part: the strip of newest blocks and a card per network, both fed by one live stream, so
 * a card's head and last-block time are the strip's (or the card's own polled head when that is newer).
 */
export function HomeBoard({ networks }: { networks: readonly BoardNetwork[] }) {
  const { latest, statuses } = useLatestBlocks()
  return (
    <>
      <div className="mt-4">
        <LiveStrip latest={latest} statuses={statuses} />
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Networks">
        {networks.map((n) => (
          <NetworkCard key={n.id} network={n.id} {...n} live={latest[n.id]} feed={statuses[n.id]} />
        ))}
      </ul>
    </>
  )
}
