/** Byte-encoding helpers (pure, no Buffer, no library: they ship to the browser, so they stay tiny). */

export const bytesToHex = (b: Uint8Array): string => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')

export function hexToBytes(h: string): Uint8Array {
  const s = h.replace(/^0x/i, '')
  if (s.length % 2 || !/^[0-9a-fA-F]*$/.test(s)) throw new Error('invalid hex')
  return Uint8Array.from({ length: s.length / 2 }, (_, i) => parseInt(s.slice(i * 2, i * 2 + 2), 16))
}

export function base64ToBytes(s: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(s) || s.length % 4) throw new Error('invalid base64')
  return Uint8Array.from(atob(s), (c) => c.charCodeAt(0))
}

export const bytesToBase64 = (b: Uint8Array): string => btoa(String.fromCharCode(...b))

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
