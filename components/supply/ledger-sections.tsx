import 'server-only'
import { PanelFrame } from '@/components/panel/panel-frame'
import { KeyValue } from '@/components/ui/key-value'
import { resolveCall } from '@/lib/client/resolve'
import { gatewayOfKind, getNetwork, type NetworkId } from '@/lib/networks'
import { formatPercentOf } from '@/lib/supply/decimal'
import { load } from '@/lib/supply/load'
import { sectionElementId } from '@/lib/supply/url-state'
import { parseEconomics, parseLedgerSupply, parseStakingPool } from '@/lib/supply/sources'
import { ledgerShares, stakingShares } from '@/lib/supply/tables/chains'
import { economicsBars, ECONOMICS_CHARTED, economicsLabel } from '@/lib/supply/tables/economics'
import { ChartCard } from './chart-card'
import { Exact } from './exact'
import { LoadError } from '@/components/panel/lazy-load-error'

const grid = 'grid items-start gap-3 p-3 lg:grid-cols-2'

/** An SDK network's staking pool: bonded vs not bonded. */
export async function StakingSection({ network }: { network: NetworkId }) {
  const net = getNetwork(network)
  const r = await load(network, 'cosmos.staking.pool', parseStakingPool)
  return (
    <PanelFrame
      id={sectionElementId('staking', network, 'staking-pool-panel')}
      title={`Staking pool: ${net.name}`}
      network={network}
      spec={resolveCall({ gateway: network, opId: 'cosmos.staking.pool' })}
      {...(r.ok && { raw: r.raw, meta: { fetchedAt: r.fetchedAt } })}
    >
      {!r.ok ? (
        <LoadError status={r.status} error={r.error} />
      ) : (
        <div className={grid}>
          <ChartCard
            id={sectionElementId('staking', network, 'staking-pool')}
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

/** A sharded ledger's network economics (last epoch). */
export async function EconomicsSection({ network }: { network: NetworkId }) {
  const net = getNetwork(network)
  const r = await load(network, 'sharded.network.economics', parseEconomics)
  const charted = new Set(ECONOMICS_CHARTED.map(([k]) => k))
  return (
    <PanelFrame
      id={sectionElementId('economics', network, 'economics-panel')}
      title={`Network economics: ${net.name}`}
      network={network}
      spec={resolveCall({ gateway: network, opId: 'sharded.network.economics' })}
      {...(r.ok && { raw: r.raw, meta: { fetchedAt: r.fetchedAt } })}
    >
      {!r.ok ? (
        <LoadError status={r.status} error={r.error} />
      ) : (
        <div className={grid}>
          <ChartCard
            id={sectionElementId('economics', network, 'economics-metrics')}
            title={`Supply, stake and fees (${net.denom.display})`}
            {...economicsBars(r.value, net.denom.exponent, net.denom.display)}
            summary="horizontal bars per economics metric"
          />
          <KeyValue
            rows={Object.entries(r.value).map(([k, v]) => ({
              label: economicsLabel(k),
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

/** A ledger node's supply: total and online money. */
export async function LedgerSection({ network }: { network: NetworkId }) {
  const net = getNetwork(network)
  const node = gatewayOfKind(network, 'node')!
  const r = await load(node, 'node.ledger.supply', parseLedgerSupply)
  return (
    <PanelFrame
      id={sectionElementId('ledger', network, 'ledger-panel')}
      title={`Money: ${net.name}`}
      network={network}
      spec={resolveCall({ gateway: node, opId: 'node.ledger.supply' })}
      {...(r.ok && { raw: r.raw, meta: { fetchedAt: r.fetchedAt, height: r.value.round } })}
    >
      {!r.ok ? (
        <LoadError status={r.status} error={r.error} />
      ) : (
        <div className={grid}>
          <ChartCard
            id={sectionElementId('ledger', network, 'ledger-supply')}
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
