import 'server-only'
import { PanelFrame } from '@/components/panel/panel-frame'
import { KeyValue } from '@/components/ui/key-value'
import type { OperationId } from '@/lib/catalog/operation-ids'
import { resolveCall } from '@/lib/client/resolve'
import { sectionElementId } from '@/lib/supply/url-state'
import { denomsOf } from '@/lib/explorer/denoms'
import { getNetwork, type DenomInfo, type NetworkId } from '@/lib/networks'
import { plainFixed } from '@/lib/supply/decimal'
import type { Coin } from '@/lib/supply/sources'
import { load, type Loaded } from '@/lib/supply/load'
import {
  parseDecField,
  parseIndicators,
  parsePoolDelta,
  parseSeigniorage,
  parseTaxCaps,
  parseTaxProceeds,
} from '@/lib/supply/sources'
import { coinBars, percentText, rateBars } from '@/lib/supply/tables/chains'
import { ChartCard } from './chart-card'
import { Exact } from './exact'
import { LoadError } from '@/components/panel/lazy-load-error'
import { SourceFailures } from './source-failures'

/** The stable-coin module's operations (Classic), by the part of the id after `cosmos.stable.`. */
type StableName = OperationId extends infer Id ? (Id extends `cosmos.stable.${infer N}` ? N : never) : never
const op = (name: StableName) => `cosmos.stable.${name}` as const
const stable = <T,>(network: NetworkId, name: StableName, parse: (b: unknown) => T) => load(network, op(name), parse)
const spec = (network: NetworkId, name: StableName) => resolveCall({ gateway: network, opId: op(name) })
const failed = (named: [string, Loaded<unknown>][]) => named.flatMap(([n, r]) => (r.ok ? [] : [`${n}: ${r.error}`]))
const value = <T,>(r: Loaded<T>): T | undefined => (r.ok ? r.value : undefined)
const grid = 'grid items-start gap-3 p-3 lg:grid-cols-2'

type Row = { label: string; value: React.ReactNode }
const decRow = (label: string, dec: string | undefined): Row | false =>
  dec !== undefined && {
    label,
    value: (
      <span className="font-mono">
        {dec} ({percentText(dec)} %)
      </span>
    ),
  }
const rowsOf = (rows: (Row | false)[]): Row[] => rows.filter((r): r is Row => r !== false)

/**
 * Tax rate, burn tax rate and reward weight: three sources, each failure listed on its own. The two tax rates are
 * charted together; the reward weight (a weight near 1, not a rate) is listed so it does not flatten the bars.
 */
async function RatesPanel({ network }: { network: NetworkId }) {
  const name = getNetwork(network).name
  const [tax, burn, reward] = await Promise.all([
    stable(network, 'treasury.taxRate', (b) => parseDecField(b, 'tax_rate')),
    stable(network, 'tax.burnTaxRate', (b) => parseDecField(b, 'burn_tax_rate', 'tax_rate')),
    stable(network, 'treasury.rewardWeight', (b) => parseDecField(b, 'reward_weight')),
  ])
  const failures = failed([
    ['tax rate', tax],
    ['burn tax rate', burn],
    ['reward weight', reward],
  ])
  const chart = rateBars([
    ['Tax rate', value(tax)],
    ['Burn tax rate', value(burn)],
  ])
  const rows = rowsOf([
    decRow('Tax rate', value(tax)),
    decRow('Burn tax rate', value(burn)),
    decRow('Reward weight', value(reward)),
  ])
  return (
    <PanelFrame
      id={sectionElementId('treasury', network, 'treasury-rates')}
      title={`${name}: tax rate, burn tax rate, reward weight`}
      network={network}
      spec={spec(network, 'treasury.taxRate')}
    >
      <div className="space-y-3 p-3">
        <SourceFailures title="Sources that failed" failures={failures} />
        <div className="grid items-start gap-3 lg:grid-cols-2">
          {chart.table.rows.length > 0 && (
            <ChartCard
              id={sectionElementId('treasury', network, 'treasury-rates-chart')}
              title="Tax rates (%)"
              {...chart}
              summary="bars of the tax rate and the burn tax rate in percent"
            />
          )}
          {rows.length > 0 && <KeyValue rows={rows} />}
        </div>
      </div>
    </PanelFrame>
  )
}

/**
 * Coins in the display units of the denominations the network describes (the chart's axis then reads 1.2M HUB, not
 * base units); a denomination without known decimals keeps its base units under its own name, never a guessed scale.
 */
