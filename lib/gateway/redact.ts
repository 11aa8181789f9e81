/** Pure: removing secrets from anything that could be printed or returned. */

export const REDACTED = '[redacted]'

/** Replace every occurrence of each secret (at least 4 characters, to avoid mangling text) in `text`. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text
  for (const s of secrets) if (s.length >= 4 && out.includes(s)) out = out.split(s).join(REDACTED)
  return out
}

/** Same on bytes; returns the input untouched (no copy) when no secret occurs, which is the common case. */
export function redactBytes(bytes: Uint8Array, secrets: readonly string[]): Uint8Array {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (!secrets.some((s) => s.length >= 4 && buf.includes(s))) return bytes
  return Buffer.from(redact(buf.toString('utf8'), secrets), 'utf8')
}
