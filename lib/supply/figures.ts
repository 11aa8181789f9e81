/**
 * Every figure the sampler records, and how the history panel groups them. The supply feed's seven figures plus
 * the cross-network supply figures that are single numbers: native-denomination supply (hub, staking), the
 * Platform staking pool, the sharded ledger's total supply and stake, the ledger node's total and online money.
 * Pure: ids, where each figure comes from, how to read it, and how to chart a group.
 */
import type { GatewayId, OperationId } from '@/lib/catalog'
import { NETWORKS } from '@/lib/networks'
import { FIGURE_IDS, parseFigure, SUPPLY_TOKENS, type TokenId } from './feed'
import { parseEconomics, parseLedgerSupply, parseStakingPool, parseSupplyOf } from './sources'

export interface SampledFigure {
  id: string
  gateway: GatewayId
  opId: OperationId
  query?: Record<string, string>
  /** The answer → the figure, exact; throws a readable Error on an unexpected shape. */
  read(body: unknown): bigint
}

function metric(body: unknown, key: string): bigint {
  const v = parseEconomics(body)[key]
  if (v === undefined || !/^\d+$/.test(v)) throw new Error(`metrics.${key}: missing`)
  return BigInt(v)
}

const nativeSupply = (network: 'hub' | 'staking'): SampledFigure => ({
  id: `${network}.supply`,
  gateway: network,
  opId: 'cosmos.bank.supplyOf',
  query: { denom: NETWORKS[network].denom.base },
  read: (b) => BigInt(parseSupplyOf(b).amount),
})

export const NETWORK_FIGURES: readonly SampledFigure[] = [
  nativeSupply('hub'),
  nativeSupply('staking'),
  {
    id: 'platform.bonded',
    gateway: 'platform',
    opId: 'cosmos.staking.pool',
    read: (b) => BigInt(parseStakingPool(b).bonded),
  },
  {
    id: 'platform.notBonded',
    gateway: 'platform',
    opId: 'cosmos.staking.pool',
    read: (b) => BigInt(parseStakingPool(b).notBonded),
  },
  {
    id: 'sharded.totalSupply',
    gateway: 'sharded',
    opId: 'sharded.network.economics',
    read: (b) => metric(b, 'erd_total_supply'),
  },
  {
    id: 'sharded.staked',
    gateway: 'sharded',
    opId: 'sharded.network.economics',
    read: (b) => metric(b, 'erd_total_staked_value'),
  },
  { id: 'ledger.total', gateway: 'node', opId: 'node.ledger.supply', read: (b) => BigInt(parseLedgerSupply(b).total) },
  {
    id: 'ledger.online',
    gateway: 'node',
    opId: 'node.ledger.supply',
    read: (b) => BigInt(parseLedgerSupply(b).online),
  },
]

export const SAMPLED_FIGURES: readonly SampledFigure[] = [
  ...FIGURE_IDS.map((id): SampledFigure => ({ id, gateway: 'supply', opId: id, read: parseFigure })),
  ...NETWORK_FIGURES,
]
export const SAMPLED_FIGURE_IDS: readonly string[] = SAMPLED_FIGURES.map((f) => f.id)
export const sampledFigure = (id: string): SampledFigure | undefined => SAMPLED_FIGURES.find((f) => f.id === id)

// ---- history groups: what one history view plots ------------------------------------------------------------

export const NETWORK_GROUP_IDS = ['hub', 'staking', 'platform', 'sharded', 'ledger'] as const
export type HistoryGroupId = TokenId | (typeof NETWORK_GROUP_IDS)[number]

export interface HistoryGroup {
  id: HistoryGroupId
  label: string
  /** Unit of the plotted values. */
  unit: string
  lines: { figure: string; label: string }[]
  /**
   * A share to chart over time: `part / whole`, where `part` is a line's figure or the difference whole − other
   * (the feed's locked share). Absent when the group has no whole (token C, a lone native supply).
   */
  share?: { label: string; whole: string; part: { figure: string } | { wholeMinus: string } }
}

const base = (n: keyof typeof NETWORKS) => `base units, ${NETWORKS[n].denom.base}`

export const HISTORY_GROUPS: readonly HistoryGroup[] = [
  ...SUPPLY_TOKENS.map((t): HistoryGroup => ({
    id: t.id,
    label: t.label,
    unit: 'whole tokens',
    lines: [{ figure: t.circulating, label: 'Circulating' }, ...(t.total ? [{ figure: t.total, label: 'Total' }] : [])],
    ...(t.total && { share: { label: 'Locked share', whole: t.total, part: { wholeMinus: t.circulating } } }),
  })),
  {
    id: 'hub',
    label: `${NETWORKS.hub.name} ${NETWORKS.hub.denom.display}`,
    unit: base('hub'),
    lines: [{ figure: 'hub.supply', label: 'Total supply' }],
  },
  {
    id: 'staking',
    label: `${NETWORKS.staking.name} ${NETWORKS.staking.denom.display}`,
    unit: base('staking'),
    lines: [{ figure: 'staking.supply', label: 'Total supply' }],
  },
  {
    id: 'platform',
    label: `${NETWORKS.platform.name} staking pool`,
    unit: base('platform'),
    lines: [
      { figure: 'platform.bonded', label: 'Bonded' },
      { figure: 'platform.notBonded', label: 'Not bonded' },
    ],
    share: { label: 'Bonded share', whole: '', part: { figure: 'platform.bonded' } },
  },
  {
    id: 'sharded',
    label: `${NETWORKS.sharded.name}`,
    unit: base('sharded'),
    lines: [
      { figure: 'sharded.totalSupply', label: 'Total supply' },
      { figure: 'sharded.staked', label: 'Staked' },
    ],
    share: { label: 'Staked share', whole: 'sharded.totalSupply', part: { figure: 'sharded.staked' } },
  },
  {
    id: 'ledger',
    label: `${NETWORKS.ledger.name} money`,
    unit: base('ledger'),
    lines: [
      { figure: 'ledger.total', label: 'Total money' },
      { figure: 'ledger.online', label: 'Online money' },
    ],
    share: { label: 'Online share', whole: 'ledger.total', part: { figure: 'ledger.online' } },
  },
]

export const isHistoryGroupId = (v: unknown): v is HistoryGroupId => HISTORY_GROUPS.some((g) => g.id === v)
export const historyGroup = (id: HistoryGroupId): HistoryGroup => HISTORY_GROUPS.find((g) => g.id === id)!

/**
 * A group's share at one point, exactly: the part and the whole, or undefined when a figure is missing. An empty
 * `whole` means the sum of the group's lines (bonded + not bonded).
 */
export function shareAt(
  group: HistoryGroup,
  values: Readonly<Record<string, string | null>>,
): { part: bigint; whole: bigint } | undefined {
  const s = group.share
  if (!s) return undefined
  const get = (f: string) => (values[f] == null ? undefined : BigInt(values[f]!))
  const lines = group.lines.map((l) => get(l.figure))
  const whole = s.whole
    ? get(s.whole)
    : lines.every((v) => v !== undefined)
      ? lines.reduce((a, b) => a! + b!, 0n)
      : undefined
  if (whole === undefined) return undefined
  const part =
    'figure' in s.part
      ? get(s.part.figure)
      : (() => {
          const other = get(s.part.wholeMinus)
          return other === undefined ? undefined : whole - other
        })()
  return part === undefined ? undefined : { part, whole }
}