function inDisplayUnits(coins: readonly Coin[], denoms: Readonly<Record<string, DenomInfo>>): Coin[] {
  return coins.map((c) => {
    const info = denoms[c.denom]
    if (!info || !/^\d+$/.test(c.amount)) return c
    return { denom: info.display, amount: plainFixed(BigInt(c.amount), info.exponent) }
  })
}
const allKnown = (coins: readonly Coin[], denoms: Readonly<Record<string, DenomInfo>>) =>
  coins.every((c) => denoms[c.denom])

/** Tax proceeds per denomination and the tax caps. */
async function ProceedsPanel({ network }: { network: NetworkId }) {
  const name = getNetwork(network).name
  const [proceeds, caps, denoms] = await Promise.all([
    stable(network, 'treasury.taxProceeds', parseTaxProceeds),
    stable(network, 'treasury.taxCaps', parseTaxCaps),
    denomsOf(network),
  ])
  const unitWords = (coins: readonly Coin[]) =>
    allKnown(coins, denoms) ? '' : ' (base units where the decimals are unknown)'
  return (
    <PanelFrame
      id={sectionElementId('treasury', network, 'treasury-proceeds')}
      title={`${name}: tax proceeds and tax caps`}
      network={network}
      spec={spec(network, 'treasury.taxProceeds')}
      {...(proceeds.ok && { raw: proceeds.raw })}
    >
      <div className={grid}>
        {proceeds.ok ? (
          <ChartCard
            id={sectionElementId('treasury', network, 'treasury-tax-proceeds')}
            title={`Tax proceeds${unitWords(proceeds.value)}`}
            {...coinBars(inDisplayUnits(proceeds.value, denoms), 'Tax proceeds')}
            summary="bars per denomination"
          />
        ) : (
          <LoadError status={proceeds.status} error={proceeds.error} />
        )}
        {caps.ok ? (
          <ChartCard
            id={sectionElementId('treasury', network, 'treasury-tax-caps')}
            title={`Tax caps${unitWords(caps.value)}`}
            {...coinBars(inDisplayUnits(caps.value, denoms), 'Tax cap')}
            summary="bars per denomination"
          />
        ) : (
          <LoadError status={caps.status} error={caps.error} />
        )}
      </div>
    </PanelFrame>
  )
}

/** Indicators, seigniorage proceeds and the market's stable pool delta (single figures). */
async function IndicatorsPanel({ network }: { network: NetworkId }) {
  const { name, denom: native, denoms } = getNetwork(network)
  const sdr = denoms.find((d) => d.base === 'usdr')
  const [indicators, seigniorage, delta] = await Promise.all([
    stable(network, 'treasury.indicators', parseIndicators),
    stable(network, 'treasury.seigniorageProceeds', parseSeigniorage),
    stable(network, 'market.stablePoolDelta', parsePoolDelta),
  ])
  const failures = failed([
    ['indicators', indicators],
    ['seigniorage proceeds', seigniorage],
    ['stable pool delta', delta],
  ])
  const rows = rowsOf([
    decRow('Tax reward ratio, yearly (TRL year)', value(indicators)?.trlYear),
    decRow('Tax reward ratio, monthly (TRL month)', value(indicators)?.trlMonth),
    // Seigniorage is counted in the staking coin's base units; the market's pools in micro-SDR (`usdr`).
    seigniorage.ok && {
      label: 'Seigniorage proceeds',
      value: <Exact raw={seigniorage.value} exponent={native.exponent} unit={native.display} />,
    },
    delta.ok && {
      label: 'Market: stable pool delta',
      value: sdr ? (
        <Exact raw={delta.value.replace(/\.\d*$/, '')} exponent={sdr.exponent} unit={sdr.display} />
      ) : (
        <Exact raw={delta.value} />
      ),
    },
  ])
  return (
    <PanelFrame
      id={sectionElementId('treasury', network, 'treasury-market')}
      title={`${name}: indicators, seigniorage and market`}
      network={network}
      spec={spec(network, 'treasury.indicators')}
    >
      <div className="space-y-3 p-3">
        <SourceFailures title="Sources that failed" failures={failures} />
        {rows.length > 0 && <KeyValue rows={rows} />}
      </div>
    </PanelFrame>
  )
}

/** A stable-coin network's treasury and market: three panels, each loading and failing on its own (the page gives each a Suspense). */
export const TREASURY_PANELS = [
  { id: 'treasury-rates', Panel: RatesPanel },
  { id: 'treasury-proceeds', Panel: ProceedsPanel },
  { id: 'treasury-market', Panel: IndicatorsPanel },
] as const
