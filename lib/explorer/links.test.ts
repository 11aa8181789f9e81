import { describe, expect, it } from 'vitest'
import { encodeBech32 } from '@/lib/format/address'
import { getNetwork, networks } from '@/lib/networks'
import { linkCapabilities } from './link-caps'
import { recordTarget } from './links'

const key = new Uint8Array(20).fill(7)
/** An address of `network` with the given role, made from its registry prefix (no prefix is written here). */
function addressOf(network: string, role: 'account' | 'validator' | 'consensus' = 'account'): string {
  const a = getNetwork(network).address
  if (a.kind !== 'bech32') throw new Error(`${network} has no bech32 addresses`)
  return encodeBech32(role === 'account' ? a.prefix : role === 'validator' ? a.validatorPrefix : a.consensusPrefix, key)
}

const caps = linkCapabilities()
const sdk = networks().filter((n) => n.kind === 'cosmos')
const withBlocks = sdk.filter((n) => caps[n.id]!.block)
const withoutBlocks = sdk.filter((n) => !caps[n.id]!.block)
const withValidators = sdk.filter((n) => caps[n.id]!.validator)
const withoutValidators = sdk.filter((n) => !caps[n.id]!.validator)

describe('record links', () => {
  it('the devnet registry has SDK networks with and without block and validator queries', () => {
    // Otherwise the cases below prove nothing.
    for (const list of [withBlocks, withoutBlocks, withValidators, withoutValidators])
      expect(list.length).toBeGreaterThan(0)
  })

  it('link an account to its own network where its account page shows something, else not at all', () => {
    expect(sdk.filter((n) => !caps[n.id]!.account).length).toBeGreaterThan(0)
    for (const n of sdk)
      expect(recordTarget(n.id, 'account', addressOf(n.id))?.href).toBe(
        caps[n.id]!.account ? `/${n.id}/accounts/${addressOf(n.id)}` : undefined,
      )
  })

  it('link another network’s address to that network’s page, not the linking page’s', () => {
    const [from, to] = sdk.filter((n) => caps[n.id]!.account)
    const t = recordTarget(from!.id, 'account', addressOf(to!.id))
    expect(t).toEqual({ href: `/${to!.id}/accounts/${addressOf(to!.id)}`, network: to!.id, page: 'account' })
  })

  it('leave text that is no known address unlinked', () => {
    expect(recordTarget(sdk[0]!.id, 'account', 'cosmos1notanaddress')).toBeUndefined()
    expect(recordTarget(sdk[0]!.id, 'account', encodeBech32('zzz', key))).toBeUndefined()
    expect(recordTarget(sdk[0]!.id, 'account', '')).toBeUndefined()
  })

  it('link blocks only where the network has block queries', () => {
    for (const n of withBlocks) expect(recordTarget(n.id, 'block', '5')?.href).toBe(`/${n.id}/blocks/5`)
    for (const n of withoutBlocks) expect(recordTarget(n.id, 'block', '5')).toBeUndefined()
    expect(recordTarget('no-such-network', 'block', '5')).toBeUndefined()
  })

  it('link an operator address to the validator page where validators are offered, else to its account page', () => {
    for (const n of withValidators)
      expect(recordTarget(n.id, 'account', addressOf(n.id, 'validator'))?.page).toBe('validator')
    for (const n of withoutValidators)
      expect(recordTarget(n.id, 'account', addressOf(n.id, 'validator'))?.page).toBe(
        caps[n.id]!.operatorAccount ? 'account' : undefined,
      )
  })

  it('link a consensus address only where validators can resolve it', () => {
    for (const n of withValidators)
      expect(recordTarget(n.id, 'account', addressOf(n.id, 'consensus'))?.href).toBe(
        `/${n.id}/validators/${addressOf(n.id, 'consensus')}`,
      )
    for (const n of withoutValidators)
      expect(recordTarget(n.id, 'account', addressOf(n.id, 'consensus'))).toBeUndefined()
  })

  it('link transactions on every network that serves transaction lookups', () => {
    for (const n of networks()) expect(!!recordTarget(n.id, 'tx', 'AB')).toBe(caps[n.id]!.tx)
  })
})
