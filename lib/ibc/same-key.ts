/**
 * One key, every network: the addresses a key has on the networks here. SDK secp256k1 accounts share the
 * 20-byte hash (ripemd160(sha256(compressed key))) across bech32 prefixes; the VM address is keccak256 of the
 * uncompressed key (last 20 bytes), so it needs the key itself; an ed25519 key is its own sharded (bech32) and
 * ledger (base32 + checksum) address.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex, hexToBytes } from '@/lib/format/hex'
import { decodeBech32, decodeLedgerAddress, encodeBech32, encodeLedgerAddress } from '@/lib/format/address'
import { networkIds, getNetwork, type NetworkId } from '@/lib/networks'

export interface KeyAddress {
  network: NetworkId
  address: string
  /** How it follows from the address asked about, in words. */
  how: string
}

export type KnownKey = { type: 'secp256k1' | 'ed25519'; bytes: Uint8Array }

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i])

/** EIP-55 mixed-case checksum of a 20-byte address. */
export function checksumAddress(addr20: Uint8Array): string {
  const hex = bytesToHex(addr20)
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(hex)))
  return `0x${[...hex].map((c, i) => (parseInt(hash[i]!, 16) >= 8 ? c.toUpperCase() : c)).join('')}`
}

/** The VM address of a secp256k1 public key (33 compressed or 65 uncompressed bytes), or undefined if it is not a point. */
export function vmAddressOf(pubkey: Uint8Array): string | undefined {
  try {
    const uncompressed = secp256k1.Point.fromBytes(pubkey).toBytes(false)
    return checksumAddress(keccak_256(uncompressed.slice(1)).slice(-20))
  } catch {
    return undefined
  }
}

/** The SDK account hash of a secp256k1 key: ripemd160(sha256(compressed key)). */
export function sdkHashOf(pubkey: Uint8Array): Uint8Array | undefined {
  try {
    return ripemd160(sha256(secp256k1.Point.fromBytes(pubkey).toBytes(true)))
  } catch {
    return undefined
  }
}

const sdkNetworks = () => networkIds().filter((n) => getNetwork(n).address.kind === 'bech32')
const prefixOf = (n: NetworkId) => {
  const a = getNetwork(n).address
  return a.kind === 'bech32' || a.kind === 'bech32-sharded' ? a.prefix : ''
}

function ed25519Family(from: NetworkId, key: Uint8Array): KeyAddress[] {
  const out: KeyAddress[] = []
  for (const n of networkIds()) {
    if (n === from) continue
    const a = getNetwork(n).address
    if (a.kind === 'bech32-sharded')
      out.push({ network: n, address: encodeBech32(a.prefix, key), how: 'same ed25519 key, bech32' })
    if (a.kind === 'base32-ledger')
      out.push({ network: n, address: encodeLedgerAddress(key), how: 'same ed25519 key, base32 with checksum' })
  }
  return out
}

/**
 * Addresses of the same key on the other networks. `key` is the account's public key when known (an SDK
 * account's `pub_key`, a signature's signer info): only with it does an SDK account get its VM address.
 */
export function sameKeyAddresses(network: NetworkId, address: string, key?: KnownKey): KeyAddress[] {
  const kind = getNetwork(network).address.kind
  if (kind === 'bech32') {
    const d = decodeBech32(address)
    if (!d || d.bytes.length !== 20 || d.prefix !== prefixOf(network)) return []
    const out: KeyAddress[] = sdkNetworks()
      .filter((n) => n !== network)
      .map((n) => ({
        network: n,
        address: encodeBech32(prefixOf(n), d.bytes),
        how: 'same 20-byte key hash, other prefix',
      }))
    // The VM address needs the key, and only when the key really is this account's (its hash is the address).
    const hash = key?.type === 'secp256k1' ? sdkHashOf(key.bytes) : undefined
    const vm = hash && equal(hash, d.bytes) ? vmAddressOf(key!.bytes) : undefined
    const vmNet = networkIds().find((n) => getNetwork(n).address.kind === 'hex20')
    if (vm && vmNet)
      out.push({ network: vmNet, address: vm, how: 'same secp256k1 key, keccak of the uncompressed key' })
    return out
  }
  if (kind === 'bech32-sharded') {
    const d = decodeBech32(address)
    return d && d.bytes.length === 32 ? ed25519Family(network, d.bytes) : []
  }
  if (kind === 'base32-ledger') {
    const k = decodeLedgerAddress(address)
    return k ? ed25519Family(network, k) : []
  }
  // hex20: the address is a hash of the key; with the key, the SDK addresses follow.
  if (key?.type === 'secp256k1') {
    const vm = vmAddressOf(key.bytes)
    const hash = sdkHashOf(key.bytes)
    if (!vm || !hash || vm.toLowerCase() !== address.toLowerCase()) return []
    return sdkNetworks().map((n) => ({
      network: n,
      address: encodeBech32(prefixOf(n), hash),
      how: 'same secp256k1 key, SDK key hash',
    }))
  }
  return []
}

/** A public key from base64 (SDK `pub_key.key`) or hex. */
export function keyFromText(type: KnownKey['type'], text: string): KnownKey | undefined {
  try {
    const bytes = /^(0x)?[0-9a-fA-F]+$/.test(text)
      ? hexToBytes(text.replace(/^0x/, ''))
      : Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
    return bytes.length ? { type, bytes } : undefined
  } catch {
    return undefined
  }
}
