/**
 * A table view as CSV (RFC 4180): one row per table row, the columns' labels as the header. Amounts are exact in
 * display units without grouping, with their unit in the next column of the same name + " unit"; links are their
 * ids, times ISO 8601. Loaded in the browser only when someone asks for the file.
 */
import { formatUnits, parseBaseUnits } from '@/lib/format/amount'
import type { DenomInfo } from '@/lib/networks'
import type { Field, View } from './view'

const quote = (s: string) => (/[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s)

type Denoms = Readonly<Record<string, DenomInfo>>

function amountParts(f: Extract<Field, { type: 'amount' }>, denoms: Denoms): [string, string] {
  const info = f.exponent !== undefined ? { exponent: f.exponent, display: f.display ?? f.denom } : denoms[f.denom]
  const v = parseBaseUnits(f.raw)
  if (v === undefined || !info) return [f.raw, f.denom]
  return [formatUnits(v, info.exponent, { group: false }), info.display]
}

/** One cell as text; an amount's unit is returned apart so the number column stays a number. */
export function fieldCsv(f: Field, denoms: Denoms): { text: string; unit?: string } {
  switch (f.type) {
    case 'amount': {
      const [text, unit] = amountParts(f, denoms)
      return { text, unit }
    }
    case 'text':
      return { text: f.value }
    case 'link':
      return { text: f.value }
    case 'validator':
      return { text: f.value }
    case 'href':
      return { text: f.label }
    case 'external':
      return { text: f.url }
    case 'time':
      return { text: new Date(f.ms).toISOString() }
    case 'status':
      return { text: f.label }
    case 'denom-name':
      return { text: denoms[f.denom]?.name ?? denoms[f.denom]?.display ?? f.denom }
    case 'json':
      return { text: JSON.stringify(f.value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) }
    case 'bytes':
      return fieldCsv(f.as, denoms)
    case 'list':
      return { text: f.items.map((x) => fieldCsv(x, denoms).text).join('; ') }
    case 'empty':
      return { text: '' }
  }
}

/** The table as CSV text; undefined for a view that is not a table. */
export function viewToCsv(view: View, denoms: Denoms = {}): string | undefined {
  if (view.kind !== 'table') return undefined
  // A column of amounts gets a unit column beside it (a page may mix units: a holder list in one asset does not).
  const withUnit = new Set(
    view.columns.filter((c) => view.rows.some((r) => r[c.key]?.type === 'amount')).map((c) => c.key),
  )
  const header = view.columns.flatMap((c) => (withUnit.has(c.key) ? [c.label, `${c.label} unit`] : [c.label]))
  const lines = view.rows.map((r) =>
    view.columns
      .flatMap((c) => {
        const cell = fieldCsv(r[c.key] ?? { type: 'empty' }, denoms)
        return withUnit.has(c.key) ? [cell.text, cell.unit ?? ''] : [cell.text]
      })
      .map(quote)
      .join(','),
  )
  return [header.map(quote).join(','), ...lines].join('\r\n') + '\r\n'
}
