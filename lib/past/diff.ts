/** What changed between two answers of the same panel, compared as the views its adapter makes of them. */
import type { Field, View } from '@/lib/explorer/view'

export interface Change {
  what: string
  before: Field
  after: Field
}

const EMPTY: Field = { type: 'empty' }

/** A field as plain text: the key rows are matched by, and what "equal" means. */
export function fieldText(f: Field | undefined): string {
  if (!f) return ''
  switch (f.type) {
    case 'text':
      return f.value
    case 'amount':
      return `${f.raw} ${f.denom}`
    case 'link':
      return f.label ?? f.value
    case 'href':
      return f.label
    case 'time':
      return String(f.ms)
    case 'status':
      return f.label
    case 'json':
      return JSON.stringify(f.value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))
    case 'list':
      return f.items.map(fieldText).join(', ')
    case 'empty':
      return ''
  }
}

/** Key/value rows by label; table rows by their first column (a denom, a validator, a slot). */
export function diffViews(a: View, b: View): Change[] {
  if (a.kind === 'kv' && b.kind === 'kv') {
    const labels = [...new Set([...a.rows.map((r) => r.label), ...b.rows.map((r) => r.label)])]
    return labels.flatMap((label) => {
      const before = a.rows.find((r) => r.label === label)?.value ?? EMPTY
      const after = b.rows.find((r) => r.label === label)?.value ?? EMPTY
      return fieldText(before) === fieldText(after) ? [] : [{ what: label, before, after }]
    })
  }
  if (a.kind === 'table' && b.kind === 'table') {
    const [keyCol, ...cols] = a.columns
    if (!keyCol) return []
    const index = (v: typeof a) => new Map(v.rows.map((r) => [fieldText(r[keyCol.key]), r]))
    const ra = index(a)
    const rb = index(b)
    const keys = [...new Set([...ra.keys(), ...rb.keys()])]
    return keys.flatMap((k) => {
      const x = ra.get(k)
      const y = rb.get(k)
      if (!x || !y) {
        // A row that appeared or went away: its first value column carries the news (a balance from or to zero).
        const col = cols[0] ?? keyCol
        return [{ what: `${k}${cols[0] ? ` · ${col.label}` : ''}`, before: x ? (x[col.key] ?? EMPTY) : EMPTY, after: y ? (y[col.key] ?? EMPTY) : EMPTY }]
      }
      return cols.flatMap((c) => (fieldText(x[c.key]) === fieldText(y[c.key]) ? [] : [{ what: `${k} · ${c.label}`, before: x[c.key] ?? EMPTY, after: y[c.key] ?? EMPTY }]))
    })
  }
  if (a.kind === 'text' && b.kind === 'text') return a.text === b.text ? [] : [{ what: 'Answer', before: { type: 'text', value: a.text }, after: { type: 'text', value: b.text } }]
  return [{ what: 'Answer', before: { type: 'text', value: a.kind }, after: { type: 'text', value: b.kind } }]
}
