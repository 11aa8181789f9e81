/**
 * A whole beside its parts (a supply and who holds it, what was minted and burnt), as amount fields whose shown
 * figures add up: the rule and why are lib/format/apportion's. The page formats them as every amount
 * (FieldAmount), at the digits they were apportioned at, with their exact values on hover.
 */
import { displayPrecision, formatAmount, type AmountOptions } from '@/lib/format/amount'
import { apportionUnits } from '@/lib/format/apportion'
import type { Field } from './view'

export type AmountField = Extract<Field, { type: 'amount' }>

/**
 * `whole` and `parts` (base units, `exponent` decimals) as fields shown at the denomination's display precision;
 * parts that do not cover the whole are apportioned with the rest. A negative part (what was burnt) is a field of
 * its size: its label says it is taken away.
 */
export function amountsOfWhole(
  whole: bigint,
  parts: readonly bigint[],
  denom: string,
  exponent: number,
  display?: string,
): { whole: AmountField; parts: AmountField[] } {
  const fraction = displayPrecision({ exponent })
  const shown = apportionUnits(parts, whole, exponent, fraction)
  const field = (exact: bigint, value: bigint): AmountField => {
    const abs = (v: bigint) => (v < 0n ? -v : v).toString()
    return {
      type: 'amount',
      raw: abs(exact),
      denom,
      exponent,
      ...(display && { display }),
      shown: { raw: abs(value), fraction },
    }
  }
  return { whole: field(whole, shown.whole), parts: parts.map((p, i) => field(p, shown.parts[i]!)) }
}

/**
 * How an amount field is formatted (FieldAmount, and tests reading what a view shows): an apportioned one at its
 * own digits, whatever a dense table asks (cut further, the parts would stop adding up); any other at `maxFraction`.
 */
export function amountFieldOptions(f: AmountField, maxFraction?: number): AmountOptions {
  if (f.shown) return { maxFraction: f.shown.fraction, shown: f.shown.raw }
  return maxFraction === undefined ? {} : { maxFraction }
}

/**
 * What an amount field the adapter gave its decimals reads on the page (FieldAmount's formatter and options),
 * without the unit: how tests read a view's figures as a person does.
 */
export function shownAmount(f: AmountField, maxFraction?: number): string {
  const info = f.exponent !== undefined ? { exponent: f.exponent, display: f.display ?? f.denom } : undefined
  return formatAmount(f.raw, f.denom, info, amountFieldOptions(f, maxFraction)).value
}
