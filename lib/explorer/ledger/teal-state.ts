/** An application's key-value state (TEAL values) in words: keys as text, numbers as numbers, addresses as links. */
import { encodeLedgerAddress } from '@/lib/format/address'
import { base64ToBytes, base64ToText, bytesToHex } from '@/lib/format/hex'
import type { NetworkId } from '@/lib/networks'
import { link, mono, type Field } from '../view'

interface TealKeyValue {
  key: string
  value: unknown
}

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : {}

/** Type 2 is a uint; anything else (type 1) is a byte slice: printable text, a 32-byte address, or hex. */
function tealValue(value: unknown, key: string, network: NetworkId): Field {
  const v = record(value)
  if (Number(v.type) === 2) return mono(`${key} = ${String(v.uint ?? 0)}`)
  const b64 = typeof v.bytes === 'string' ? v.bytes : ''
  let bytes: Uint8Array
  try {
    bytes = base64ToBytes(b64)
  } catch {
    return mono(`${key} = ${b64}`)
  }
  const decoded = base64ToText(b64)
  // A 32-byte slice that is not readable text is, by convention, an account's public key.
  if (decoded.encoding === 'hex' && bytes.length === 32)
    return link('account', network, encodeLedgerAddress(bytes), `${key} = ${encodeLedgerAddress(bytes)}`)
  if (decoded.encoding === 'utf8') return mono(`${key} = ${bytes.length ? `"${decoded.text}"` : '(empty)'}`)
  return mono(`${key} = 0x${bytesToHex(bytes)}`)
}

export const tealState = (kvs: readonly TealKeyValue[], network: NetworkId): Field[] =>
  kvs.map((kv) => {
    const key = base64ToText(kv.key)
    return tealValue(kv.value, key.encoding === 'hex' ? `0x${key.text}` : key.text, network)
  })

/** `{num-uint, num-byte-slice}` → "2 numbers, 1 byte slice". */
export function tealSchema(schema: unknown): string | undefined {
  const s = record(schema)
  if (s['num-uint'] === undefined && s['num-byte-slice'] === undefined) return undefined
  const n = Number(s['num-uint'] ?? 0)
  const m = Number(s['num-byte-slice'] ?? 0)
  return `${n} ${n === 1 ? 'number' : 'numbers'}, ${m} ${m === 1 ? 'byte slice' : 'byte slices'}`
}
