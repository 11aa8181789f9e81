import type { Metadata } from 'next'
import { DashboardNav, PerNetworkSections, Slot } from '@/components/supply/dashboard'
import { DenomsSection } from '@/components/supply/denoms-section'
import { FeedSection, HistorySection } from '@/components/supply/live-sections'
import { networksWith, parseSupplyState } from '@/lib/supply/url-state'

export const metadata: Metadata = { title: 'Supply' }

/**
 * Supply dashboard: the supply feed now and its sampled history, then every other supply figure the gateways
 * publish. Each source is its own panel that loads and fails on its own; every chart's state is in the URL.
 */
export default async function SupplyPage({ searchParams }: PageProps<'/supply'>) {
  const state = parseSupplyState(await searchParams)
  return (
    <main className="mx-auto max-w-7xl space-y-4 px-4 py-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">Supply</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Figures are exact (whole tokens or base units); charts are scaled for drawing only. Every chart has a table
          view and a CSV download of the plotted data.
        </p>
        <DashboardNav state={state} />
      </header>
      <Slot id="feed">
        <FeedSection />
      </Slot>
      <Slot id="history">
        <HistorySection range={state.range} />
      </Slot>
      {networksWith('denoms').length > 0 && (
        <Slot id="denoms">
          <DenomsSection state={state} />
        </Slot>
      )}
      <PerNetworkSections />
    </main>
  )
}
