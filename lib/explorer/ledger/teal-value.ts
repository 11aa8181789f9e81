/**
 * Reading the ledger's application bytes as a person would: state keys and values, call arguments, box names and
 * values, logs. The wire gives base64 (and for state a TEAL type); what the bytes mean is convention, so the reading
 * is a guess that never loses the bytes (pages keep them behind a switch):
 * - printable UTF-8 is text (trailing zero bytes are counted as padding: boxes are fixed-size and zero-filled);
 * - 32 bytes are an account (an address is a 32-byte public key);
 * - 8 bytes are a big-endian uint64 (how programs store and pass numbers: `itob`, ABI uint64, box names `int:`);
 * - anything else stays hex.
 */
import { encodeLedgerAddress } from '@/lib/format/address'
import { base64ToBytes, bytesToHex } from '@/lib/format/hex'

export type Reading =
  | { kind: 'text'; text: string; padding?: number }
  /** `padding`: zero bytes after the 8 of the number (a zero-filled box holding one uint64). */
  | { kind: 'uint'; value: string; padding?: number }
  | { kind: 'address'; address: string }
  | { kind: 'hex'; hex: string }
  | { kind: 'empty' }
  | { kind: 'deleted' }
  /** Not base64, or a TEAL type the ledger does not define: shown as the wire sent it. */
  | { kind: 'unreadable'; raw: string; why: string }

const PRINTABLE = /^[\P{Cc}\n\r\t]+$/u

function asText(bytes: Uint8Array): { text: string; padding?: number } | undefined {
  let end = bytes.length
  while (end > 0 && bytes[end - 1] === 0) end--
  if (end === 0) return undefined
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end))
    if (!PRINTABLE.test(text)) return undefined
    return end < bytes.length ? { text, padding: bytes.length - end } : { text }
  } catch {
    return undefined
  }
}

const uint64 = (b: Uint8Array): string => BigInt(`0x${bytesToHex(b)}`).toString()

/**
 * Which guesses fit where: state, arguments and box names hold accounts and numbers by convention; a note is free
 * text (or binary a person reads as hex); a log line is text or a number, rarely an account.
 */
export type Guesses = 'state' | 'note' | 'log'

/** What some bytes most likely are (see the module comment for the order of the guesses). */
export function readBytes(bytes: Uint8Array, guesses: Guesses = 'state'): Reading {
  if (bytes.length === 0) return { kind: 'empty' }
  const t = asText(bytes)
  if (t) return { kind: 'text', ...t }
  // A number at the head of a zero-filled value (a box sized for more): 8 bytes, then only zeros.
  if (guesses !== 'note' && bytes.length > 8 && bytes.subarray(8).every((b) => b === 0))
    return { kind: 'uint', value: uint64(bytes.subarray(0, 8)), padding: bytes.length - 8 }
  if (guesses === 'state' && bytes.length === 32) return { kind: 'address', address: encodeLedgerAddress(bytes) }
  if (guesses !== 'note' && bytes.length === 8) return { kind: 'uint', value: uint64(bytes) }
  return { kind: 'hex', hex: bytesToHex(bytes) }
}

/** Base64 from the wire → its reading. */
export function readBase64(b64: string, guesses: Guesses = 'state'): Reading {
  try {
    return readBytes(base64ToBytes(b64), guesses)
  } catch {
    return { kind: 'unreadable', raw: b64, why: 'not base64' }
  }
}

const TEAL_BYTES = 1
const TEAL_UINT = 2

const rec = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {})
const uintOf = (v: unknown): string => (typeof v === 'number' || typeof v === 'bigint' ? v.toString() : String(v ?? 0))

/** A stored TEAL value `{type, bytes, uint}`: type 1 is a byte slice (read as above), type 2 a uint64. */
export function readTealValue(value: unknown): Reading {
  const v = rec(value)
  const type = Number(v.type)
  if (type === TEAL_UINT) return { kind: 'uint', value: uintOf(v.uint) }
  if (type === TEAL_BYTES) return typeof v.bytes === 'string' ? readBase64(v.bytes) : { kind: 'empty' }
  return {
    kind: 'unreadable',
    raw: `bytes ${typeof v.bytes === 'string' ? v.bytes || '(none)' : '(none)'}, number ${uintOf(v.uint)}`,
    why: `TEAL type ${String(v.type)} is neither bytes (1) nor a number (2)`,
  }
}

/**
 * A state change `{action, bytes?, uint?}`: action 3 deletes the key; otherwise the value is whichever field the
 * answer holds (the indexer sets exactly one: bytes for action 1, uint for action 2; older indexer test data pairs the
 * actions the other way round, so the fields decide, and the action only when both are absent).
 */
export function readDelta(value: unknown): Reading {
  const v = rec(value)
  const action = Number(v.action)
  if (action === 3) return { kind: 'deleted' }
  const bytes = typeof v.bytes === 'string' ? v.bytes : undefined
  if (bytes) return readBase64(bytes)
  if (v.uint !== undefined && v.uint !== null) return { kind: 'uint', value: uintOf(v.uint) }
  if (action === 1) return { kind: 'empty' }
  if (action === 2) return { kind: 'uint', value: '0' }
  return { kind: 'unreadable', raw: '(no value)', why: `state change action ${String(v.action)} is unknown` }
}

/** A state key or box name: the same guesses, but a key is a name, so 32 and 8 bytes read as address and number too. */
export const readKey = readBase64

/** Words for a reading's kind (the Type column of state and box tables). */
export function readingType(r: Reading): string {
  switch (r.kind) {
    case 'text':
      return 'text'
    case 'uint':
      return 'number'
    case 'address':
      return 'address'
    case 'hex':
      return 'bytes'
    case 'empty':
      return 'empty bytes'
    case 'deleted':
      return 'deleted'
    case 'unreadable':
      return 'unreadable'
  }
}

/** A reading as plain text (a key in a table, a CSV cell, an argument in a list). */
export function readingText(r: Reading): string {
  switch (r.kind) {
    case 'text':
      return r.padding ? `${r.text} (+${r.padding} zero bytes)` : r.text
    case 'uint':
      return r.padding ? `${r.value} (+${r.padding} zero bytes)` : r.value
    case 'address':
      return r.address
    case 'hex':
      return `0x${r.hex}`
    case 'empty':
      return '(empty)'
    case 'deleted':
      return '(deleted)'
    case 'unreadable':
      return `${r.raw} (${r.why})`
  }
}

/** How many bytes a base64 value holds, in words (`1,024 bytes`); undefined when it is not base64. */
export function byteCount(b64: string | null | undefined): string | undefined {
  if (!b64) return undefined
  try {
    return `${base64ToBytes(b64).length.toLocaleString('en-US')} bytes`
  } catch {
    return undefined
  }
}
