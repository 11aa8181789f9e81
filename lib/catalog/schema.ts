import { bech32 } from '@scure/base'
import * as z from 'zod'
import { decodeLedgerAddress } from '@/lib/format/address'
import type { ParamSpec, ScalarType } from './types'

const UINT64_MAX = 18446744073709551615n
const INT64_MAX = 9223372036854775807n

/** Segment-safe text: no slashes, backslashes, control characters or dot-segments. */
const SAFE_TEXT = /^(?!\.{1,2}$)[^/\\\u0000-\u001f\u007f]+$/

const decimal = (max: bigint, signed: boolean) =>
  z
    .string()
    .regex(
      signed ? /^-?\d{1,20}$/ : /^\d{1,20}$/,
      signed ? 'must be a decimal integer' : 'must be a non-negative decimal integer',
    )
    .refine(
      (v) => {
        if (!/^-?\d+$/.test(v)) return true // the regex above already reported it
        const n = BigInt(v)
        return n <= max && n >= (signed ? -max - 1n : 0n)
      },
      signed ? 'must fit in int64' : 'must fit in uint64',
    )

/**
 * A bech32 address with a valid checksum and a 20- or 32-byte payload, lower-case (the SDK and the sharded ledger
 * refuse mixed and upper case). Which prefix a gateway takes is configuration, checked by the proxy
 * (lib/gateway/formats.ts); `valoper` additionally asks for a validator operator prefix.
 */
export function bech32Parts(v: string): { prefix: string; length: number } | undefined {
  if (v.length > 120 || v !== v.toLowerCase()) return undefined
  try {
    const d = bech32.decode(v as `${string}1${string}`, 120)
    const length = bech32.fromWords(d.words).length
    return length === 20 || length === 32 ? { prefix: d.prefix, length } : undefined
  } catch {
    return undefined
  }
}

const bech32Address = (validator: boolean) =>
  z.string().refine(
    (v) => {
      const d = bech32Parts(v)
      return !!d && d.prefix.endsWith('valoper') === validator
    },
    validator
      ? 'must be a bech32 validator operator address (…valoper1…) with a valid checksum'
      : 'must be a lower-case bech32 address with a valid checksum',
  )

/** SDK coin denominations (cosmos-sdk types/coin.go reDnmString). */
export const DENOM = /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/

const SCALARS: Record<ScalarType, () => z.ZodString | z.ZodType<string>> = {
  string: () =>
    z
      .string()
      .min(1, 'must not be empty')
      .max(512, 'at most 512 characters')
      .regex(SAFE_TEXT, 'must not hold /, \\, control characters or be a dot-segment'),
  address: () =>
    z
      .string()
      .min(1, 'must not be empty')
      .max(128, 'at most 128 characters')
      .regex(/^[A-Za-z0-9_.:-]+$/, 'must be an address (letters, digits, _ . : -)'),
  uint64: () => decimal(UINT64_MAX, false),
  int64: () => decimal(INT64_MAX, true),
  integer: () => decimal(UINT64_MAX, false),
  bech32: () => bech32Address(false),
  valoper: () => bech32Address(true),
  hex: () =>
    z
      .string()
      .max(1024, 'at most 1024 characters')
      .regex(/^(0x)?([0-9a-fA-F]{2})+$/, 'must be hex (whole bytes)'),
  hex20: () => z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be 0x and 40 hex digits (20 bytes)'),
  hex32: () => z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be 0x and 64 hex digits (32 bytes)'),
  hash: () => z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (32 bytes)'),
  'vm-revision': () =>
    z
      .string()
      .refine(
        (v) =>
          v === 'best' ||
          v === 'finalized' ||
          /^0x[0-9a-fA-F]{64}$/.test(v) ||
          (/^\d{1,10}$/.test(v) && Number(v) <= 0xffffffff),
        'invalid: must be best, finalized, a block number (up to 4294967295) or a 0x block id (32 bytes)',
      ),
  denom: () =>
    z.string().regex(DENOM, 'must be a coin denomination (a letter, then 2–127 of letters, digits, / : . _ -)'),
  'ledger-address': () =>
    z
      .string()
      .refine(
        (v) => decodeLedgerAddress(v) !== undefined,
        'must be a ledger address (58 base32 characters with a valid checksum)',
      ),
  'ledger-txid': () => z.string().regex(/^[A-Z2-7]{52}$/, 'must be a transaction id (52 base32 characters A–Z, 2–7)'),
  token: () => z.string().regex(/^[A-Za-z0-9_+/=-]{1,512}$/, 'must be a paging token (base64 text)'),
  bytes: () =>
    z
      .string()
      .max(8192, 'at most 8192 characters')
      .regex(/^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)?$/, 'must be base64'),
  boolean: () => z.enum(['true', 'false'], { error: 'must be true or false' }),
  'date-time': () => z.iso.datetime({ offset: true, error: 'must be an RFC 3339 date-time' }),
}

