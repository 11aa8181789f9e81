/** Adapters and zod helpers shared by every ledger kind. */
import * as z from 'zod/mini'
import { nextCursor } from './next-cursor'
import { formatDec } from '@/lib/format/amount'
import type { NetworkId } from '@/lib/networks'
import { addressField, coinAmount, contextOf } from './chain'
import { json, kv, list, row, text, type Adapter, type AdapterContext, type Field } from './view'

/** A uint64 as it may arrive: decimal string (cosmos, sharded), JSON number, or bigint (server lossless parse). */
export const uint = z.pipe(
  z.union([z.string().check(z.regex(/^\d+$/)), z.number().check(z.nonnegative()), z.bigint()]),
  z.transform((v) => v.toString()),
)
export const optUint = z.optional(uint)

/** Top-level scalars as rows, nested values as JSON: the fallback view for answers without a dedicated adapter. */
export const rawAdapter: Adapter = (body) => {
  if (body === null || typeof body !== 'object')
    return { kind: 'text', text: body === null ? 'No record (the gateway answered null).' : String(body) }
  return kv(Object.entries(body as Record<string, unknown>).map(([k, v]) => row(humanize(k), scalarField(v))))
}

export function scalarField(v: unknown): Field {
  if (v === null || v === undefined) return { type: 'empty' }
  if (typeof v === 'object') return readableObject(v) ?? json(v)
  // SDK decimals (`0.002000000000000000`) read as numbers, not as 18 digits of zeros.
  if (typeof v === 'string' && /^\d+\.\d{18}$/.test(v)) return text(formatDec(v))
  return text(String(v), typeof v === 'string' && v.length > 30)
}

const isScalar = (x: unknown) => x === null || ['string', 'number', 'bigint', 'boolean'].includes(typeof x)

/** Small objects read as words: a ratio as `55/100 (55%)`, flat records as `Key: value` lines, scalar lists as lines. */
function readableObject(v: object): Field | undefined {
  if (Array.isArray(v)) return v.length <= 20 && v.every(isScalar) ? list(v.map((x) => scalarField(x))) : undefined
  const o = v as Record<string, unknown>
  const keys = Object.keys(o)
  if (keys.length === 2 && /^\d+$/.test(String(o.numerator)) && /^[1-9]\d*$/.test(String(o.denominator))) {
    const pctValue = (Number(o.numerator) / Number(o.denominator)) * 100
    return text(`${String(o.numerator)}/${String(o.denominator)} (${Number(pctValue.toFixed(2))}%)`)
  }
  if (keys.length === 0 || keys.length > 8 || !keys.every((k) => isScalar(o[k]))) return undefined
  return list(keys.map((k) => text(`${humanize(k)}: ${o[k] === null ? '—' : String(o[k])}`)))
}

/** `gas_wanted`, `gasUsed`, `last-round` → `Gas wanted`, `Gas used`, `Last round`. */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Parse with a schema; a mismatch throws an Error naming the first problem (the panel shows it). */
export function parse<T extends z.ZodMiniType>(schema: T, body: unknown): z.output<T> {
  const r = schema.safeParse(body)
  if (!r.success) {
    const i = r.error.issues[0]
    throw new Error(`unexpected answer shape at ${i?.path.join('.') || '(root)'}: ${i?.message}`)
  }
  return r.data
}

const MAX_COLUMNS = 7

function isCoinLike(v: unknown): v is { denom: string; amount: string } {
  return (
    !!v &&
    typeof v === 'object' &&
    typeof (v as { denom?: unknown }).denom === 'string' &&
    typeof (v as { amount?: unknown }).amount === 'string'
  )
}

/** A cell for any wire value: coins become amounts, the chain's own addresses links, objects JSON. */
export function cellOf(v: unknown, c: AdapterContext | NetworkId): Field {
  if (v === null || v === undefined || v === '') return { type: 'empty' }
  const ctx = contextOf(c)
  if (isCoinLike(v)) return coinAmount(ctx, v.amount, v.denom)
  if (Array.isArray(v) && v.length > 0 && v.every(isCoinLike))
    return { type: 'list', items: v.map((x) => coinAmount(ctx, x.amount, x.denom)) }
  // The chain's own accounts and validators (by operator or consensus address) as links; other strings as they are.
  const address = typeof v === 'string' ? addressField(ctx, v) : undefined
  if (address && address.type !== 'text') return address
  return scalarField(v)
}

function firstArray(body: unknown, depth = 0): { items: unknown[]; key: string } | undefined {
  if (!body || typeof body !== 'object' || depth > 2) return undefined
  for (const [k, v] of Object.entries(body)) if (Array.isArray(v)) return { items: v, key: k }
  for (const v of Object.values(body)) {
    const inner = firstArray(v, depth + 1)
    if (inner) return inner
  }
  return undefined
}

/**
 * Generic list: the first array in the answer as a table, columns from the items' keys (scalars, coins,
 * addresses as links, the rest as JSON). Used for lists without a dedicated adapter (validators, chains…).
 */
export const listAdapter: Adapter = (body, ctx) => {
  const found = firstArray(body)
  if (!found) return rawAdapter(body, ctx)
  const objects = found.items.every((i) => i && typeof i === 'object' && !Array.isArray(i))
  if (!objects)
    return {
      kind: 'table',
      columns: [{ key: 'v', label: humanize(found.key) }],
      rows: found.items.map((v) => ({ v: cellOf(v, ctx) })),
      next: nextCursor(body),
    }
  const keys: string[] = []
  for (const item of found.items.slice(0, 20))
    for (const k of Object.keys(item as object)) if (!keys.includes(k)) keys.push(k)
  const cols = keys.slice(0, MAX_COLUMNS)
  return {
    kind: 'table',
    columns: cols.map((k) => ({ key: k, label: humanize(k) })),
    rows: found.items.map((item) =>
      Object.fromEntries(cols.map((k) => [k, cellOf((item as Record<string, unknown>)[k], ctx)])),
    ),
    next: nextCursor(body),
  }
}

/** Generic record: scalars, coins and addresses as rows; the first level of a single wrapped object is unwrapped. */
export const recordAdapter: Adapter = (body, ctx) => {
  let obj = body
  if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
    const entries = Object.entries(obj).filter(([k]) => k !== 'pagination')
    if (entries.length === 1 && entries[0]![1] && typeof entries[0]![1] === 'object' && !Array.isArray(entries[0]![1]))
      obj = entries[0]![1]
  }
  if (!obj || typeof obj !== 'object') return rawAdapter(body, ctx)
  return kv(Object.entries(obj as Record<string, unknown>).map(([k, v]) => row(humanize(k), cellOf(v, ctx))))
}
