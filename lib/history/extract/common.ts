/** Small readers of wire JSON shared by the extractors (one module per ledger kind beside this one). */

/** A non-negative integer as a decimal string: decimal, 0x-hex, number or bigint; undefined otherwise. */
export function units(v: unknown): string | undefined {
  if (typeof v === 'bigint') return v >= 0n ? v.toString() : undefined
  if (typeof v === 'number') return Number.isSafeInteger(v) && v >= 0 ? String(v) : undefined
  if (typeof v !== 'string') return undefined
  if (/^\d+$/.test(v)) return BigInt(v).toString()
  if (/^0x[0-9a-fA-F]+$/.test(v)) return BigInt(v).toString()
  return undefined
}

/** Seconds since the epoch (number or digits) as epoch ms. */
export function secondsToMs(v: unknown): number | undefined {
  const s = units(v)
  return s !== undefined && s.length < 13 ? Number(s) * 1000 : undefined
}
