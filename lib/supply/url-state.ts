/**
 * Dashboard state in the URL, so a dashboard link reproduces it: `range` and `token` (history: a feed token or a
 * network's sampled figures), `network` (whose
 * bank supply), `denom` (its supply by denomination). Anchors name the sections overviews link to. Pure.
 */
import { getOperation, type OperationId } from '@/lib/catalog'
import { findNetwork, networks, type NetworkId } from '@/lib/networks'
import { isHistoryGroupId } from './figures'
import { DEFAULT_RANGE, parseRange, type RangeId } from './series'

export const SECTIONS = {
  feed: 'feed',
  history: 'history',
  denoms: 'denoms',
  staking: 'staking',
  treasury: 'treasury',
  economics: 'economics',
  ledger: 'ledger',
} as const
export type SectionId = keyof typeof SECTIONS

const serves = (n: NetworkId, opId: OperationId) => getOperation(opId).gateways.includes(n)

/** The sections a network has figures in, by what its gateway serves (SDK, VM and sharded networks are one gateway of their id). */
export function supplySectionsOf(n: NetworkId): SectionId[] {
  const kind = findNetwork(n)?.kind
  if (kind === 'sharded') return serves(n, 'sharded.network.economics') ? ['economics'] : []
  if (kind === 'node') return ['ledger']
  if (kind !== 'cosmos') return []
  return [
    ...(serves(n, 'cosmos.staking.pool') ? (['staking'] as const) : []),
    ...(serves(n, 'cosmos.bank.supply') ? (['denoms'] as const) : []),
    ...(serves(n, 'cosmos.stable.treasury.taxProceeds') ? (['treasury'] as const) : []),
  ]
}

/** Networks with a section of the dashboard, in registry order. */
export const networksWith = (section: SectionId): NetworkId[] =>
  networks()
    .map((n) => n.id)
    .filter((n) => supplySectionsOf(n).includes(section))

/**
 * A dashboard element's id for one network's panel of a section: the first network keeps the plain id (links and
 * anchors written before a second network existed stay valid), the others add their network id.
 */
export function sectionElementId(section: SectionId, network: NetworkId, base: string): string {
  return networksWith(section)[0] === network ? base : `${base}-${network}`
}

/** Networks whose gateway offers the bank `supply` query; the first is the default. */
export const denomNetworks = (): NetworkId[] => networksWith('denoms')

export interface SupplyState {
  range: RangeId
  /** History group: a feed token (`main`, `tokenB`…) or a network's figures (`platform`, `ledger`…). */
  token: string
  /** Whose supply by denomination is shown. */
  network: NetworkId
  denom?: string
}

const DENOM = /^[a-zA-Z][a-zA-Z0-9/:._-]{1,127}$/

type Params = Record<string, string | string[] | undefined>
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/** Unknown or malformed values fall back to defaults rather than failing the page. */
export function parseSupplyState(sp: Params | URLSearchParams): SupplyState {
  const get = (k: string) => (sp instanceof URLSearchParams ? (sp.get(k) ?? undefined) : first(sp[k]))
  const token = get('token')
  const network = get('network')
  const denom = get('denom')
  return {
    range: parseRange(get('range')),
    token: isHistoryGroupId(token) ? token : 'main',
    network: network && denomNetworks().includes(network) ? network : (denomNetworks()[0] ?? ''),
    ...(denom && DENOM.test(denom) && { denom }),
  }
}

/** The query string of a state; defaults are left out so links stay short. */
export function supplyQuery(s: SupplyState): string {
  const q = new URLSearchParams()
  if (s.range !== DEFAULT_RANGE) q.set('range', s.range)
  if (s.token !== 'main') q.set('token', s.token)
  if (s.network !== denomNetworks()[0]) q.set('network', s.network)
  if (s.denom) q.set('denom', s.denom)
  const str = q.toString()
  return str ? `?${str}` : ''
}

/** `/supply?…#section` with a change applied (a changed network drops the denom, which belongs to it). */
export function supplyHref(s: SupplyState, change: Partial<SupplyState>, section?: SectionId): string {
  const next: SupplyState = { ...s, ...change }
  if (change.network && change.network !== s.network && !('denom' in change)) delete next.denom
  return `/supply${supplyQuery(next)}${section ? `#${SECTIONS[section]}` : ''}`
}

/** Where a network overview links into the dashboard (undefined: the network publishes no supply figure here). */
export function supplyLinkFor(network: string): string | undefined {
  const sections = supplySectionsOf(network)
  if (!sections[0]) return undefined
  // Its denominations are picked too, where it has any, so the dashboard opens on this network throughout.
  const query = sections.includes('denoms') ? `?network=${network}` : ''
  return `/supply${query}#${SECTIONS[sections[0]]}`
}
