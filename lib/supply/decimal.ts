/**
 * Exact fixed-point arithmetic on bigint for supply figures: whole-token integers, base-unit amounts and
 * 18-decimal `sdk.Dec` strings, all far beyond 2^53. A decimal is a bigint scaled by 10^scale; nothing here goes
 * through Number except `toChartNumber`, which exists only to give recharts a coordinate to draw.
 */
import { formatUnits } from '@/lib/format/amount'

/** Scale of a cosmos `sdk.Dec`. */
export const DEC_SCALE = 18

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/

/**
 * `"12.5"` at scale 2 → `1250n`. Accepts a plain decimal (optional minus, optional fraction). Digits beyond the
 * scale are truncated toward zero, never rounded. Returns undefined for anything that is not a decimal.
 */
export function parseDecimal(text: string, scale = DEC_SCALE): bigint | undefined {
  const m = DECIMAL.exec(text.trim())
  if (!m) return undefined
  const frac = (m[3] ?? '').slice(0, scale).padEnd(scale, '0')
  const v = BigInt(`${m[2]}${frac}`)
  return m[1] === '-' ? -v : v
}

/** A whole non-negative integer from a decimal string, number or bigint; undefined otherwise (or if unsafe). */
export function parseWhole(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value >= 0n ? value : undefined
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return BigInt(value.trim())
  return undefined
}

/** Scaled bigint → exact decimal string, thousands grouped, trailing zeros trimmed (`maxFraction` truncates). */
export function formatFixed(value: bigint, scale: number, maxFraction?: number): string {
  return formatUnits(value, scale, maxFraction === undefined ? {} : { maxFraction })
}

/** Same as formatFixed without grouping: for CSV and machine-readable cells (`maxFraction` truncates). */
export function plainFixed(value: bigint, scale: number, maxFraction?: number): string {
  return formatUnits(value, scale, maxFraction === undefined ? { group: false } : { group: false, maxFraction })
}

/** Divide, rounding half away from zero. */
export function divRound(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError('division by zero')
  const neg = n < 0n !== d < 0n
  const an = n < 0n ? -n : n
  const ad = d < 0n ? -d : d
  const q = (an * 2n + ad) / (2n * ad)
  return neg ? -q : q
}

/** part / whole as a percentage scaled by 10^digits (`1n, 3n, 2` → `3333n` = 33.33 %); undefined when whole is 0. */
export function percentScaled(part: bigint, whole: bigint, digits = 2): bigint | undefined {
  if (whole === 0n) return undefined
  return divRound(part * 100n * 10n ** BigInt(digits), whole)
}

/** `"33.33%"`: exact percentage string with a fixed number of digits (zeros kept so columns line up). */
export function formatPercentOf(part: bigint, whole: bigint, digits = 2): string | undefined {
  const p = percentScaled(part, whole, digits)
  if (p === undefined) return undefined
  const s = formatUnits(p < 0n ? -p : p, digits, { group: false })
  const [int, frac = ''] = s.split('.')
  const fixed = digits > 0 ? `${int}.${frac.padEnd(digits, '0')}` : int
  return `${p < 0n ? '-' : ''}${fixed}%`
}

/** Sum of bigints. */
export const sum = (values: readonly bigint[]): bigint => values.reduce((a, b) => a + b, 0n)

/** Rescale a base-unit amount to a common scale so amounts of different exponents compare exactly. */
export function rescale(value: bigint, from: number, to: number): bigint {
  return to >= from ? value * 10n ** BigInt(to - from) : value / 10n ** BigInt(from - to)
}

/**
 * The closest double to an exact decimal, for chart coordinates only (labels, tooltips and tables keep the exact
 * string). Goes through the decimal text, so the only error is the final rounding to 53 bits.
 */
export function toChartNumber(value: bigint, scale = 0): number {
  return Number(plainFixed(value, scale))
}
