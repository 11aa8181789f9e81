/**
 * The one place that decides where a record link goes, for every component that links an account, validator,
 * block or transaction. An address goes to the network its format names (a `plat1…` recipient of a Hub transfer
 * to Platform's page), and only to a page that can show something: a network without block queries gets no block
 * link, a consensus address links only where validators can be listed to resolve it. Pure: the capabilities come
 * from the server (./link-caps.ts) and are installed in the browser with the network registry.
 */
import { findNetwork, type NetworkId } from '@/lib/networks'
import type { AddressRole } from '@/lib/networks/addresses'
import { networksOfAddressShape } from '@/lib/networks/address-shapes'
import { capsOf } from './link-caps-holder'
import type { RecordKind } from './view'

export type { LinkCapabilities, LinkCaps } from './link-caps-holder'
export { installLinkCapabilities, setLinkCapabilitiesLoader } from './link-caps-holder'

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
  // By shape: the page behind the link checks the checksum (and says so when it is wrong).
  const homes = networksOfAddressShape(id)
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
