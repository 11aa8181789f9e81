/**
 * Application state, arguments, boxes and logs as fields: each byte value shows its reading (./teal-value: text, a
 * number, an account link) with the bytes behind a switch; keys read the same way.
 */
import type { NetworkId } from '@/lib/networks'
import { link, mono, text, type Field } from '../view'
import { readBase64, readingText, readingType, readTealValue, type Guesses, type Reading } from './teal-value'

interface TealKeyValue {
  key: string
  value: unknown
}

const rec = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {})

/** A reading as a field: accounts link to their page; the rest is text (numbers and hex in monospace). */
export function readingField(r: Reading, network: NetworkId): Field {
  switch (r.kind) {
    case 'address':
      return link('account', network, r.address)
    case 'uint':
    case 'hex':
      return mono(readingText(r))
    case 'text':
      return text(readingText(r))
    default:
      return text(readingText(r))
  }
}

/** Bytes from the wire (base64) as their reading, the bytes themselves behind the switch. */
export function bytesField(b64: string, network: NetworkId, guesses: Guesses = 'state'): Field {
  const r = readBase64(b64, guesses)
  return r.kind === 'unreadable' ? text(readingText(r)) : { type: 'bytes', b64, as: readingField(r, network) }
}

/** A stored value: bytes behind the switch when it is a byte slice, a plain number when it is a uint. */
export function tealValueField(value: unknown, network: NetworkId): Field {
  const v = rec(value)
  const r = readTealValue(value)
  return Number(v.type) === 1 && typeof v.bytes === 'string' && v.bytes
    ? bytesField(v.bytes, network)
    : readingField(r, network)
}

/** One row of a state table: key (read), type in words, value. */
export function stateRow(kv: TealKeyValue, network: NetworkId): Record<string, Field> {
  const r = readTealValue(kv.value)
  return { key: bytesField(kv.key, network), type: text(readingType(r)), value: tealValueField(kv.value, network) }
}

export const STATE_COLUMNS = [
  { key: 'key', label: 'Key' },
  { key: 'type', label: 'Type' },
  { key: 'value', label: 'Value' },
]

/** Key-value state as one line per key (`name = "counter"`, `calls = 456`), accounts as links; for compact cells. */
export const tealState = (kvs: readonly TealKeyValue[], network: NetworkId): Field[] =>
  kvs.map((kv) => {
    const key = readingText(readBase64(kv.key))
    const r = readTealValue(kv.value)
    if (r.kind === 'address') return link('account', network, r.address, `${key} = ${r.address}`)
    const shown = r.kind === 'text' ? `"${readingText(r)}"` : readingText(r)
    return mono(`${key} = ${shown}`)
  })

/** `{num-uint, num-byte-slice}` → "2 numbers, 1 byte slice". */
export function tealSchema(schema: unknown): string | undefined {
  const s = rec(schema)
  if (s['num-uint'] === undefined && s['num-byte-slice'] === undefined) return undefined
  const n = Number(s['num-uint'] ?? 0)
  const m = Number(s['num-byte-slice'] ?? 0)
  return `${n} ${n === 1 ? 'number' : 'numbers'}, ${m} ${m === 1 ? 'byte slice' : 'byte slices'}`
}
