/**
 * Which network an address belongs to by its shape alone: the bech32 prefix and payload length, `0x` and 40 hex
 * digits, 58 base32 letters. Links are placed with this, in the browser too, so pages that only link addresses
 * (the Activity table, the live feed) ship no checksum code (bech32, SHA-512/256: ~15 KB gzip). A string of the
 * right shape with a wrong checksum is linked, and the page behind the link says it is not a valid address
 * (./addresses.ts, with checksums, decides that, and everything a request is refused on).
 */
import { networks } from './registry'
import type { AddressFormat, NetworkId } from './types'
import type { AddressRole } from './addresses'

const BECH32_DATA = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]+$/
/** Data characters of a 20- and a 32-byte payload: 5 bits each, then 6 of checksum. */
const PAYLOAD_CHARS = new Set([32 + 6, 52 + 6])

/** The prefix of a bech32-shaped string carrying a 20- or 32-byte payload (any single case), else undefined. */
export function bech32PrefixOf(s: string): { prefix: string; bytes: 20 | 32 } | undefined {
  if (s !== s.toLowerCase() && s !== s.toUpperCase()) return undefined
  const v = s.toLowerCase()
  const at = v.lastIndexOf('1')
  const data = v.slice(at + 1)
  if (at < 1 || !PAYLOAD_CHARS.has(data.length) || !BECH32_DATA.test(data)) return undefined
  return { prefix: v.slice(0, at), bytes: data.length === 38 ? 20 : 32 }
}

/** What `v` looks like on a network with format `a`, or undefined when it has none of its address shapes. */
export function addressRoleByShape(a: AddressFormat, v: string): AddressRole | undefined {
  switch (a.kind) {
    case 'hex20':
      return /^0x[0-9a-fA-F]{40}$/.test(v) ? 'account' : undefined
    case 'base32-ledger':
      return /^[A-Z2-7]{58}$/.test(v) ? 'account' : undefined
    case 'bech32-sharded': {
      const d = bech32PrefixOf(v)
      return d?.prefix === a.prefix && d.bytes === 32 ? 'account' : undefined
    }
    case 'bech32': {
      const d = bech32PrefixOf(v)
      if (d?.prefix === a.prefix) return 'account'
      if (d?.prefix === a.validatorPrefix) return 'validator'
      if (d?.prefix === a.consensusPrefix) return 'consensus'
      return undefined
    }
  }
}

/** The networks whose address shape `v` has, with what it is there. */
export function networksOfAddressShape(v: string): { network: NetworkId; role: AddressRole }[] {
  return networks().flatMap((n) => {
    const role = addressRoleByShape(n.address, v)
    return role ? [{ network: n.id, role }] : []
  })
}

/** True when `v` has the shape of an account address of `network`. */
export const hasAccountShapeOf = (network: NetworkId, v: string): boolean =>
  networks().some((n) => n.id === network && addressRoleByShape(n.address, v) === 'account')
