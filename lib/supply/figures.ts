/**
 * Every figure the sampler records, and how the history panel groups them: the supply feed's seven figures, then
 * per network what its gateway publishes as single numbers: an SDK chain's native supply (where it answers
 * `supply/by_denom`) and staking pool, a sharded ledger's total supply and stake, a ledger node's total and online
 * money. Derived from the network registry and the catalog, so a network file adds its figures.
 * Pure: ids, where each figure comes from, how to read it, and how to chart a group.
 */
import { getOperation, type GatewayId, type OperationId } from '@/lib/catalog'
import { feeds, gatewayOfKind, networks, registryVersion, type Network } from '@/lib/networks'
import { FIGURE_IDS, parseFigure, SUPPLY_TOKENS, tokenLabel } from './feed'
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

export interface HistoryGroup {
  /** A feed token (`main`, `tokenB`…) or a network id. */
  id: string
  label: string
  /** Unit of the plotted values (the display unit: `HUB`, `whole tokens`). */
  unit: string
  /** Decimals between the sampled base units and `unit`. */
  exponent: number
  lines: { figure: string; label: string }[]
  /**
   * A share to chart over time: `part / whole`, where `part` is a line's figure or the difference whole − other
   * (the feed's locked share). Absent when the group has no whole (token C, a lone native supply).
   */
  share?: { label: string; whole: string; part: { figure: string } | { wholeMinus: string } }
}

const serves = (g: GatewayId | undefined, opId: OperationId) => !!g && getOperation(opId).gateways.includes(g)

/** One network's figures and their history group, by what its gateways serve. */
function networkFigures(n: Network): { figures: SampledFigure[]; group?: HistoryGroup } {
  const g = n.gateways[0]!
  const unit = n.denom.display
  const exponent = n.denom.exponent
  const fig = (
    key: string,
    gateway: GatewayId,
    opId: OperationId,
    read: SampledFigure['read'],
    query?: Record<string, string>,
  ) => ({ id: `${n.id}.${key}`, gateway, opId, read, ...(query && { query }) }) satisfies SampledFigure
  if (n.kind === 'cosmos') {
    const figures: SampledFigure[] = []
    const lines: HistoryGroup['lines'] = []
    if (serves(g, 'cosmos.bank.supplyOf')) {
      figures.push(
        fig('supply', g, 'cosmos.bank.supplyOf', (b) => BigInt(parseSupplyOf(b).amount), { denom: n.denom.base }),
      )
      lines.push({ figure: `${n.id}.supply`, label: 'Total supply' })
    }
    const pool = serves(g, 'cosmos.staking.pool')
    if (pool) {
      figures.push(fig('bonded', g, 'cosmos.staking.pool', (b) => BigInt(parseStakingPool(b).bonded)))
      figures.push(fig('notBonded', g, 'cosmos.staking.pool', (b) => BigInt(parseStakingPool(b).notBonded)))
      lines.push({ figure: `${n.id}.bonded`, label: 'Bonded' }, { figure: `${n.id}.notBonded`, label: 'Not bonded' })
    }
    if (!lines.length) return { figures }
    const label = pool && lines.length === 2 ? `${n.name} staking pool` : `${n.name} ${n.denom.display}`
    return {
      figures,
      group: {
        id: n.id,
        label,
        unit,
        exponent,
        lines,
        // An empty `whole` is the sum of the group's lines (bonded + not bonded).
        ...(pool &&
          lines.length === 2 && { share: { label: 'Bonded share', whole: '', part: { figure: `${n.id}.bonded` } } }),
      },
    }
  }
  if (n.kind === 'sharded' && serves(g, 'sharded.network.economics')) {
    const [total, staked] = [`${n.id}.totalSupply`, `${n.id}.staked`]
    return {
      figures: [
        fig('totalSupply', g, 'sharded.network.economics', (b) => metric(b, 'erd_total_supply')),
        fig('staked', g, 'sharded.network.economics', (b) => metric(b, 'erd_total_staked_value')),
      ],
      group: {
        id: n.id,
        label: n.name,
        unit,
        exponent,
        lines: [
          { figure: total, label: 'Total supply' },
          { figure: staked, label: 'Staked' },
        ],
        share: { label: 'Staked share', whole: total, part: { figure: staked } },
      },
    }
  }
  const node = n.kind === 'node' ? gatewayOfKind(n.id, 'node') : undefined
  if (node && serves(node, 'node.ledger.supply')) {
    const [total, online] = [`${n.id}.total`, `${n.id}.online`]
    return {
      figures: [
        fig('total', node, 'node.ledger.supply', (b) => BigInt(parseLedgerSupply(b).total)),
        fig('online', node, 'node.ledger.supply', (b) => BigInt(parseLedgerSupply(b).online)),
      ],
      group: {
        id: n.id,
        label: `${n.name} money`,
        unit,
        exponent,
        lines: [
          { figure: total, label: 'Total money' },
          { figure: online, label: 'Online money' },
        ],
        share: { label: 'Online share', whole: total, part: { figure: online } },
      },
    }
  }
  return { figures: [] }
}

interface Figures {
  version: number
  sampled: readonly SampledFigure[]
  groups: readonly HistoryGroup[]
}
let memo: Figures | undefined

function figures(): Figures {
  const version = registryVersion()
  if (memo?.version === version) return memo
  const feed = feeds()[0]
  const feedGateway = feed?.gateways[0]
  const perNetwork = networks().map(networkFigures)
  memo = {
    version,
    sampled: [
      ...(feedGateway
        ? FIGURE_IDS.map((id): SampledFigure => ({ id, gateway: feedGateway, opId: id, read: parseFigure }))
        : []),
      ...perNetwork.flatMap((f) => f.figures),
    ],
    groups: [
      ...(feed
        ? SUPPLY_TOKENS.map((t): HistoryGroup => ({
            id: t.id,
            label: tokenLabel(t.id),
            unit: 'whole tokens',
            exponent: 0,
            lines: [
              { figure: t.circulating, label: 'Circulating' },
              ...(t.total ? [{ figure: t.total, label: 'Total' }] : []),
            ],
            ...(t.total && { share: { label: 'Locked share', whole: t.total, part: { wholeMinus: t.circulating } } }),
          }))
        : []),
      ...perNetwork.flatMap((f) => (f.group ? [f.group] : [])),
    ],
  }
  return memo
}

export const sampledFigures = (): readonly SampledFigure[] => figures().sampled
export const sampledFigureIds = (): string[] => sampledFigures().map((f) => f.id)
export const sampledFigure = (id: string): SampledFigure | undefined => sampledFigures().find((f) => f.id === id)

export const historyGroups = (): readonly HistoryGroup[] => figures().groups

/** A sampled figure as a person reads it (`Bonded, Hub staking pool`); the id only for one no group charts. */
export function figureName(id: string): string {
  for (const g of historyGroups()) {
    const line = g.lines.find((l) => l.figure === id)
    if (line) return `${line.label}, ${g.label}`
  }
  return id
}
export const isHistoryGroupId = (v: unknown): v is string => historyGroups().some((g) => g.id === v)
export const historyGroup = (id: string): HistoryGroup => {
  const g = historyGroups().find((x) => x.id === id)
  if (!g) throw new Error(`unknown history group ${id}`)
  return g
}

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
