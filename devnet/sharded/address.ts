import { bech32 } from '@scure/base'

/** Bech32 account addresses of the sharded ledger (32-byte public keys, `shd` human-readable part). */
export const HRP = 'shd'
export const METACHAIN = 4294967295
export const SHARDS = [0, 1, 2] as const
export const NUM_SHARDS = SHARDS.length

export const encodeAddress = (pubkey: Uint8Array): string => bech32.encode(HRP, bech32.toWords(pubkey))

/** Decodes a bech32 address; throws with bech32's own message (checksum, prefix) on bad input. */
export function decodeAddress(address: string): Uint8Array {
  const { prefix, words } = bech32.decode(address as `${string}1${string}`)
  if (prefix !== HRP) throw new Error(`invalid address prefix ${prefix}, expected ${HRP}`)
  const bytes = bech32.fromWords(words)
  if (bytes.length !== 32) throw new Error(`invalid address length ${bytes.length}, expected 32 bytes`)
  return bytes
}

/** System smart contracts (eight leading zero bytes and a zero VM type) live on the metachain. */
const isMetachainContract = (pk: Uint8Array) => pk.slice(0, 10).every((b) => b === 0) && pk[10] !== 0x05

/**
 * The real multi-shard coordinator rule: the last byte masked to ⌈log2 n⌉ bits, or to one bit fewer when that
 * lands past the last shard.
 */
export function shardOf(pubkey: Uint8Array): number {
  if (isMetachainContract(pubkey)) return METACHAIN
  const n = Math.ceil(Math.log2(NUM_SHARDS))
  const maskHigh = (1 << n) - 1
  const maskLow = (1 << (n - 1)) - 1
  const last = pubkey[pubkey.length - 1]!
  const shard = last & maskHigh
  return shard > NUM_SHARDS - 1 ? last & maskLow : shard
}

export const shardOfAddress = (address: string): number => shardOf(decodeAddress(address))
