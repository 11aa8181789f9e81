import { createHash } from 'node:crypto'

/** SHA-256 through node's native crypto: derivations hash on every block and transaction, so speed matters. */
export function sha256(data: Uint8Array | string): Uint8Array {
  return createHash('sha256').update(data).digest()
}
