import { describe, expect, it } from 'vitest'
import { encodeBech32, encodeLedgerAddress } from '@/lib/format/address'
import { networks } from '@/lib/networks'
import { networksOfAddress } from './addresses'
import { bech32PrefixOf, hasAccountShapeOf, networksOfAddressShape } from './address-shapes'

/** Every address kind the registry's networks use, made with the real codecs from their own prefixes. */
function samples(): string[] {
  const out = new Set<string>()
  for (const n of networks()) {
    const a = n.address
    for (const size of [20, 32]) {
      const key = new Uint8Array(size).map((_, i) => (i * 37 + size) & 255)
      if (a.kind === 'bech32')
        for (const p of [a.prefix, a.validatorPrefix, a.consensusPrefix]) out.add(encodeBech32(p, key))
      if (a.kind === 'bech32-sharded') out.add(encodeBech32(a.prefix, key))
      if (a.kind === 'base32-ledger' && size === 32) out.add(encodeLedgerAddress(key))
      if (a.kind === 'hex20' && size === 20) out.add(`0x${Buffer.from(key).toString('hex')}`)
    }
  }
  return [...out]
}

describe('address shapes (where links go)', () => {
  it('place every valid address of every network where the checksum-checking lookup does', () => {
    const list = samples()
    expect(new Set(networks().map((n) => n.address.kind)).size).toBe(4) // otherwise a kind goes unproved
    for (const a of list) expect(networksOfAddressShape(a)).toEqual(networksOfAddress(a))
  })

  it('refuse what has no address shape: unknown prefix, bad characters, mixed case, other lengths', () => {
    const n = networks().find((x) => x.address.kind === 'bech32')!
    const good = encodeBech32((n.address as { prefix: string }).prefix, new Uint8Array(20).fill(7))
    expect(hasAccountShapeOf(n.id, good)).toBe(true)
    expect(hasAccountShapeOf(n.id, good.toUpperCase())).toBe(true)
    expect(hasAccountShapeOf(n.id, good.slice(0, -1))).toBe(false)
    expect(hasAccountShapeOf(n.id, good.slice(0, 5) + good.slice(5).replace(/[a-z]/, 'B'))).toBe(false)
    expect(hasAccountShapeOf(n.id, `${good}q`)).toBe(false)
    expect(networksOfAddressShape(encodeBech32('zzz', new Uint8Array(20)))).toEqual([])
    expect(bech32PrefixOf('hub1notanaddress')).toBeUndefined()
    expect(networksOfAddressShape('')).toEqual([])
    expect(networksOfAddressShape('0x1234')).toEqual([])
  })

  it('leave the checksum to the page behind the link: a flipped character keeps the shape, not the validity', () => {
    const ledger = encodeLedgerAddress(new Uint8Array(32).fill(9))
    const flipped = (ledger[0] === 'A' ? 'B' : 'A') + ledger.slice(1)
    expect(networksOfAddress(flipped)).toEqual([])
    expect(networksOfAddressShape(flipped).map((h) => h.role)).toContain('account')
  })
})
