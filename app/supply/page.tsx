import type { Metadata } from 'next'
import { Suspense, type ReactNode } from 'react'
import { PanelSkeleton } from '@/components/panel/states'
import { DenomsSection } from '@/components/supply/denoms-section'
import { EconomicsSection, LedgerSection, StakingSection } from '@/components/supply/ledger-sections'
import { FeedSection, HistorySection } from '@/components/supply/live-sections'
import { TREASURY_PANELS } from '@/components/supply/treasury-section'
import { parseSupplyState, supplyHref, type SectionId } from '@/lib/supply/url-state'

export const metadata: Metadata = { title: 'Supply' }

const NAV: [SectionId, string][] = [
  ['feed', 'Supply feed'],
  ['history', 'History'],
  ['denoms', 'By denomination'],
  ['staking', 'Staking pool'],
  ['treasury', 'Classic treasury'],
  ['economics', 'Sharded economics'],
  ['ledger', 'Ledger supply'],
]

/** Holds a panel's place (and its anchor) while it loads, so links to #section land and nothing jumps. */
function Slot({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div id={id} className="rounded-lg border border-zinc-200 dark:border-zinc-800">
          <PanelSkeleton lines={8} />
        </div>
      }
    >
      {children}
    </Suspense>
  )
}

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
        <nav aria-label="Dashboard sections" className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {NAV.map(([id, label]) => (
            <a key={id} href={supplyHref(state, {}, id)} className="text-brand-700 hover:underline dark:text-brand-500">
              {label}
            </a>
          ))}
        </nav>
      </header>
      <Slot id="feed">
        <FeedSection />
      </Slot>
      <Slot id="history">
        <HistorySection range={state.range} />
      </Slot>
      <Slot id="denoms">
        <DenomsSection state={state} />
      </Slot>
      <Slot id="staking">
        <StakingSection />
      </Slot>
      <section id="treasury" aria-label="Classic treasury and market" className="space-y-4">
        {TREASURY_PANELS.map(({ id, Panel }) => (
          <Slot key={id} id={id}>
            <Panel />
          </Slot>
        ))}
      </section>
      <Slot id="economics">
        <EconomicsSection />
      </Slot>
      <Slot id="ledger">
        <LedgerSection />
      </Slot>
    </main>
  )
}
