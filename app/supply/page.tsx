import type { Metadata } from 'next'
import { Suspense, type ReactNode } from 'react'
import { PanelSkeleton } from '@/components/panel/states'
import { DenomsSection } from '@/components/supply/denoms-section'
import { EconomicsSection, LedgerSection, StakingSection } from '@/components/supply/ledger-sections'
import { FeedSection, HistorySection } from '@/components/supply/live-sections'
import { TREASURY_PANELS } from '@/components/supply/treasury-section'
import { getNetwork, type NetworkId } from '@/lib/networks'
import { networksWith, parseSupplyState, sectionElementId, supplyHref, type SectionId } from '@/lib/supply/url-state'

export const metadata: Metadata = { title: 'Supply' }

/** Sections that show one panel per network able to fill them, and what the dashboard's navigation calls them. */
const PER_NETWORK: [SectionId, string, (n: NetworkId) => ReactNode][] = [
  ['staking', 'Staking pool', (n) => <StakingSection network={n} />],
  [
    'treasury',
    'Treasury',
    (n) =>
      TREASURY_PANELS.map(({ id, Panel }) => (
        <Slot key={id} id={sectionElementId('treasury', n, id)}>
          <Panel network={n} />
        </Slot>
      )),
  ],
  ['economics', 'Economics', (n) => <EconomicsSection network={n} />],
  ['ledger', 'Money', (n) => <LedgerSection network={n} />],
]

function nav(): [SectionId, string][] {
  return [
    ['feed', 'Supply feed'],
    ['history', 'History'],
    ...(networksWith('denoms').length ? [['denoms', 'By denomination'] as [SectionId, string]] : []),
    ...PER_NETWORK.flatMap(([id, label]) => {
      const ns = networksWith(id)
      return ns.length ? [[id, `${label}: ${ns.map((n) => getNetwork(n).name).join(', ')}`] as [SectionId, string]] : []
    }),
  ]
}

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
          {nav().map(([id, label]) => (
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
      {networksWith('denoms').length > 0 && (
        <Slot id="denoms">
          <DenomsSection state={state} />
        </Slot>
      )}
      {PER_NETWORK.map(([id, label, render]) => {
        const ns = networksWith(id)
        if (!ns.length) return null
        return (
          <section key={id} id={id} aria-label={label} className="space-y-4">
            {ns.map((n) =>
              id === 'treasury' ? (
                <div key={n} className="space-y-4">
                  {render(n)}
                </div>
              ) : (
                <Slot key={n} id={sectionElementId(id, n, `${id}-panel`)}>
                  {render(n)}
                </Slot>
              ),
            )}
          </section>
        )
      })}
    </main>
  )
}
