import { ed25519 } from '@noble/curves/ed25519.js'
import { expand } from '@noble/hashes/hkdf.js'
import { sha512_256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { encodeAddress } from 'algosdk'
import { seedBytes } from '../../primitives/random'

export interface KeyPair {
  address: string
  publicKey: Uint8Array
  /** 64 bytes: the 32-byte seed then the public key, as algosdk and kmd store it. */
  secretKey: Uint8Array
}

export function keyPairFromSeed(seed: Uint8Array): KeyPair {
  const publicKey = ed25519.getPublicKey(seed)
  const secretKey = new Uint8Array(64)
  secretKey.set(seed, 0)
  secretKey.set(publicKey, 32)
  return { address: encodeAddress(publicKey), publicKey, secretKey }
}

/**
 * Key number `index` of a wallet, as kmd's sqlite driver derives it: HKDF-Expand over SHA-512/256 keyed by the
 * master derivation key with info `AlgorandDeterministicKey-<index>`, its first 32 bytes an ed25519 seed. The
 * sequence starts at 1.
 */
export function deriveKey(mdk: Uint8Array, index: number): KeyPair {
  // Expand only: the MDK is already uniform, so kmd skips HKDF-Extract.
  const seed = expand(sha512_256, mdk, utf8ToBytes(`AlgorandDeterministicKey-${index}`), 32)
  return keyPairFromSeed(seed)
}

/** The master derivation key of devnet's default wallet: fixed by DEVNET_SEED so its accounts exist in genesis. */
export const defaultWalletMdk = (seed: number): Uint8Array => seedBytes(seed, 'kmd-default-wallet-mdk')

/** How many keys of the default wallet are funded in genesis. */
export const DEFAULT_WALLET_KEYS = 5
