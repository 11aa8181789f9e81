/**
 * Where the record-link capabilities live in a process (./links.ts reads them). A module of its own so the
 * browser's provider installs them without loading the address codecs ./links.ts needs to place a link.
 */
import type { NetworkId } from '@/lib/networks'

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

/** One network's capabilities; none before any are installed (a link then stays plain text). */
export function capsOf(network: NetworkId): LinkCaps {
  const h = holder()
  const caps = h.caps ?? h.loader?.()
  return caps?.[network] ?? NONE
}
