import { createHash } from 'node:crypto'

/** Synthetic 32-byte hashes (blocks, state roots, placeholders): native sha256 keeps building history fast. */
export const hashHex = (...label: (string | number)[]) => createHash('sha256').update(label.join('/')).digest('hex')
