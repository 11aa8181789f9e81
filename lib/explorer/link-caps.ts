/**
 * Which record pages each network can show, from the catalog (what its gateways serve): computed on the server,
 * handed to the browser with the network registry (components/providers.tsx), read through ./links.ts.
 */
import { getOperation } from '@/lib/catalog'
import { encodeBech32 } from '@/lib/format/address'
import { networks, registryVersion, type Network } from '@/lib/networks'
import { setLinkCapabilitiesLoader, type LinkCapabilities } from './links'
import { accountPage } from './pages'
import { recordsOf } from './records'

let cached: { version: number; caps: LinkCapabilities } | undefined

/** An SDK network lists validators when its gateway serves both staking validator queries. */
const servesValidators = (gateway: string): boolean =>
  getOperation('cosmos.staking.validators').gateways.includes(gateway) &&
  getOperation('cosmos.staking.validator').gateways.includes(gateway)

/** Whether the account page of an address of this shape has anything to show (some gateway has no account module). */
function accountPages(n: Network): { account: boolean; operatorAccount: boolean } {
  if (n.address.kind !== 'bech32') return { account: true, operatorAccount: false }
  const key = new Uint8Array(20)
  const shows = (prefix: string) => !('unsupported' in accountPage(n.id, encodeBech32(prefix, key)))
  return { account: shows(n.address.prefix), operatorAccount: shows(n.address.validatorPrefix) }
}

export function linkCapabilities(): LinkCapabilities {
  const version = registryVersion()
  if (cached?.version === version) return cached.caps
  const caps = Object.fromEntries(
    networks().map((n) => {
      const r = recordsOf(n.id)
      const validator = n.kind === 'cosmos' && servesValidators(n.gateways[0]!)
      return [n.id, { block: !!r.block, tx: !!r.tx, validator, ...accountPages(n) }]
    }),
  )
  cached = { version, caps }
  return caps
}

setLinkCapabilitiesLoader(linkCapabilities)
