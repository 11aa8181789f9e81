/**
 * Cursors of the account history: the (height, index) of the last row shown, opaque to the user
 * (`<height>.<index>` in base64url). Pure, shared by the route handlers and the browser. A cursor is
 * checked before it reaches SQL: digits only, bounded.
 */
export interface Cursor {
  height: bigint
  idx: bigint
}

const MAX_U64 = 18446744073709551615n
const FORM = /^(\d{1,20})\.(\d{1,7})$/

// ASCII only, so btoa/atob (browser and Node alike) are enough.
const toB64url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const fromB64url = (s: string) => {
  try {
    return atob(s.replace(/-/g, '+').replace(/_/g, '/'))
  } catch {
    return ''
  }
}

export function encodeCursor(c: Cursor): string {
  return toB64url(`${c.height}.${c.idx}`)
}

/** The cursor a string names, or a sentence saying what is wrong with it. */
export function decodeCursor(raw: string): { ok: true; cursor: Cursor } | { ok: false; message: string } {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(raw)) return { ok: false, message: 'cursor: not a cursor this page gave out' }
  const m = FORM.exec(fromB64url(raw))
  if (!m) return { ok: false, message: 'cursor: not a cursor this page gave out' }
  const height = BigInt(m[1]!)
  if (height > MAX_U64) return { ok: false, message: 'cursor: height out of range' }
  return { ok: true, cursor: { height, idx: BigInt(m[2]!) } }
}
