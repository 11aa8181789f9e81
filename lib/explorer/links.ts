/**
 * The one place that decides where a record link goes, for every component that links an account, validator,
 * block or transaction. An address goes to the network its format names (a `plat1…` recipient of a Hub transfer
 * to Platform's page), and only to a page that can show something: a network without block queries gets no block
 * link, a consensus address links only where validators can be listed to resolve it. Pure: the capabilities come
 * from the server (./link-caps.ts) and are installed in the browser with the network registry.
 */
import { findNetwork, networksOfAddress, type AddressRole, type NetworkId } from '@/lib/networks'
import type { RecordKind } from './view'

/** Which record pages a network can show something on. */
export interface LinkCaps {
  block: boolean
  tx: boolean
  /** An account page (every kind but an SDK gateway without auth, bank, authz or feegrant queries). */
  account: boolean
  /** An account page for an operator address (its delegations at a past height). */
  operatorAccount: boolean
  /** Staking validator queries: a validator page per operator address, reached from a consensus address too. */
  validator: boolean
}
export type LinkCapabilities = Readonly<Record<NetworkId, LinkCaps>>

interface Holder {
  caps?: LinkCapabilities
  loader?: () => LinkCapabilities
}
const KEY = Symbol.for('multichain-explorer.link-caps')
const holder = (): Holder => ((globalThis as Record<symbol, Holder>)[KEY] ??= {})

/** Make `c` the capabilities of this process (the browser's provider, a test). */
export const installLinkCapabilities = (c: LinkCapabilities): void => void (holder().caps = c)
/** How the server computes them on first use (./link-caps.ts registers it). */
export const setLinkCapabilitiesLoader = (load: () => LinkCapabilities): void => void (holder().loader = load)

const NONE: LinkCaps = { block: false, tx: false, account: false, operatorAccount: false, validator: false }

function capsOf(network: NetworkId): LinkCaps {
  const h = holder()
  const caps = h.caps ?? h.loader?.()
  return caps?.[network] ?? NONE
}

const seg = encodeURIComponent

export interface LinkTarget {
  href: string
  /** The network the page belongs to (differs from the linking page's for another chain's address). */
  network: NetworkId
  page: 'account' | 'validator' | 'block' | 'tx'
}

/** Where an address with role `role` on `network` is shown, if anywhere. */
function addressTarget(network: NetworkId, role: AddressRole, id: string): LinkTarget | undefined {
  const caps = capsOf(network)
  const account = { href: `/${network}/accounts/${seg(id)}`, network, page: 'account' as const }
  if (role === 'account') return caps.account ? account : undefined
  if (caps.validator) return { href: `/${network}/validators/${seg(id)}`, network, page: 'validator' }
  // Without validator queries an operator address may still have an account page; a consensus key has none.
  return role === 'validator' && caps.operatorAccount ? account : undefined
}

/**
 * The page a record link lands on, or undefined when no page can show it (then the id is shown as plain text).
 * `recordTarget('hub', 'account', 'plat1…')` → Platform's account page; `recordTarget('exchange', 'block', '5')` →
 * undefined where Exchange's gateway has no block query.
 */
export function recordTarget(network: NetworkId, kind: RecordKind, id: string): LinkTarget | undefined {
  if (!id) return undefined
  if (kind !== 'account') {
    if (!findNetwork(network) || !capsOf(network)[kind]) return undefined
    return { href: `/${network}/${kind === 'block' ? 'blocks' : 'txs'}/${seg(id)}`, network, page: kind }
  }
  const homes = networksOfAddress(id)
  const own = homes.find((h) => h.network === network)
  if (own) return addressTarget(own.network, own.role, id)
  // Another network's address: its own network's page, an account before an operator or consensus key.
  const kindOf = findNetwork(network)?.kind
  const ranked = [...homes].sort(
    (a, b) =>
      Number(a.role !== 'account') - Number(b.role !== 'account') ||
      Number(findNetwork(a.network)?.kind !== kindOf) - Number(findNetwork(b.network)?.kind !== kindOf),
  )
  for (const h of ranked) {
    const t = addressTarget(h.network, h.role, id)
    if (t) return t
  }
  return undefined
}
