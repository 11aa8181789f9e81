/** Address recognition and conversion for every ledger kind (pure; used by search, links and validation). */
import { bech32 } from '@scure/base'
import { sha512_256 } from '@noble/hashes/sha2.js'
import type { AddressFormat } from '@/lib/networks/types'
import { bytesToHex, hexToBytes, base64ToBytes } from './hex'

export interface Bech32Parts {
  prefix: string
  bytes: Uint8Array
}

/** Decode any bech32 string; undefined when the checksum or charset is wrong. */
export function decodeBech32(s: string): Bech32Parts | undefined {
  try {
    const { prefix, words } = bech32.decode(s.toLowerCase() as `${string}1${string}`, 120)
    return { prefix, bytes: bech32.fromWords(words) }
  } catch {
    return undefined
  }
}

export const encodeBech32 = (prefix: string, bytes: Uint8Array): string =>
  bech32.encode(prefix, bech32.toWords(bytes), 120)

/** True when `s` is a valid bech32 address with exactly this prefix and a 20- or 32-byte payload. */
export function isBech32Address(s: string, prefix: string): boolean {
  const d = decodeBech32(s)
  return d !== undefined && d.prefix === prefix && (d.bytes.length === 20 || d.bytes.length === 32)
}

/** Re-encode an address under another prefix (account ↔ valoper ↔ valcons). */
export function convertBech32(s: string, prefix: string): string | undefined {
  const d = decodeBech32(s)
  return d ? encodeBech32(prefix, d.bytes) : undefined
}

/** Cosmos headers carry the proposer as base64 (or hex) bytes; show it as a bech32 valcons address. */
export function consensusAddress(raw: string, valconsPrefix: string): string | undefined {
  try {
    const bytes = /^[0-9a-f]{40}$/i.test(raw) ? hexToBytes(raw) : base64ToBytes(raw)
    return bytes.length ? encodeBech32(valconsPrefix, bytes) : undefined
  } catch {
    return undefined
  }
}

/**
 * A Cosmos block's proposer as block pages, overviews and the live feed all name it: the network's consensus
 * address. Headers carry it as base64 (or hex) bytes, `sdk_block` already in bech32, which stays as it is (decoding
 * it as base64 would name another validator). Undefined when it is neither, or the network has no consensus prefix.
 */
export function proposerAddress(raw: string, format: AddressFormat): string | undefined {
  if (/^[a-z]+valcons1/.test(raw)) return raw
  return format.kind === 'bech32' ? consensusAddress(raw, format.consensusPrefix) : undefined
}

export const isHex20Address = (s: string): boolean => /^0x[0-9a-fA-F]{40}$/.test(s)
export const isHash32 = (s: string): boolean => /^(0x)?[0-9a-fA-F]{64}$/.test(s)

/** Sharded ledger: bech32 of a 32-byte public key. */
export function shardedPubkeyHex(address: string, prefix: string): string | undefined {
  const d = decodeBech32(address)
  return d && d.prefix === prefix && d.bytes.length === 32 ? bytesToHex(d.bytes) : undefined
}

export function shardedAddressFromHex(pubkeyHex: string, prefix: string): string | undefined {
  if (!/^[0-9a-fA-F]{64}$/.test(pubkeyHex)) return undefined
  return encodeBech32(prefix, hexToBytes(pubkeyHex))
}

const METACHAIN = 4294967295
/**
 * Shard of a sharded-ledger address, as the sharded ledger computes it: the low bits of the last public-key byte,
 * falling back to fewer bits when they name a shard that does not exist. System contracts (leading zeros) live
 * on the metachain.
 */
export function shardOf(pubkey: Uint8Array, numShards: number): number {
  const isSystem = pubkey.slice(0, 8).every((b) => b === 0)
  if (isSystem) return METACHAIN
  let n = 1
  while (1 << n < numShards) n++
  const maskHigh = (1 << n) - 1
  const maskLow = (1 << (n - 1)) - 1
  const last = pubkey[pubkey.length - 1] ?? 0
  const shard = last & maskHigh
  return shard > numShards - 1 ? last & maskLow : shard
}

/** Ledger (node + indexer) addresses: base32 of the 32-byte key and a 4-byte checksum (sha512/256 tail). */
export function decodeLedgerAddress(s: string): Uint8Array | undefined {
  if (!/^[A-Z2-7]{58}$/.test(s)) return undefined
  const raw = base32Decode(s)
  if (raw.length !== 36) return undefined
  const key = raw.slice(0, 32)
  const sum = sha512_256(key).slice(-4)
  return sum.every((b, i) => b === raw[32 + i]) ? key : undefined
}

const ALPHA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 without padding; trailing bits that do not fill a byte are dropped (58 chars → 36 bytes). */
export function base32Decode(s: string): Uint8Array {
  let bits = 0
  let acc = 0
  const out: number[] = []
  for (const ch of s) {
    acc = (acc << 5) | ALPHA.indexOf(ch)
    bits += 5
    if (bits >= 8) {
      bits -= 8
      out.push((acc >> bits) & 0xff)
    }
    acc &= (1 << bits) - 1
  }
  return Uint8Array.from(out)
}

function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let acc = 0
  let out = ''
  for (const b of bytes) {
    acc = (acc << 8) | b
    bits += 8
    while (bits >= 5) {
      bits -= 5
      out += ALPHA[(acc >> bits) & 31]
    }
    acc &= (1 << bits) - 1
  }
  if (bits > 0) out += ALPHA[(acc << (5 - bits)) & 31]
  return out
}

export function encodeLedgerAddress(key: Uint8Array): string {
  if (key.length !== 32) throw new Error('a ledger public key is 32 bytes')
  const sum = sha512_256(key).slice(-4)
  const all = new Uint8Array(36)
  all.set(key)
  all.set(sum, 32)
  return base32Encode(all)
}

export const isLedgerAddress = (s: string): boolean => decodeLedgerAddress(s) !== undefined
/** Ledger tx ids: base32 (no padding) of a 32-byte hash, 52 characters. */
export const isLedgerTxId = (s: string): boolean => /^[A-Z2-7]{52}$/.test(s)
