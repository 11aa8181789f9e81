import { hash } from 'node:crypto'

/**
 * SHA-256 through node's native crypto: derivations hash on every block and transaction, so speed matters. The
 * one-shot `hash` costs half of `createHash(…).update(…).digest()` on these short inputs (no Hash object).
 */
export function sha256(data: Uint8Array | string): Uint8Array {
  // A plain Uint8Array, not a Buffer: Buffer#slice shares memory and some libraries compare constructors.
  const d = hash('sha256', data, 'buffer')
  return new Uint8Array(d.buffer, d.byteOffset, d.length).slice()
}

/** Synthetic 32-byte hashes (blocks, state roots, placeholders) in hex, derived from labels rather than stored. */
export const hashHex = (...label: (string | number)[]) => hash('sha256', label.join('/'), 'hex')
