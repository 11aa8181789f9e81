'use client'
import { Amount } from '@/components/ui/amount'
import type { Field } from '@/lib/explorer/view'
import { useDenom } from './denoms'

/**
 * An amount field in display units: the adapter's exponent when it knows it, else the page's denom metadata.
 * `maxFraction` trims the fraction for dense tables and figures; the exact value stays in the tooltip.
 */
export function FieldAmount({ f, maxFraction }: { f: Extract<Field, { type: 'amount' }>; maxFraction?: number }) {
  const known = useDenom(f.denom)
  const info = f.exponent !== undefined ? { exponent: f.exponent, display: f.display ?? f.denom } : known
  return <Amount raw={f.raw} denom={f.denom} info={info} {...(maxFraction !== undefined && { maxFraction })} />
}
