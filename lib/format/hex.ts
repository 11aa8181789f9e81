/** Byte-encoding helpers (pure, no Buffer, no library: they ship to the browser, so they stay tiny). */

// Plain loops over a table: server renders convert every transaction of ten blocks (overviews hash them), and the
// mapping-callback forms (Array.from(b, fn), Uint8Array.from(str, fn)) cost several times more.
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'))

export function bytesToHex(b: Uint8Array): string {
  let out = ''
  for (let i = 0; i < b.length; i++) out += HEX[b[i]!]
  return out
}

export function hexToBytes(h: string): Uint8Array {
  const s = h.replace(/^0x/i, '')
  if (s.length % 2 || !/^[0-9a-fA-F]*$/.test(s)) throw new Error('invalid hex')
  const out = new Uint8Array(s.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = parseInt(s.slice(i * 2, i * 2 + 2), 16)
  return out
}

export function base64ToBytes(s: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(s) || s.length % 4) throw new Error('invalid base64')
  const bin = atob(s)
  const out = new Uint8Array(bin.length)
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i)
  return out
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
