import 'server-only'
import { PanelFrame } from '@/components/panel/panel-frame'
import { KeyValue } from '@/components/ui/key-value'
import { resolveCall } from '@/lib/client/resolve'
import { NETWORKS } from '@/lib/networks'
import { formatPercentOf } from '@/lib/supply/decimal'
import { load } from '@/lib/supply/load'
import { parseEconomics, parseLedgerSupply, parseStakingPool } from '@/lib/supply/sources'
import { economicsBars, ECONOMICS_CHARTED, ledgerShares, stakingShares } from '@/lib/supply/tables'
import { ChartCard } from './chart-card'
import { Exact } from './exact'
import { LoadError } from '@/components/panel/load-error'

const grid = 'grid items-start gap-3 p-3 lg:grid-cols-2'

/** Platform's staking pool: bonded vs not bonded. */
export async function StakingSection() {
  const net = NETWORKS.platform
  const r = await load('platform', 'cosmos.staking.pool', parseStakingPool)
  return (
    <PanelFrame
      id="staking"
      title="Staking pool: Platform"
      network="platform"
      spec={resolveCall({ gateway: 'platform', opId: 'cosmos.staking.pool' })}
      {...(r.ok && { raw: r.raw, meta: { fetchedAt: r.fetchedAt } })}
    >
      {!r.ok ? (
        <LoadError status={r.status} error={r.error} />
      ) : (
        <div className={grid}>
          <ChartCard
            id="staking-pool"
            title="Bonded vs not bonded"
            {...stakingShares(r.value, net.denom.base)}
            summary="pie of bonded and not-bonded tokens"
          />
          <KeyValue
            rows={[
              {
                label: 'Bonded',
                value: <Exact raw={r.value.bonded} exponent={net.denom.exponent} unit={net.denom.display} />,
              },
              {
                label: 'Not bonded',
                value: <Exact raw={r.value.notBonded} exponent={net.denom.exponent} unit={net.denom.display} />,
              },
              {
                label: 'Bonded share',
                value:
                  formatPercentOf(BigInt(r.value.bonded), BigInt(r.value.bonded) + BigInt(r.value.notBonded)) ?? '—',
              },
            ]}
          />
        </div>
      )}
    </PanelFrame>
  )
}

/** The sharded ledger's network economics (last epoch). */
export async function EconomicsSection() {
  const net = NETWORKS.sharded
  const r = await load('sharded', 'sharded.network.economics', parseEconomics)
  const charted = new Set(ECONOMICS_CHARTED.map(([k]) => k))
  return (
    <PanelFrame
      id="economics"
      title="Network economics: Sharded ledger"
      network="sharded"
      spec={resolveCall({ gateway: 'sharded', opId: 'sharded.network.economics' })}
      {...(r.ok && { raw: r.raw, meta: { fetchedAt: r.fetchedAt } })}
    >
      {!r.ok ? (
        <LoadError status={r.status} error={r.error} />
      ) : (
        <div className={grid}>
          <ChartCard
            id="economics-metrics"
            title={`Supply, stake and fees (${net.denom.display})`}
            {...economicsBars(r.value, net.denom.exponent, net.denom.display)}
            summary="horizontal bars per economics metric"
          />
          <KeyValue
            rows={Object.entries(r.value).map(([k, v]) => ({
              label: k,
              value: charted.has(k) ? (
                <Exact raw={v} exponent={net.denom.exponent} unit={net.denom.display} />
              ) : (
                <span className="font-mono">{v}</span>
              ),
            }))}
          />
        </div>
      )}
    </PanelFrame>
  )
}

/** The ledger node's supply: total and online money. */
export async function LedgerSection() {
  const net = NETWORKS.ledger
  const r = await load('node', 'node.ledger.supply', parseLedgerSupply)
  return (
    <PanelFrame
      id="ledger"
      title="Ledger supply: node"
      network="ledger"
      spec={resolveCall({ gateway: 'node', opId: 'node.ledger.supply' })}
      {...(r.ok && { raw: r.raw, meta: { fetchedAt: r.fetchedAt, height: r.value.round } })}
    >
      {!r.ok ? (
        <LoadError status={r.status} error={r.error} />
      ) : (
        <div className={grid}>
          <ChartCard
            id="ledger-supply"
            title="Online vs offline money"
            {...ledgerShares(r.value, net.denom.base)}
            summary="pie of online and offline money"
          />
          <KeyValue
            rows={[
              { label: 'Round', value: <span className="font-mono">{r.value.round}</span> },
              {
                label: 'Total money',
                value: <Exact raw={r.value.total} exponent={net.denom.exponent} unit={net.denom.display} />,
              },
              {
                label: 'Online money',
                value: <Exact raw={r.value.online} exponent={net.denom.exponent} unit={net.denom.display} />,
              },
              ...(r.value.onlineStake
                ? [
                    {
                      label: 'Online stake',
                      value: <Exact raw={r.value.onlineStake} exponent={net.denom.exponent} unit={net.denom.display} />,
                    },
                  ]
                : []),
            ]}
          />
        </div>
      )}
    </PanelFrame>
  )
}
