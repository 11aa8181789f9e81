/**
 * What a sharded contract answers, in words: a result's `@6f6b@…` data as its return code and returned values, or
 * `<function>@<arg>…` as the call a result makes; topics and values as text, numbers or 32-byte ids.
 */
import { bytesToHex, hexToBytes } from '@/lib/format/hex'
import { list, mono, shortId, text, type Field } from '../view'

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** A returned value or topic: text when it reads as text, a 32-byte value as hex, anything else a number. */
export function decodeValue(bytes: Uint8Array): Field {
  if (!bytes.length) return text('0 (empty)')
  try {
    const s = utf8.decode(bytes)
    if (/^[\p{L}\p{N}\p{P}\p{Zs}]+$/u.test(s) && /\p{L}/u.test(s)) return text(`“${s}”`)
  } catch {
    /* not text */
  }
  if (bytes.length === 32) return shortId(bytesToHex(bytes))
  return text(BigInt(`0x${bytesToHex(bytes)}`).toString())
}

const hexBytes = (h: string) => (/^([0-9a-fA-F]{2})*$/.test(h) ? hexToBytes(h) : undefined)
const hexText = (h: string) => {
  const b = hexBytes(h)
  try {
    return b ? utf8.decode(b) : h
  } catch {
    return h
  }
}

/**
 * `@<return code>@<value>…` (a call's answer to its caller) or `<function>@<arg>…` (a call the result makes).
 * The return code and function are hex text; values and arguments hex bytes.
 */
export function readResultData(raw: string): Field {
  if (!raw) return { type: 'empty' }
  const [head, ...rest] = raw.split('@')
  const values = rest.slice(head === '' ? 1 : 0).map((h) => {
    const b = hexBytes(h)
    return b ? decodeValue(b) : mono(h)
  })
  if (head === '') {
    const code = hexText(rest[0] ?? '')
    const [first, ...more] = values
    // "Returned: 42" on one line when the first value is plain text; a link or id keeps its own line.
    const returned = !first
      ? []
      : first.type === 'text'
        ? [text(`Returned: ${first.value}`)]
        : [text('Returned:'), first]
    return list([text(`Return code: ${code}`), ...returned, ...more])
  }
  return list([text(`Calls ${head}`), ...values])
}
