'use client'
import { Amount } from '@/components/ui/amount'
import { amountFieldOptions } from '@/lib/explorer/breakdown'
import { denomName } from '@/lib/explorer/denom-name'
import type { Field } from '@/lib/explorer/view'
import { useDenom } from './denoms'

/**
 * An amount field in display units: the adapter's exponent when it knows it, else the page's denom metadata.
 * `maxFraction` trims the fraction for dense tables and figures, except for a part shown beside its whole, which
 * keeps the digits its parts were made to add up at; the exact value stays in the tooltip.
 */
export function FieldAmount({ f, maxFraction }: { f: Extract<Field, { type: 'amount' }>; maxFraction?: number }) {
  const known = useDenom(f.denom)
  // The adapter's exponent wins (it read the chain's own profile); the page's metadata still says where the unit's page is.
  const info =
    f.exponent !== undefined
      ? { exponent: f.exponent, display: f.display ?? f.denom, ...(known?.href && { href: known.href }) }
      : known
  const opts = amountFieldOptions(f, maxFraction)
  return (
    <Amount
      raw={f.raw}
      denom={f.denom}
      info={info}
      {...(opts.maxFraction !== undefined && { maxFraction: opts.maxFraction })}
      {...(opts.shown !== undefined && { shown: String(opts.shown) })}
    />
  )
}

/** A denomination's name and unit from the page's denom metadata; a dash while it is unknown. */
export function FieldDenomName({ denom }: { denom: string }) {
  const words = denomName(useDenom(denom))
  return words ? <span>{words}</span> : <span className="text-zinc-500 dark:text-zinc-400">—</span>
}
