import { secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import type { CosmosGatewayId } from '@/lib/catalog/types'
import { sha256 } from '../../primitives/hash'
import { seedBytes } from '../../primitives/random'

/**
 * The keys of devnet's test accounts: the last KEYED_ACCOUNTS accounts of each network (the quiet ones, which
 * generated transactions never touch) belong to deterministic secp256k1 keys, so a client can sign real
 * transactions that CheckTx verifies. Devnet-only and public by design: tests import them; the app never shows them.
 */
export const KEYED_ACCOUNTS = 10

/** The 32-byte private key of test account `k` (0 = the network's last account). */
export function testPrivateKey(seed: number, network: CosmosGatewayId, k: number): Uint8Array {
  if (!Number.isInteger(k) || k < 0 || k >= KEYED_ACCOUNTS) throw new Error(`no test key ${k}`)
  // A SHA-256 output is a valid scalar unless it is 0 or ≥ n (odds about 2^-128): re-hash in that case.
  let key = seedBytes(seed, network, 'test-key', k)
  while (!secp256k1.utils.isValidSecretKey(key)) key = sha256(key)
  return key
}

export const compressedPubKey = (privateKey: Uint8Array): Uint8Array => secp256k1.getPublicKey(privateKey, true)

/** The SDK's secp256k1 account address: RIPEMD-160 of SHA-256 of the compressed public key. */
export const addressOfPubKey = (pubKey: Uint8Array): Uint8Array => ripemd160(sha256(pubKey))

/** The SDK's secp256k1 check: a 64-byte r‖s low-S signature over SHA-256 of the sign bytes. */
export function verifySecp256k1(signature: Uint8Array, signBytes: Uint8Array, pubKey: Uint8Array): boolean {
  if (signature.length !== 64 || pubKey.length !== 33) return false
  try {
    return secp256k1.verify(signature, signBytes, pubKey, { prehash: true, lowS: true })
  } catch {
    return false
  }
}
