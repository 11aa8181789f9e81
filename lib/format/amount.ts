/**
 * Big-integer safe amount formatting. Base-unit amounts arrive as decimal strings (cosmos, sharded, indexer),
 * hex strings (VM) or bigint; they never pass through Number.
 */

/** Parse a non-negative base-unit amount written in decimal or 0x-hex. Returns undefined for anything else. */
export function parseBaseUnits(raw: string | bigint): bigint | undefined {
  if (typeof raw === 'bigint') return raw
  const s = raw.trim()
  if (/^\d+$/.test(s)) return BigInt(s)
  if (/^0x[0-9a-f]+$/i.test(s)) return BigInt(s)
  if (s === '0x') return 0n
  return undefined
}

/** Group the integer digits by thousands: `1234567` → `1,234,567`. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

export interface FormatOptions {
  /** Fraction digits kept (trailing zeros are trimmed). Default: all of them. */
  maxFraction?: number
  /** Group the integer part by thousands. Default true. */
  group?: boolean
}

/** `formatUnits(1234500n, 6)` → `1.2345`. Truncates (never rounds up) past maxFraction. */
export function formatUnits(value: bigint, exponent: number, opts: FormatOptions = {}): string {
  const negative = value < 0n
  const abs = negative ? -value : value
  const digits = abs.toString().padStart(exponent + 1, '0')
  const intPart = exponent > 0 ? digits.slice(0, -exponent) : digits
  let frac = exponent > 0 ? digits.slice(-exponent) : ''
  if (opts.maxFraction !== undefined) frac = frac.slice(0, opts.maxFraction)
  frac = frac.replace(/0+$/, '')
  const int = opts.group === false ? intPart : groupThousands(intPart)
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`
}

/** Parse a human decimal (`1.5`) into base units; undefined when it has more fraction digits than the exponent. */
export function parseUnits(human: string, exponent: number): bigint | undefined {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(human.trim().replace(/,/g, ''))
  if (!m) return undefined
  const frac = m[2] ?? ''
  if (frac.length > exponent) return undefined
  return BigInt((m[1] ?? '0') + frac.padEnd(exponent, '0'))
}

/** Cosmos `sdk.Dec` strings (`"0.100000000000000000"`) shown with at most `maxFraction` digits. */
export function formatDec(dec: string, maxFraction = 6): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(dec.trim())
  if (!m) return dec
  const frac = (m[3] ?? '').slice(0, maxFraction).replace(/0+$/, '')
  return `${m[1]}${groupThousands(m[2] ?? '0')}${frac ? `.${frac}` : ''}`
}

/** A decimal fraction string as a percentage: `"0.05"` → `5%`. */
export function formatPercent(dec: string, maxFraction = 2): string {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(dec.trim())
  if (!m) return dec
  const frac = (m[2] ?? '').padEnd(2, '0')
  const shifted = `${m[1]}${frac.slice(0, 2)}`.replace(/^0+(?=\d)/, '')
  const rest = frac.slice(2, 2 + maxFraction).replace(/0+$/, '')
  return `${shifted}${rest ? `.${rest}` : ''}%`
}
