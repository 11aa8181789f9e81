import { Suspense, type ReactNode } from 'react'
import { PanelSkeleton } from '@/components/panel/states'
import { EconomicsSection, LedgerSection, StakingSection } from '@/components/supply/ledger-sections'
import { TREASURY_PANELS } from '@/components/supply/treasury-section'
import { getNetwork, type NetworkId } from '@/lib/networks'
import { networksWith, sectionElementId, supplyHref, type SectionId, type SupplyState } from '@/lib/supply/url-state'

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

function navOf(): [SectionId, string][] {
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
export function Slot({ id, children }: { id: string; children: ReactNode }) {
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

/** The dashboard's section links: the fixed sections, then each per-network section with the networks that fill it. */
export function DashboardNav({ state }: { state: SupplyState }) {
  return (
    <nav aria-label="Dashboard sections" className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
      {navOf().map(([id, label]) => (
        <a key={id} href={supplyHref(state, {}, id)} className="text-brand-700 hover:underline dark:text-brand-500">
          {label}
        </a>
      ))}
    </nav>
  )
}

/** One section per network-level figure (staking pool, treasury, economics, money), a panel per network. */
export function PerNetworkSections() {
  return PER_NETWORK.map(([id, label, render]) => {
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
  })
}
