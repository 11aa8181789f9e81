/**
 * Global search recognition (pure): what an input could be, on which networks. The header then asks every
 * candidate's gateway in parallel whether the record exists.
 */
import { decodeBech32, isHex20Address, isLedgerAddress, isLedgerTxId } from '@/lib/format/address'
import { networkIds, getNetwork, networksOfKind, traitsOf, type NetworkId, type NetworkKind } from '@/lib/networks'
import { parsePacketId } from '@/lib/format/packet-id'

export type SearchKind = 'block' | 'tx' | 'account' | 'denom' | 'packet'

export interface Candidate {
  network: NetworkId
  kind: SearchKind
  /** The id as the record page and the gateway expect it (case and prefix normalised). */
  value: string
  /** What the input was recognised as, for the results list. */
  as: string
}

const ofKind = (kind: NetworkKind): NetworkId[] => networksOfKind(kind).map((n) => n.id)
const cosmosNetworks = () => ofKind('cosmos')
const MAX_HEIGHT = 18446744073709551615n

function bech32Candidates(s: string): Candidate[] {
  const d = decodeBech32(s)
  if (!d || (d.bytes.length !== 20 && d.bytes.length !== 32)) return []
  const out: Candidate[] = []
  for (const n of networkIds()) {
    const a = getNetwork(n).address
    if (a.kind === 'bech32' && (d.prefix === a.prefix || d.prefix === a.validatorPrefix))
      out.push({
        network: n,
        kind: 'account',
        value: s.toLowerCase(),
        as: d.prefix === a.prefix ? 'address' : 'validator address',
      })
    if (a.kind === 'bech32-sharded' && d.prefix === a.prefix && d.bytes.length === 32)
      out.push({ network: n, kind: 'account', value: s.toLowerCase(), as: 'address' })
  }
  return out
}

export function recognise(input: string): Candidate[] {
  const s = input.trim()
  if (!s) return []
  if (/^\d+$/.test(s)) {
    if (BigInt(s) > MAX_HEIGHT) return []
    const value = BigInt(s).toString()
    return networkIds().map((n) => ({
      network: n,
      kind: 'block' as const,
      value,
      as: traitsOf(n).numberAs,
    }))
  }
  const packet = parsePacketId(s)
  if (packet && packet.sequence !== '0')
    return cosmosNetworks().map((n) => ({
      network: n,
      kind: 'packet' as const,
      value: `${packet.port}/${packet.channel}/${packet.sequence}`,
      as: 'IBC packet',
    }))
  const ibc = /^ibc\/([0-9a-fA-F]{64})$/.exec(s)
  if (ibc)
    return cosmosNetworks().map((n) => ({
      network: n,
      kind: 'denom' as const,
      value: `ibc/${ibc[1]!.toUpperCase()}`,
      as: 'IBC denomination',
    }))
  if (isHex20Address(s))
    return ofKind('vm').map((n) => ({ network: n, kind: 'account', value: s.toLowerCase(), as: 'address' }))
  const hex64 = /^(0x)?([0-9a-fA-F]{64})$/.exec(s)
  if (hex64) {
    const h = hex64[2]!
    const vm: Candidate[] = ofKind('vm').flatMap((n) => [
      { network: n, kind: 'tx', value: `0x${h.toLowerCase()}`, as: 'transaction id' },
      { network: n, kind: 'block', value: `0x${h.toLowerCase()}`, as: 'block id' },
    ])
    if (hex64[1]) return vm
    return [
      ...cosmosNetworks().map((n) => ({
        network: n,
        kind: 'tx' as const,
        value: h.toUpperCase(),
        as: 'transaction hash',
      })),
      ...ofKind('sharded').map((n) => ({
        network: n,
        kind: 'tx' as const,
        value: h.toLowerCase(),
        as: 'transaction hash',
      })),
      ...vm,
    ]
  }
  if (isLedgerAddress(s)) return ofKind('node').map((n) => ({ network: n, kind: 'account', value: s, as: 'address' }))
  if (isLedgerTxId(s)) return ofKind('node').map((n) => ({ network: n, kind: 'tx', value: s, as: 'transaction id' }))
  return bech32Candidates(s)
}

/** Why nothing matched, in words (shown instead of results). */
export function unrecognisedHint(input: string): string {
  const s = input.trim()
  if (/^[a-z]+1[02-9ac-hj-np-z]{6,}$/i.test(s))
    return 'This looks like a bech32 address, but its checksum or prefix is not valid for any network here.'
  if (/^[A-Z2-7]{58}$/.test(s)) return 'This looks like a ledger address, but its checksum is wrong.'
  if (/^(0x)?[0-9a-f]+$/i.test(s))
    return 'Hex input must be a 20-byte address (0x + 40 hex digits) or a 32-byte hash (64 hex digits).'
  if (/^[\w.-]+\/channel-\d+\/?$/.test(s))
    return 'An IBC packet is port/channel/sequence, for example transfer/channel-0/12.'
  return 'Enter an address, a transaction hash, a block height/round/nonce, an ibc/<hash> denomination or an IBC packet (port/channel/sequence).'
}
