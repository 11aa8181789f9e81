import 'server-only'
import Link from 'next/link'
import { PanelFrame } from '@/components/panel/panel-frame'
import { offers, resolveCall } from '@/lib/client/resolve'
import { getNetwork } from '@/lib/networks'
import { load, loadAllPages } from '@/lib/supply/load'
import {
  parseMetadataPage,
  parseSupplyOf,
  parseSupplyPage,
  rankDenoms,
  type DenomMeta,
  type DenomSupply,
} from '@/lib/supply/sources'
import { denomBars, TOP_DENOMS } from '@/lib/supply/tables/chains'
import { denomNetworks, supplyHref, type SupplyState } from '@/lib/supply/url-state'
import { ChartCard } from './chart-card'
import { Exact } from './exact'
import { LoadError } from '@/components/panel/lazy-load-error'
import { ScrollBox } from '@/components/table/scroll-box'
import { SourceFailures } from './source-failures'

const SUPPLY_OP = 'cosmos.bank.supply'
const SUPPLY_OF_OP = 'cosmos.bank.supplyOf'

function NetworkLinks({ state }: { state: SupplyState }) {
  return (
    <nav
      aria-label="Network"
      className="flex flex-wrap overflow-hidden rounded border border-zinc-300 text-xs dark:border-zinc-700"
    >
      {denomNetworks().map((n) => (
        <Link
          key={n}
          href={supplyHref(state, { network: n }, 'denoms')}
          scroll={false}
          aria-current={state.network === n ? 'true' : undefined}
          className={`px-2 py-1 ${state.network === n ? 'bg-zinc-200 font-medium dark:bg-zinc-700' : 'hover:bg-zinc-100 dark:hover:bg-zinc-800'}`}
        >
          {getNetwork(n).name}
        </Link>
      ))}
    </nav>
  )
}

/** One denomination's supply from `supply/by_denom`, where the gateway offers it. */
async function SupplyOf({ state, row }: { state: SupplyState; row: DenomSupply | undefined }) {
  const { network, denom } = state
  if (!denom)
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Pick a denomination in the list to look up its supply on its own.
      </p>
    )
  if (!offers(network, SUPPLY_OF_OP))
    return (
      <p className="text-sm">
        The {getNetwork(network).name} gateway does not look up one denomination&rsquo;s supply; its figure is in the
        list above.
      </p>
    )
  const r = await load(network, SUPPLY_OF_OP, parseSupplyOf, { denom })
  if (!r.ok) return <LoadError status={r.status} error={r.error} />
  return (
    <p className="text-sm" data-supply-of={denom}>
      Supply of <span title={r.value.denom}>{row?.label ?? r.value.denom}</span> (looked up on its own):{' '}
      {row ? (
        <Exact raw={r.value.amount} exponent={row.exponent} unit={row.label} />
      ) : (
        <Exact raw={r.value.amount} unit="base units" />
      )}
    </p>
  )
}

/** Total supply per denomination of one SDK network: every page of bank `supply`, names from denom metadata. */
export async function DenomsSection({ state }: { state: SupplyState }) {
  const { network } = state
  const net = getNetwork(network)
  const [supply, metadata] = await Promise.all([
    loadAllPages(network, SUPPLY_OP, (b) => {
      const p = parseSupplyPage(b)
      return { items: p.coins, next: p.next }
    }),
    loadAllPages(network, 'cosmos.bank.denomsMetadata', (b) => {
      const p = parseMetadataPage(b)
      return { items: Object.entries(p.metas), next: p.next }
    }),
  ])
  const metas: Record<string, DenomMeta> = {
    [net.denom.base]: { display: net.denom.display, exponent: net.denom.exponent },
    ...(metadata.ok ? Object.fromEntries(metadata.value.items) : {}),
  }
  const rows = supply.ok ? rankDenoms(supply.value.items, metas) : []
  const chart = denomBars(rows)
  return (
    <PanelFrame
      id="denoms"
      title={`Total supply by denomination: ${net.name}`}
      network={network}
      spec={resolveCall({ gateway: network, opId: SUPPLY_OP })}
      {...(supply.ok && { meta: { fetchedAt: supply.fetchedAt } })}
      actions={<NetworkLinks state={state} />}
    >
      {!supply.ok ? (
        <LoadError status={supply.status} error={supply.error} />
      ) : (
        <div className="space-y-3 p-3">
          {!metadata.ok && (
            <SourceFailures
              title="Denomination metadata unavailable: names fall back to base denoms"
              failures={[metadata.error]}
            />
          )}
          <ChartCard
            id="denoms-top"
            title={`Top ${Math.min(TOP_DENOMS, rows.length)} of ${rows.length} denominations (display units)`}
            table={chart.table}
            spec={chart.spec}
            summary="horizontal bars, largest supply first"
            note={
              supply.value.truncated
                ? `Only the first ${supply.value.pages} pages were read; more denominations exist.`
                : `All ${supply.value.pages} page(s) of bank supply read.`
            }
          />
          <ScrollBox label="Every denomination" tall maxHeight="max-h-80">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Every denomination of {net.name}</caption>
              <thead className="sticky top-0 bg-zinc-50 text-xs uppercase tracking-wide text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Denomination
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Supply
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
                {rows.map((r) => (
                  <tr key={r.denom}>
                    <td className="px-3 py-1.5">
                      <Link
                        href={supplyHref(state, { denom: r.denom }, 'denoms')}
                        scroll={false}
                        className="text-brand-700 underline decoration-dotted underline-offset-2 hover:decoration-solid dark:text-brand-500"
                        aria-current={state.denom === r.denom ? 'true' : undefined}
                        // The base denomination (uhub, ibc/…) is the wire's name: on hover, not in the text.
                        title={r.label !== r.denom ? r.denom : undefined}
                      >
                        {r.label}
                      </Link>
                    </td>
                    <td className="px-3 py-1.5 text-right">
                      <Exact raw={r.amount} exponent={r.exponent} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
          <SupplyOf state={state} row={rows.find((r) => r.denom === state.denom)} />
        </div>
      )}
    </PanelFrame>
  )
}
