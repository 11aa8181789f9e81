import { createHash } from 'node:crypto'

/** SHA-256 through node's native crypto: derivations hash on every block and transaction, so speed matters. */
export function sha256(data: Uint8Array | string): Uint8Array {
  // A plain Uint8Array, not a Buffer: Buffer#slice shares memory and some libraries compare constructors.
  const d = createHash('sha256').update(data).digest()
  return new Uint8Array(d.buffer, d.byteOffset, d.length).slice()
}
