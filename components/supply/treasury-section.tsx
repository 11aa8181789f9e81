import 'server-only'
import { PanelFrame } from '@/components/panel/panel-frame'
import { KeyValue } from '@/components/ui/key-value'
import { resolveCall } from '@/lib/client/resolve'
import { load, type Loaded } from '@/lib/supply/load'
import { parseDecField, parseIndicators, parsePoolDelta, parseSeigniorage, parseTaxCaps, parseTaxProceeds } from '@/lib/supply/sources'
import { coinBars, decPercent, rateBars } from '@/lib/supply/tables'
import { ChartCard } from './chart-card'
import { Exact } from './exact'
import { LoadError } from './load-error'
import { SourceFailures } from './source-failures'

const op = (name: string) => `cosmos.stable.${name}`
const classic = <T,>(name: string, parse: (b: unknown) => T) => load('classic', op(name), parse)
const spec = (name: string) => resolveCall({ gateway: 'classic', opId: op(name) })
const failed = (named: [string, Loaded<unknown>][]) => named.flatMap(([n, r]) => (r.ok ? [] : [`${n}: ${r.error}`]))
const value = <T,>(r: Loaded<T>): T | undefined => (r.ok ? r.value : undefined)
const grid = 'grid items-start gap-3 p-3 lg:grid-cols-2'

/** Tax rate, burn tax rate and reward weight: three sources in one chart; each failure is listed on its own. */
async function RatesPanel() {
  const [tax, burn, reward] = await Promise.all([
    classic('treasury.taxRate', (b) => parseDecField(b, 'tax_rate')),
    classic('tax.burnTaxRate', (b) => parseDecField(b, 'burn_tax_rate', 'tax_rate')),
    classic('treasury.rewardWeight', (b) => parseDecField(b, 'reward_weight')),
  ])
  const failures = failed([['tax rate', tax], ['burn tax rate', burn], ['reward weight', reward]])
  const chart = rateBars([
    ['Tax rate', value(tax)],
    ['Burn tax rate', value(burn)],
    ['Reward weight', value(reward)],
  ])
  return (
    <PanelFrame id="treasury-rates" title="Classic: tax rate, burn tax rate, reward weight" network="classic" spec={spec('treasury.taxRate')}>
      <div className="space-y-3 p-3">
        <SourceFailures title="Sources that failed" failures={failures} />
        {failures.length < 3 && <ChartCard id="treasury-rates-chart" title="Rates (%)" {...chart} summary="bars of each rate in percent" />}
      </div>
    </PanelFrame>
  )
}

/** Tax proceeds per denomination and the tax caps. */
async function ProceedsPanel() {
  const [proceeds, caps] = await Promise.all([classic('treasury.taxProceeds', parseTaxProceeds), classic('treasury.taxCaps', parseTaxCaps)])
  return (
    <PanelFrame id="treasury-proceeds" title="Classic: tax proceeds and tax caps" network="classic" spec={spec('treasury.taxProceeds')} {...(proceeds.ok && { raw: proceeds.raw })}>
      <div className={grid}>
        {proceeds.ok ? <ChartCard id="treasury-tax-proceeds" title="Tax proceeds (base units)" {...coinBars(proceeds.value, 'Tax proceeds')} summary="bars per denomination" /> : <LoadError status={proceeds.status} error={proceeds.error} />}
        {caps.ok ? <ChartCard id="treasury-tax-caps" title="Tax caps (base units)" {...coinBars(caps.value, 'Tax cap')} summary="bars per denomination" /> : <LoadError status={caps.status} error={caps.error} />}
      </div>
    </PanelFrame>
  )
}

/** Indicators, seigniorage proceeds and the market's stable pool delta (single figures). */
async function IndicatorsPanel() {
  const [indicators, seigniorage, delta] = await Promise.all([
    classic('treasury.indicators', parseIndicators),
    classic('treasury.seigniorageProceeds', parseSeigniorage),
    classic('market.stablePoolDelta', parsePoolDelta),
  ])
  const failures = failed([['indicators', indicators], ['seigniorage proceeds', seigniorage], ['stable pool delta', delta]])
  const rows = [
    ...(indicators.ok
      ? [
          { label: 'Tax reward ratio, yearly (TRL year)', value: <span className="font-mono">{indicators.value.trlYear} ({decPercent(indicators.value.trlYear)} %)</span> },
          { label: 'Tax reward ratio, monthly (TRL month)', value: <span className="font-mono">{indicators.value.trlMonth} ({decPercent(indicators.value.trlMonth)} %)</span> },
        ]
      : []),
    ...(seigniorage.ok ? [{ label: 'Seigniorage proceeds', value: <Exact raw={seigniorage.value} unit="base units" /> }] : []),
    ...(delta.ok ? [{ label: 'Market: stable pool delta', value: <span className="font-mono">{delta.value}</span> }] : []),
  ]
  return (
    <PanelFrame id="treasury-market" title="Classic: indicators, seigniorage and market" network="classic" spec={spec('treasury.indicators')}>
      <div className="space-y-3 p-3">
        <SourceFailures title="Sources that failed" failures={failures} />
        {rows.length > 0 && <KeyValue rows={rows} />}
      </div>
    </PanelFrame>
  )
}

/** The Classic treasury and market: three panels, each loading and failing on its own (the page gives each a Suspense). */
export const TREASURY_PANELS = [
  { id: 'treasury-rates', Panel: RatesPanel },
  { id: 'treasury-proceeds', Panel: ProceedsPanel },
  { id: 'treasury-market', Panel: IndicatorsPanel },
] as const
