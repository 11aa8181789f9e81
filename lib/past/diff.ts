/** What changed between two answers of the same panel, compared as the views its adapter makes of them. */
import type { Field, View } from '@/lib/explorer/view'

export interface Change {
  /** In words: a row label, or a table row's key and column ("uhub · Amount"). */
  what: string
  /** A table row's key as its fields (a denomination, a validator link and an asset) and the column that changed. */
  keys?: Field[]
  column?: string
  before: Field
  after: Field
}

/** How a value moved, in words: amounts rose or fell by a difference (in the amount's own units). */
export type Movement = { word: 'rose' | 'fell'; by: Field } | { word: 'new' | 'gone' | 'changed' }

const EMPTY: Field = { type: 'empty' }

const bigOf = (raw: string): bigint | undefined => {
  try {
    return /^(0x[0-9a-fA-F]+|-?\d+)$/.test(raw) ? BigInt(raw) : undefined
  } catch {
    return undefined
  }
}

/** What happened between `before` and `after`: a row that appeared or went away, an amount's difference. */
export function movement(c: Pick<Change, 'before' | 'after'>): Movement {
  const { before: a, after: b } = c
  const zero = (f: Field) => f.type === 'empty' || (f.type === 'amount' && bigOf(f.raw) === 0n)
  const whole = (v: string) => (/^\d{1,3}(,\d{3})*$|^\d{1,80}$/.test(v) ? BigInt(v.replaceAll(',', '')) : undefined)
  const [wa, wb] = a.type === 'text' && b.type === 'text' ? [whole(a.value), whole(b.value)] : []
  if (wa !== undefined && wb !== undefined && wa !== wb) {
    // Whole numbers (sequences, counters, storage words read as numbers) move by a difference too.
    const d = wb - wa
    const grouped = b.type === 'text' && b.value.includes(',')
    const by = d < 0n ? -d : d
    return {
      word: d > 0n ? 'rose' : 'fell',
      by: { type: 'text', value: grouped ? by.toLocaleString('en-US') : by.toString() },
    }
  }
  if (a.type === 'amount' && b.type === 'amount' && a.denom === b.denom) {
    const x = bigOf(a.raw)
    const y = bigOf(b.raw)
    if (x !== undefined && y !== undefined && x !== y) {
      const d = y - x
      return { word: d > 0n ? 'rose' : 'fell', by: { ...b, raw: (d < 0n ? -d : d).toString() } }
    }
  }
  if (zero(a) && !zero(b)) return b.type === 'amount' && a.type === 'empty' ? { word: 'rose', by: b } : { word: 'new' }
  if (!zero(a) && zero(b)) return a.type === 'amount' && b.type === 'empty' ? { word: 'fell', by: a } : { word: 'gone' }
  return { word: 'changed' }
}

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
    case 'external':
      return f.url
    case 'validator':
      return f.value
    case 'time':
      return String(f.ms)
    case 'status':
      return f.label
    case 'denom-name':
      return f.denom
    case 'json':
      return JSON.stringify(f.value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))
    case 'list':
      return f.items.map(fieldText).join(', ')
    case 'bytes':
      return f.b64
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
    // An empty answer may come without columns (nothing to list at one height): take them from the other.
    const shape = a.columns.length ? a : b
    const n = Math.max(1, shape.keyColumns ?? 1)
    const keyCols = shape.columns.slice(0, n)
    const [keyCol] = keyCols
    const cols = shape.columns.slice(n)
    if (!keyCol) return []
    const keyOf = (r: Record<string, Field>) => keyCols.map((c) => fieldText(r[c.key])).join(' · ')
    const index = (v: typeof a) => new Map(v.rows.map((r) => [keyOf(r), r]))
    const ra = index(a)
    const rb = index(b)
    const keys = [...new Set([...ra.keys(), ...rb.keys()])]
    return keys.flatMap((k) => {
      const x = ra.get(k)
      const y = rb.get(k)
      if (!x || !y) {
        // A row that appeared or went away: its first value column carries the news (a balance from or to zero).
        const col = cols[0] ?? keyCol
        const keys = keyCols.map((c) => (x ?? y)![c.key] ?? EMPTY)
        return [
          {
            what: `${k}${cols[0] ? ` · ${col.label}` : ''}`,
            keys,
            ...(cols[0] && { column: col.label }),
            before: x ? (x[col.key] ?? EMPTY) : EMPTY,
            after: y ? (y[col.key] ?? EMPTY) : EMPTY,
          },
        ]
      }
      const keys = keyCols.map((c) => x[c.key] ?? EMPTY)
      return cols.flatMap((c) =>
        fieldText(x[c.key]) === fieldText(y[c.key])
          ? []
          : [{ what: `${k} · ${c.label}`, keys, column: c.label, before: x[c.key] ?? EMPTY, after: y[c.key] ?? EMPTY }],
      )
    })
  }
  if (a.kind === 'text' && b.kind === 'text')
    return a.text === b.text
      ? []
      : [{ what: 'Answer', before: { type: 'text', value: a.text }, after: { type: 'text', value: b.text } }]
  return [{ what: 'Answer', before: { type: 'text', value: summary(a) }, after: { type: 'text', value: summary(b) } }]
}

/** A view in a few words, for two answers of different shapes (no code at one height, code at the other). */
function summary(v: View): string {
  if (v.kind === 'text') return v.text
  if (v.kind === 'table') return `${v.rows.length} ${v.rows.length === 1 ? 'row' : 'rows'}`
  if (v.kind === 'flow') return `${v.steps.length} steps`
  return v.rows.map((r) => `${r.label}: ${fieldText(r.value).slice(0, 24)}`).join('; ')
}
