import { blake2b256 } from './txcodec'

/**
 * Thor's 2048-bit bloom filter (beats): k hash functions, each a big-endian uint16 taken from blake2b-256 of the
 * item, modulo 2048. Matches thor-devkit's `Bloom` (vectors in the tests).
 */
export const BLOOM_BITS = 2048
export const BLOOM_MAX_K = 16

export const estimateK = (count: number) =>
  Math.max(Math.min(Math.round((BLOOM_BITS / count) * Math.LN2), BLOOM_MAX_K), 1)

export class Bloom {
  readonly bits = new Uint8Array(BLOOM_BITS / 8)
  constructor(readonly k: number) {}

  private positions(item: Uint8Array): [number, number][] {
    const h = blake2b256(item)
    return Array.from({ length: this.k }, (_, i) => {
      const d = ((h[i * 2]! << 8) + h[i * 2 + 1]!) % BLOOM_BITS
      return [Math.floor(d / 8), 1 << (d % 8)] as [number, number]
    })
  }

  add(item: Uint8Array): void {
    for (const [i, bit] of this.positions(item)) this.bits[i]! |= bit
  }

  test(item: Uint8Array): boolean {
    return this.positions(item).every(([i, bit]) => (this.bits[i]! & bit) === bit)
  }
}
