import * as z from 'zod'
import type { GatewayId, ParamSpec, ScalarType } from './types'

const UINT64_MAX = 18446744073709551615n
const INT64_MAX = 9223372036854775807n

/** Segment-safe text: no slashes, backslashes, control characters or dot-segments. */
const SAFE_TEXT = /^(?!\.{1,2}$)[^/\\\u0000-\u001f\u007f]+$/

const decimal = (max: bigint, signed: boolean) =>
  z
    .string()
    .regex(signed ? /^-?\d{1,20}$/ : /^\d{1,20}$/, signed ? 'must be a decimal integer' : 'must be a non-negative decimal integer')
    .refine((v) => {
      if (!/^-?\d+$/.test(v)) return true // the regex above already reported it
      const n = BigInt(v)
      return n <= max && n >= (signed ? -max - 1n : 0n)
    }, signed ? 'must fit in int64' : 'must fit in uint64')

const SCALARS: Record<ScalarType, () => z.ZodString | z.ZodType<string>> = {
  string: () => z.string().min(1, 'must not be empty').max(512, 'at most 512 characters').regex(SAFE_TEXT, 'must not hold /, \\, control characters or be a dot-segment'),
  address: () => z.string().min(1, 'must not be empty').max(128, 'at most 128 characters').regex(/^[A-Za-z0-9_.:-]+$/, 'must be an address (letters, digits, _ . : -)'),
  uint64: () => decimal(UINT64_MAX, false),
  int64: () => decimal(INT64_MAX, true),
  integer: () => decimal(UINT64_MAX, false),
  bech32: () => z.string().regex(/^[a-z0-9]{1,83}1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,}$/, 'must be a bech32 address'),
  hex: () => z.string().regex(/^(0x)?[0-9a-fA-F]+$/, 'must be hex'),
  bytes: () =>
    z
      .string()
      .max(8192, 'at most 8192 characters')
      .regex(/^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)?$/, 'must be base64'),
  boolean: () => z.enum(['true', 'false'], { error: 'must be true or false' }),
  'date-time': () => z.iso.datetime({ offset: true, error: 'must be an RFC 3339 date-time' }),
}

const QUERY_TEXT = () =>
  z.string().min(1, 'must not be empty').max(512, 'at most 512 characters').regex(/^[^\u0000-\u001f\u007f]+$/, 'must not hold control characters')

/** The zod rule for one value of a param (an element when the param is an array). */
export function scalarSchema(spec: ParamSpec): z.ZodType<string> {
  if (spec.enum) return z.enum(spec.enum as [string, ...string[]], { error: `must be one of ${spec.enum.join(', ')}` })
  if (spec.greedy) {
    // Spans several segments; each one is still segment-safe.
    return z
      .string()
      .min(1)
      .max(512)
      .refine((v) => v.split('/').every((s) => SAFE_TEXT.test(s)), 'each segment must be free of \\, control characters and dot-segments')
  }
  // Query values are not path segments: type URLs (`/cosmos.bank.v1beta1.MsgSend`), ABCI paths and IBC denoms hold slashes.
  if (spec.in === 'query' && spec.type === 'string') return QUERY_TEXT()
  return SCALARS[spec.type]()
}

/** Full schema of a param as it arrives: arrays are repeated query keys or one comma-separated path segment. */
export function paramSchema(spec: ParamSpec): z.ZodType {
  const one = scalarSchema(spec)
  let s: z.ZodType
  if (!spec.array) s = one
  else if (spec.in === 'path' || spec.comma) {
    // A comma query param may also arrive as repeated keys (a form's list); either way it travels on as one
    // comma-joined value, the only form the upstream accepts.
    const input = spec.in === 'path' ? z.string() : z.union([z.string(), z.array(z.string())])
    s = input.transform((v, ctx) => {
      const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => x.split(','))
      for (const p of parts) {
        const r = one.safeParse(p)
        if (!r.success) {
          ctx.addIssue({ code: 'custom', message: `each comma-separated item ${r.error.issues[0]?.message ?? 'is invalid'}` })
          return z.NEVER
        }
      }
      return spec.in === 'path' ? parts : parts.join(',')
    })
  }
  else s = z.union([one, z.array(one)]).transform((v) => (Array.isArray(v) ? v : [v]))
  if (spec.description) s = s.describe(spec.description)
  return spec.required ? s : s.optional()
}

export function objectSchema(specs: readonly ParamSpec[]): z.ZodObject {
  return z.strictObject(Object.fromEntries(specs.map((p) => [p.name, paramSchema(p)])))
}

export function paramsFor(specs: readonly ParamSpec[], where: 'path' | 'query', gateway?: GatewayId): ParamSpec[] {
  return specs.filter((p) => p.in === where && !(gateway && p.notOn?.includes(gateway)))
}
