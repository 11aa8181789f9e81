/**
 * Dashboard state in the URL, so a dashboard link reproduces it: `range` and `token` (history: a feed token or a
 * network's sampled figures), `network` (whose
 * bank supply), `denom` (its supply by denomination). Anchors name the sections overviews link to. Pure.
 */
import { isHistoryGroupId, type HistoryGroupId } from './figures'
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

/** Networks whose gateway offers the bank `supply` query; the first is the default. */
export const DENOM_NETWORKS = ['hub', 'staking', 'platform'] as const
export type DenomNetwork = (typeof DENOM_NETWORKS)[number]

export interface SupplyState {
  range: RangeId
  /** History group: a feed token (`main`, `tokenB`…) or a network's figures (`platform`, `ledger`…). */
  token: HistoryGroupId
  network: DenomNetwork
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
    network: (DENOM_NETWORKS as readonly string[]).includes(network ?? '')
      ? (network as DenomNetwork)
      : DENOM_NETWORKS[0],
    ...(denom && DENOM.test(denom) && { denom }),
  }
}

/** The query string of a state; defaults are left out so links stay short. */
export function supplyQuery(s: SupplyState): string {
  const q = new URLSearchParams()
  if (s.range !== DEFAULT_RANGE) q.set('range', s.range)
  if (s.token !== 'main') q.set('token', s.token)
  if (s.network !== DENOM_NETWORKS[0]) q.set('network', s.network)
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
  switch (network) {
    case 'hub':
    case 'staking':
      return `/supply?network=${network}#denoms`
    case 'platform':
      return '/supply?network=platform#staking'
    case 'classic':
      return '/supply#treasury'
    case 'sharded':
      return '/supply#economics'
    case 'ledger':
      return '/supply#ledger'
    default:
      return undefined
  }
}
