/**
 * Shown parts of a whole add up to the shown whole.
 *
 * Why: a figure is shown at fewer digits than it has (an asset of 8 decimals at 6, a share at 2), and each figure
 * cut on its own loses up to one step of the last digit shown. The parts' losses add up and the whole's does not:
 * a total of 21,000,000 GOLD held as 4,557,700.6839265 by the reserve and 16,442,299.3160735 in circulation read
 * 4,557,700.683926 + 16,442,299.316073 = 20,999,999.999999, and three equal holders read 33.33 % each, 99.99 %
 * together. A reader adding the column up is right to distrust a page that does not add up.
 *
 * The rule, for every view that shows a whole beside its parts (supply and what makes it up, balances and shares
 * that should make 100 %): the whole is shown as it is shown everywhere else on its own (cut to the digits shown,
 * never rounded up: lib/format/amount); the parts are then apportioned by largest remainder (Hamilton's method):
 * each part gets its value cut down to a whole number of steps, and the steps still missing to reach the shown whole
 * go one each to the parts that lost most. So every shown part is within one step of its exact value, a part that is
 * exact at the digits shown (zero among them) is shown exactly, and the shown parts sum to the shown whole, digit
 * for digit. Parts that do not make the whole by themselves (one page of holders) are apportioned together with the
 * unshown rest, so what is shown plus what is not adds up. Everything is bigint: nothing passes through Number.
 */
import { formatUnits } from './amount'

/** `n / d` rounded toward −∞ (bigint division truncates toward zero), with its remainder in `[0, d)`; `d > 0`. */
function floorDiv(n: bigint, d: bigint): [bigint, bigint] {
  const q = n / d
  const r = n - q * d
  return r < 0n ? [q - 1n, r + d] : [q, r]
}

/**
 * Largest-remainder apportionment of `numerators[i] / denominator` to whole numbers that sum to the whole's
 * truncation toward zero, `trunc(Σ numerators / denominator)` (how a whole is cut when it is shown alone).
 * Ties in remainder go to the earlier part. `denominator` must be positive.
 */
export function apportionSteps(numerators: readonly bigint[], denominator: bigint): bigint[] {
  if (denominator <= 0n) throw new RangeError('apportionSteps: the denominator must be positive')
  const split = numerators.map((n) => floorDiv(n, denominator))
  const total = numerators.reduce((a, b) => a + b, 0n) / denominator
  let missing = total - split.reduce((a, [q]) => a + q, 0n)
  const out = split.map(([q]) => q)
  // Only parts with a remainder can take a step, and there are always enough of them (fewer than one step each).
  const order = split
    .map(([, r], i) => ({ r, i }))
    .filter((x) => x.r > 0n)
    .sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1))
  for (const { i } of order) {
    if (missing <= 0n) break
    out[i]! += 1n
    missing -= 1n
  }
  return out
}

/** The parts, with the rest of the whole they do not cover as a last, unshown part. */
const withRest = (parts: readonly bigint[], whole: bigint) => {
  const rest = whole - parts.reduce((a, b) => a + b, 0n)
  return rest === 0n ? [...parts] : [...parts, rest]
}

/** Base-unit amounts as shown, each a whole number of the shown step: the whole and its parts. */
export interface ShownUnits {
  whole: bigint
  parts: bigint[]
}

/**
 * `parts` of `whole` (base units of a denomination with `exponent` decimals) as shown with `fraction` fraction
 * digits: the whole cut to them, the parts apportioned so they add up to it (with the rest when they do not cover
 * it). Values stay in base units, so the amount formatter shows them (their exact value beside).
 */
export function apportionUnits(
  parts: readonly bigint[],
  whole: bigint,
  exponent: number,
  fraction: number,
): ShownUnits {
  const step = 10n ** BigInt(Math.max(0, exponent - Math.max(0, fraction)))
  const shown = apportionSteps(withRest(parts, whole), step).map((q) => q * step)
  return { whole: (whole / step) * step, parts: shown.slice(0, parts.length) }
}

/**
 * `apportionUnits` as text in display units, thousands grouped: `apportion([1n, 2n], 3n, 0, 0)` →
 * `{ whole: '3', parts: ['1', '2'] }`; the shown parts add up to the shown whole.
 */
export function apportion(
  parts: readonly bigint[],
  whole: bigint,
  exponent: number,
  fraction: number,
): { whole: string; parts: string[] } {
  const u = apportionUnits(parts, whole, exponent, fraction)
  const fmt = (v: bigint) => formatUnits(v, exponent, { maxFraction: fraction })
  return { whole: fmt(u.whole), parts: u.parts.map(fmt) }
}

/** A scaled integer as a plain decimal with exactly `digits` fraction digits (zeros kept so columns line up). */
function fixed(v: bigint, digits: number): string {
  const neg = v < 0n
  const s = (neg ? -v : v).toString().padStart(digits + 1, '0')
  const int = digits > 0 ? s.slice(0, -digits) : s
  return `${neg ? '-' : ''}${int}${digits > 0 ? `.${s.slice(-digits)}` : ''}`
}

/**
 * Each part's share of `whole` in percent with exactly `digits` fraction digits, as plain decimals (`'33.34'`)
 * that add up to `100` (with the unshown rest when the parts do not cover the whole). Undefined when the whole is
 * 0. A part of 0 is `0.00`; a part shown as `0.00` may still be above zero (callers may say `< 0.01`).
 */
export function apportionShares(parts: readonly bigint[], whole: bigint, digits = 2): string[] | undefined {
  if (whole === 0n) return undefined
  const sign = whole < 0n ? -1n : 1n
  const scale = 100n * 10n ** BigInt(digits)
  return apportionSteps(
    withRest(parts, whole).map((p) => p * sign * scale),
    whole * sign,
  )
    .slice(0, parts.length)
    .map((q) => fixed(q, digits))
}
