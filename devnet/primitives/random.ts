import { sha256 } from './hash'

/**
 * Deterministic randomness for synthetic chains. Everything derives from (DEVNET_SEED, a label), so block N of a
 * chain can be rebuilt on demand instead of stored: history costs no memory.
 */
export function seedBytes(seed: number, ...label: (string | number | bigint)[]): Uint8Array {
  return sha256(`${seed}/${label.join('/')}`)
}

/** mulberry32 over a 32-bit seed taken from the label: fast, good enough for synthetic data, never for keys. */
export function rng(seed: number, ...label: (string | number | bigint)[]): Random {
  const b = seedBytes(seed, ...label)
  return new Mulberry32(((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0)
}

export interface Random {
  next(): number
  int(min: number, max: number): number
  pick<T>(xs: readonly T[]): T
  bigint(max: bigint): bigint
  bytes(n: number): Uint8Array
}

/** A class rather than closures: thousands are made per second while blocks are derived. */
class Mulberry32 implements Random {
  constructor(private a: number) {}

  next(): number {
    this.a = (this.a + 0x6d2b79f5) >>> 0
    let t = this.a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)]!
  }

  bigint(max: bigint): bigint {
    // Uniform enough below max for amounts; max > 0.
    let v = 0n
    for (let i = 0; i < 4; i++) v = (v << 32n) | BigInt(Math.floor(this.next() * 4294967296))
    return v % max
  }

  bytes(n: number): Uint8Array {
    const out = new Uint8Array(n)
    for (let i = 0; i < n; i++) out[i] = Math.floor(this.next() * 256)
    return out
  }
}
