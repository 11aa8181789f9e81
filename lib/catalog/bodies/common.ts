import * as z from 'zod'

/**
 * JSON-body building blocks shared by the ledger catalogs. Integers in JSON bodies arrive as JSON numbers (the
 * upstream wire type), so they are bounded to what JSON.parse keeps exact; a larger value would already have been
 * rounded before any schema could see it.
 */
export const jsonUint = (max: number = Number.MAX_SAFE_INTEGER, what = 'a non-negative integer') =>
  z
    .number({ error: `must be ${what}` })
    .int(`must be ${what}`)
    .min(0, `must be ${what}`)
    .max(max, `must be at most ${max}`)

export const uint8 = () => jsonUint(255, 'an integer 0–255')
export const uint32 = () => jsonUint(4294967295, 'an integer 0–4294967295')

/** `0x`-prefixed hex of any length (the VM ledger writes bytes, amounts and ids this way). */
export const hex0x = (what = 'hex') => z.string().regex(/^0x[0-9a-fA-F]*$/, `must be 0x-prefixed ${what}`)

/** `0x` hex of exactly `bytes` bytes. */
export const hexBytes = (bytes: number, what: string) =>
  z.string().regex(new RegExp(`^0x[0-9a-fA-F]{${bytes * 2}}$`), `must be a 0x-prefixed ${bytes}-byte ${what}`)

/** Amounts the VM ledger reads as hex or decimal text (HexOrDecimal256). */
export const hexOrDecimal = () => z.string().regex(/^(0x[0-9a-fA-F]+|\d+)$/, 'must be a 0x-hex or decimal amount')

export const decimalString = () => z.string().regex(/^\d+$/, 'must be a non-negative decimal integer string')

/** Standard or URL-safe base64 without a length cap (transaction data, programs). */
export const base64 = () =>
  z
    .string()
    .max(2_000_000, 'at most 2,000,000 characters')
    .regex(/^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)?$/, 'must be base64')

export const nonEmpty = (what = 'text') => z.string().min(1, `must be non-empty ${what}`)

/** Raw bytes written as a JSON array of integers 0–255 (Go `[N]byte` fields), with an exact length. */
export const byteArray = (length: number, what: string) =>
  z
    .array(
      z
        .number({ error: 'each byte must be an integer 0–255' })
        .int('each byte must be an integer 0–255')
        .min(0, 'each byte must be an integer 0–255')
        .max(255, 'each byte must be an integer 0–255'),
    )
    .length(length, `${what} must be exactly ${length} bytes`)
