import 'server-only'
import { isNetworkId, networkIds, type NetworkId } from '@/lib/networks'

/**
 * The public allow-list of the page cache: the routes whose render depends only on public chain data and the URL.
 * Anything else (the KMD console, the API console and the composer, which carry a user's request or transaction,
 * unknown paths, API routes) is never cached: it goes to Next as before. A route here names the networks whose head
 * its state follows, so a new block on one chain leaves the other chains' pages fresh.
 */
export type RouteKind =
  | 'home'
  | 'overview'
  | 'block'
  | 'tx'
  | 'account'
  | 'cross-account'
  | 'validators'
  | 'ibc'
  | 'search'
  | 'supply'
  /** An asset, application or transaction group page (issue 30): its state follows the head like an account's. */
  | 'entity'

export interface PublicRoute {
  kind: RouteKind
  /** Networks whose head this page's state follows; empty: none (time-to-live only). */
  networks: readonly NetworkId[]
  /** The record's id as it appears in the URL (blocks: a height or a hash). */
  id?: string
}

/**
 * Pages that show one network's records. IBC pages show both ends of a channel: they follow every head. Live pages
 * are not here: their first blocks must join the feed that continues them, and a copy served stale while a new
 * render is made would leave a hole between the two.
 */
const PER_NETWORK: Record<string, RouteKind> = {
  blocks: 'block',
  txs: 'tx',
  accounts: 'account',
  validators: 'validators',
  ibc: 'ibc',
  logs: 'search',
  assets: 'entity',
  applications: 'entity',
  groups: 'entity',
  tokens: 'entity',
}

/** Segments that are pages of their own under a record kind rather than a record id. */
const SEARCH_PAGES: Record<string, string> = { txs: 'search' }

const SEGMENT = /^[A-Za-z0-9._~%:+-]{1,200}$/

/** The route of a request path (without its query), or undefined when the path is not on the public list. */
export function publicRoute(pathname: string): PublicRoute | undefined {
  if (pathname === '/') return { kind: 'home', networks: networkIds() }
  if (pathname === '/supply') return { kind: 'supply', networks: [] }
  const parts = pathname.split('/').slice(1)
  if (parts.some((p) => !SEGMENT.test(p))) return undefined
  const [first, second, third, ...rest] = parts
  if (first === 'accounts' && third === undefined && second)
    return { kind: 'cross-account', networks: networkIds(), id: second }
  if (!first || !isNetworkId(first)) return undefined
  const network = first
  if (second === undefined) return { kind: 'overview', networks: [network] }
  const kind = PER_NETWORK[second]
  if (!kind) return undefined
  if (kind === 'ibc') return { kind, networks: networkIds() }
  if (kind === 'search') return third === undefined ? { kind, networks: [network] } : undefined
  if (kind === 'validators') return rest.length ? undefined : { kind, networks: [network] }
  if (third === undefined || rest.length) return undefined
  if (SEARCH_PAGES[second] === third) return { kind: 'search', networks: [network] }
  return { kind, networks: [network], id: third }
}
