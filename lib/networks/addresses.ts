/**
 * Which network an address belongs to, from the network files' address formats (a bech32 prefix says which SDK
 * chain; `0x…` a VM ledger; base32 with a checksum a ledger node). Links are made to the network an address names,
 * so a transfer's recipient on another chain lands on that chain's page, not on an error.
 */
import { decodeBech32, isHex20Address, isLedgerAddress } from '@/lib/format/address'
import { networks } from './registry'
import type { AddressFormat, NetworkId } from './types'

export type AddressRole = 'account' | 'validator' | 'consensus'

/** What `v` is on a network with format `a`, or undefined when it is not one of its addresses. */
export function addressRoleIn(a: AddressFormat, v: string): AddressRole | undefined {
  switch (a.kind) {
    case 'hex20':
      return isHex20Address(v) ? 'account' : undefined
    case 'base32-ledger':
      return isLedgerAddress(v) ? 'account' : undefined
    case 'bech32-sharded': {
      const d = decodeBech32(v)
      return d?.prefix === a.prefix && d.bytes.length === 32 ? 'account' : undefined
    }
    case 'bech32': {
      const d = decodeBech32(v)
      if (!d || (d.bytes.length !== 20 && d.bytes.length !== 32)) return undefined
      if (d.prefix === a.prefix) return 'account'
      if (d.prefix === a.validatorPrefix) return 'validator'
      if (d.prefix === a.consensusPrefix) return 'consensus'
      return undefined
    }
  }
}

/** The networks whose address format `v` fits, with what it is there (several for a 0x address if there are several VM ledgers). */
export function networksOfAddress(v: string): { network: NetworkId; role: AddressRole }[] {
  return networks().flatMap((n) => {
    const role = addressRoleIn(n.address, v)
    return role ? [{ network: n.id, role }] : []
  })
}

/** True when `v` is an account address of `network`. */
export const isAccountOf = (network: NetworkId, v: string): boolean =>
  networks().some((n) => n.id === network && addressRoleIn(n.address, v) === 'account')
