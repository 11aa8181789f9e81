import { bech32 } from '@scure/base'

/** Bech32 account addresses of the sharded ledger: 32-byte public keys under a human-readable part. */
export const DEFAULT_HRP = 'shd'
export const METACHAIN = 4294967295
export const SHARDS = [0, 1, 2] as const
export const NUM_SHARDS = SHARDS.length

/** Encoding and decoding under one prefix: `shd` by default, the real `erd` when DEVNET_SHARDED_PREFIX asks for it. */
export interface AddressCodec {
  hrp: string
  encode(pubkey: Uint8Array): string
  /** Throws with bech32's own message (checksum, prefix) on bad input. */
  decode(address: string): Uint8Array
  shardOf(address: string): number
}

export function addressCodec(hrp: string = DEFAULT_HRP): AddressCodec {
  // History replays decode the same few dozen accounts thousands of times; only valid ones are remembered.
  const known = new Map<string, Uint8Array>()
  const decode = (address: string): Uint8Array => {
    const hit = known.get(address)
    if (hit) return hit
    const { prefix, words } = bech32.decode(address as `${string}1${string}`)
    if (prefix !== hrp) throw new Error(`invalid address prefix ${prefix}, expected ${hrp}`)
    const bytes = bech32.fromWords(words)
    if (bytes.length !== 32) throw new Error(`invalid address length ${bytes.length}, expected 32 bytes`)
    if (known.size < 10_000) known.set(address, bytes)
    return bytes
  }
  return {
    hrp,
    encode: (pubkey) => bech32.encode(hrp, bech32.toWords(pubkey)),
    decode,
    shardOf: (address) => shardOf(decode(address)),
  }
}

/**
 * DEVNET_SHARDED_PREFIX, else the app's SHARDED_BECH32_PREFIX while the sharded gateway is left on devnet (a
 * profile that asks for `erd` then meets `erd` addresses), else `shd`. A bad value stops devnet at start.
 */
export function prefixFromEnv(env: Readonly<Record<string, string | undefined>>): string {
  const name = env.DEVNET_SHARDED_PREFIX ? 'DEVNET_SHARDED_PREFIX' : 'SHARDED_BECH32_PREFIX'
  const raw = env.DEVNET_SHARDED_PREFIX || (env.SHARDED_URL ? undefined : env.SHARDED_BECH32_PREFIX)
  if (!raw) return DEFAULT_HRP
  if (!/^[a-z][a-z0-9]{0,30}$/.test(raw))
    throw new Error(`${name} must be a lower-case bech32 prefix such as erd, got ${JSON.stringify(raw)}`)
  return raw
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
