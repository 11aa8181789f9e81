import { ed25519 } from '@noble/curves/ed25519.js'
import { seedBytes } from '../primitives/random'

/**
 * Dev accounts: funded at genesis, never sending on their own (the synthetic traffic uses other accounts), so a
 * client that signs for one meets only its own nonces. Their secret keys derive from the seed for in-process
 * tests and tools; devnet serves them nowhere and the app never shows them.
 */
export const DEV_ACCOUNTS = 8

export const devSecretKey = (seed: number, index: number): Uint8Array => seedBytes(seed, 'sharded', 'dev-key', index)

export const devPublicKey = (seed: number, index: number): Uint8Array => ed25519.getPublicKey(devSecretKey(seed, index))
