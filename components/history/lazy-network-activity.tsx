'use client'
import { lazy } from 'react'
import { WhenSeen } from '@/components/ui/when-seen'
import type { NetworkId } from '@/lib/networks'

// The panel sits below an overview's first screen: its code (index words, range links, the index client) and its
// request wait until a person scrolls to it, like its charts.
const NetworkActivity = lazy(() => import('./network-activity').then((m) => ({ default: m.NetworkActivity })))

/** "Activity over time" of a network, loaded once it is in view of a person. */
export function LazyNetworkActivity({ network }: { network: NetworkId }) {
  return (
    <WhenSeen waitsFor="network-activity" title="Activity over time">
      <NetworkActivity network={network} />
    </WhenSeen>
  )
}
