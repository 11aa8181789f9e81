'use client'
import { lazy, Suspense } from 'react'
import { useSeen } from '@/components/ui/use-seen'
import type { NetworkId } from '@/lib/networks'

// The panel sits below an overview's first screen: its code (index words, range links, the index client) and its
// request wait until a person scrolls to it, like its charts.
const NetworkActivity = lazy(() => import('./network-activity').then((m) => ({ default: m.NetworkActivity })))

/** The frame the panel will fill, its title already in place, at the height of the panel while it loads. */
function Placeholder() {
  return (
    <section
      aria-labelledby="network-activity-waiting"
      className="min-w-0 rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950"
    >
      <header className="border-b border-zinc-100 px-3 py-2 dark:border-zinc-800">
        <h2 id="network-activity-waiting" className="text-base font-semibold">
          Activity over time
        </h2>
      </header>
      <div className="m-3 h-64 rounded bg-zinc-50 dark:bg-zinc-900" />
    </section>
  )
}

/** "Activity over time" of a network, loaded once it is in view of a person. */
export function LazyNetworkActivity({ network }: { network: NetworkId }) {
  const [ref, seen] = useSeen<HTMLDivElement>()
  return (
    <div ref={ref}>
      {seen ? (
        <Suspense fallback={<Placeholder />}>
          <NetworkActivity network={network} />
        </Suspense>
      ) : (
        <Placeholder />
      )}
    </div>
  )
}
