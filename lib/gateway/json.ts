import { isSafeNumber, parse } from 'lossless-json'

/** Pure: JSON text → value with integers beyond 2^53 kept exact as bigint (ledger uint64s are JSON numbers). */

const INTEGER = /^-?\d+$/
const parseNumber = (s: string): number | bigint => (isSafeNumber(s) || !INTEGER.test(s) ? Number(s) : BigInt(s))
/**
 * A number of 16+ digits could be an unsafe integer; without one, the native parser is exact and several times
 * faster. A number value starts the text or follows `:`, `,` or `[` (whitespace between), so digits inside strings
 * (amounts the SDK chains send as strings, hashes) do not send a whole answer to the slow parser. A string holding
 * such a pattern (`"a:12345678901234567"`) only costs the slow parse, never exactness.
 */
const LONG_NUMBER = /(?:^|[:,[])\s*-?\d{16,}/

export function parseJsonExact(text: string): unknown {
  return LONG_NUMBER.test(text) ? parse(text, null, parseNumber) : JSON.parse(text)
}
