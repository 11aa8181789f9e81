import { isSafeNumber, parse } from 'lossless-json'

/** Pure: JSON text → value with integers beyond 2^53 kept exact as bigint (ledger uint64s are JSON numbers). */

const INTEGER = /^-?\d+$/
const parseNumber = (s: string): number | bigint => (isSafeNumber(s) || !INTEGER.test(s) ? Number(s) : BigInt(s))
/** Any run of 16+ digits could be an unsafe integer; without one, the native parser is exact and faster. */
const LONG_DIGITS = /\d{16,}/

export function parseJsonExact(text: string): unknown {
  return LONG_DIGITS.test(text) ? parse(text, null, parseNumber) : JSON.parse(text)
}
