import { hash } from 'node:crypto'

/** Synthetic 32-byte hashes (blocks, state roots, placeholders): native sha256 keeps building history fast. */
export const hashHex = (...label: (string | number)[]) => hash('sha256', label.join('/'), 'hex')
