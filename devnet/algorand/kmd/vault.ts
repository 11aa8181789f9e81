import { randomBytes } from 'node:crypto'
import { xsalsa20poly1305 } from '@noble/ciphers/salsa.js'
import { scryptAsync } from '@noble/hashes/scrypt.js'

/**
 * Password encryption of wallet secrets, as kmd's sqlite driver does it: scrypt derives the key from the wallet
 * password and a random salt, NaCl secretbox (XSalsa20-Poly1305) seals the data under a random nonce.
 */

export interface KdfParams {
  N: number
  r: number
  p: number
  salt: string
}

export interface SealedBox {
  cipher: 'xsalsa20poly1305'
  nonce: string
  ciphertext: string
}

const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64')
const unb64 = (s: string) => new Uint8Array(Buffer.from(s, 'base64'))

export class DecryptError extends Error {}

export function newKdf(N: number): KdfParams {
  return { N, r: 8, p: 1, salt: b64(randomBytes(32)) }
}

export function deriveKey(password: string, kdf: KdfParams): Promise<Uint8Array> {
  return scryptAsync(new TextEncoder().encode(password), unb64(kdf.salt), { N: kdf.N, r: kdf.r, p: kdf.p, dkLen: 32 })
}

export function seal(key: Uint8Array, plaintext: Uint8Array): SealedBox {
  const nonce = randomBytes(24)
  return {
    cipher: 'xsalsa20poly1305',
    nonce: b64(nonce),
    ciphertext: b64(xsalsa20poly1305(key, nonce).encrypt(plaintext)),
  }
}

export function open(key: Uint8Array, box: SealedBox): Uint8Array {
  try {
    return xsalsa20poly1305(key, unb64(box.nonce)).decrypt(unb64(box.ciphertext))
  } catch {
    throw new DecryptError('could not decrypt wallet: wrong password or damaged wallet file')
  }
}