const QUERY_TEXT = () =>
  z
    .string()
    .min(1, 'must not be empty')
    .max(512, 'at most 512 characters')
    .regex(/^[^\u0000-\u001f\u007f]+$/, 'must not hold control characters')

/** The zod rule for one value of a param (an element when the param is an array). */
export function scalarSchema(spec: ParamSpec): z.ZodType<string> {
  if (spec.enum) return z.enum(spec.enum as [string, ...string[]], { error: `must be one of ${spec.enum.join(', ')}` })
  const pattern = spec.pattern && z.string().regex(spec.pattern.regex, spec.pattern.message)
  if (spec.greedy) {
    // Spans several segments; each one is still segment-safe, and the whole value has the param's format.
    const segments = z
      .string()
      .min(1)
      .max(512)
      .refine(
        (v) => v.split('/').every((s) => SAFE_TEXT.test(s)),
        'each segment must be free of \\, control characters and dot-segments',
      )
    return also(also(segments, spec.type === 'string' ? undefined : SCALARS[spec.type]()), pattern)
  }
  // Query values are not path segments: type URLs (`/cosmos.bank.v1beta1.MsgSend`), ABCI paths and IBC denoms hold slashes.
  return also(spec.in === 'query' && spec.type === 'string' ? QUERY_TEXT() : SCALARS[spec.type](), pattern)
}

/** `base`, and then `rule` too (its first message when it fails). */
function also(base: z.ZodType<string>, rule: z.ZodType<string> | undefined): z.ZodType<string> {
  if (!rule) return base
  return base.superRefine((v, ctx) => {
    const r = rule.safeParse(v)
    if (!r.success) ctx.addIssue({ code: 'custom', message: r.error.issues[0]?.message ?? 'is invalid' })
  })
}

/**
 * A scalar query key repeated with one value is that value: VeChain's SDK sends `revision=n&revision=n`, and the
 * upstreams read one (thor takes the first, as Go's `Query().Get` does). Different values stay refused: which one
 * an upstream would take differs by gateway kind.
 */
const oneOfSame = (v: unknown) => (Array.isArray(v) && v.length > 1 && v.every((x) => x === v[0]) ? v[0] : v)

/** Full schema of a param as it arrives: arrays are repeated query keys or one comma-separated path segment. */
export function paramSchema(spec: ParamSpec): z.ZodType {
  const one = scalarSchema(spec)
  let s: z.ZodType
  if (!spec.array) s = spec.in === 'query' ? z.preprocess(oneOfSame, one) : one
  else if (spec.in === 'path' || spec.comma) {
    // A comma query param may also arrive as repeated keys (a form's list); either way it travels on as one
    // comma-joined value, the only form the upstream accepts.
    const input = spec.in === 'path' ? z.string() : z.union([z.string(), z.array(z.string())])
    s = input.transform((v, ctx) => {
      const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => x.split(','))
      for (const p of parts) {
        const r = one.safeParse(p)
        if (!r.success) {
          ctx.addIssue({
            code: 'custom',
            message: `each comma-separated item ${r.error.issues[0]?.message ?? 'is invalid'}`,
          })
          return z.NEVER
        }
      }
      return spec.in === 'path' ? parts : parts.join(',')
    })
  } else s = z.union([one, z.array(one)]).transform((v) => (Array.isArray(v) ? v : [v]))
  if (spec.description) s = s.describe(spec.description)
  return spec.required ? s : s.optional()
}

/** Unknown keys fail a strict schema; a lenient one strips them (an upstream that ignores unknown query keys). */
export function objectSchema(specs: readonly ParamSpec[], unknownKeys: 'refuse' | 'strip' = 'refuse'): z.ZodObject {
  const shape = Object.fromEntries(specs.map((p) => [p.name, paramSchema(p)]))
  return unknownKeys === 'refuse' ? z.strictObject(shape) : z.object(shape)
}

/** Params of one place; with a column, those its gateways accept (see ParamSpec.notOn). */
export function paramsFor(specs: readonly ParamSpec[], where: 'path' | 'query', column?: string): ParamSpec[] {
  return specs.filter((p) => p.in === where && !(column && p.notOn?.includes(column)))
}
