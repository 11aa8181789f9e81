/**
 * algod answers `format=msgpack` in msgpack, which the proxy passes through as binary. The console shows it as
 * the JSON text of the decoded value so the exact-number tree can display it: 64-bit integers stay exact (written
 * as digits from bigint, never through Number) and byte strings become base64, as algod's JSON form writes them.
 */
import { decode } from '@msgpack/msgpack'

function base64(bytes: Uint8Array): string {
  let s = ''
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(s)
}

function toJson(v: unknown, indent: string): string {
  const next = `${indent}  `
  if (v === null || v === undefined) return 'null'
  if (typeof v === 'bigint') return v.toString()
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'null'
  if (typeof v === 'boolean') return String(v)
  if (typeof v === 'string') return JSON.stringify(v)
  if (v instanceof Uint8Array) return JSON.stringify(base64(v))
  const entries: [string, unknown][] | null =
    v instanceof Map ? [...v].map(([k, x]) => [String(k), x]) : Array.isArray(v) ? null : Object.entries(v as object)
  if (!entries) {
    const items = (v as unknown[]).map((x) => `${next}${toJson(x, next)}`)
    return items.length ? `[\n${items.join(',\n')}\n${indent}]` : '[]'
  }
  const fields = entries.map(([k, x]) => `${next}${JSON.stringify(k)}: ${toJson(x, next)}`)
  return fields.length ? `{\n${fields.join(',\n')}\n${indent}}` : '{}'
}

/** JSON text of a msgpack document; throws when the bytes are not msgpack. */
export function msgpackToJsonText(bytes: Uint8Array): string {
  return toJson(decode(bytes, { useBigInt64: true }), '')
}
