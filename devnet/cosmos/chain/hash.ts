/** A fast 32-bit integer hash (murmur3 finaliser) for per-index genesis values: no sha256 per account. */
export function mix32(...xs: number[]): number {
  let h = 0x9e3779b9
  for (const x of xs) {
    h ^= x >>> 0
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
    h ^= h >>> 16
  }
  return h >>> 0
}

export const hexUpper = (b: Uint8Array) => Buffer.from(b).toString('hex').toUpperCase()
export const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64')

/** sdk.Dec rendering: 18 decimals, as a string. */
export function dec(units: bigint, decimals = 0): string {
  const scaled = units * 10n ** BigInt(18 - decimals)
  const neg = scaled < 0n
  const s = (neg ? -scaled : scaled).toString().padStart(19, '0')
  return `${neg ? '-' : ''}${s.slice(0, -18)}.${s.slice(-18)}`
}
