/** Byte-encoding helpers (pure, no Buffer: also used in the browser). */
import { base64, hex } from '@scure/base'

export const bytesToHex = (b: Uint8Array): string => hex.encode(b)
export const hexToBytes = (h: string): Uint8Array => hex.decode(h.replace(/^0x/i, '').toLowerCase())
export const base64ToBytes = (s: string): Uint8Array => base64.decode(s)
export const bytesToBase64 = (b: Uint8Array): string => base64.encode(b)

/** Base64 → upper-case hex (cosmos block hashes and addresses are shown in hex). Undefined on bad input. */
export function base64ToHex(s: string): string | undefined {
  try {
    return bytesToHex(base64ToBytes(s)).toUpperCase()
  } catch {
    return undefined
  }
}

/** Base64 payload shown as text when it is printable UTF-8, otherwise as hex. */
export function base64ToText(s: string): { text: string; encoding: 'utf8' | 'hex' } {
  let bytes: Uint8Array
  try {
    bytes = base64ToBytes(s)
  } catch {
    return { text: s, encoding: 'utf8' }
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    if (/^[\P{Cc}\n\r\t]*$/u.test(text)) return { text, encoding: 'utf8' }
  } catch {
    /* not UTF-8 */
  }
  return { text: bytesToHex(bytes), encoding: 'hex' }
}
