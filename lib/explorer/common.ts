/** Adapters and zod helpers shared by every ledger kind. */
import * as z from 'zod'
import { json, kv, row, text, type Adapter, type Field } from './view'

/** A uint64 as it may arrive: decimal string (cosmos, sharded), JSON number, or bigint (server lossless parse). */
export const uint = z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative(), z.bigint()]).transform((v) => v.toString())
export const optUint = uint.optional()

/** Top-level scalars as rows, nested values as JSON: the fallback view for answers without a dedicated adapter. */
export const rawAdapter: Adapter = (body) => {
  if (body === null || typeof body !== 'object') return { kind: 'text', text: body === null ? 'No record (the gateway answered null).' : String(body) }
  return kv(Object.entries(body as Record<string, unknown>).map(([k, v]) => row(humanize(k), scalarField(v))))
}

export function scalarField(v: unknown): Field {
  if (v === null || v === undefined) return { t: 'empty' }
  if (typeof v === 'object') return json(v)
  return text(String(v), typeof v === 'string' && v.length > 30)
}

/** `gas_wanted`, `gasUsed`, `last-round` → `Gas wanted`, `Gas used`, `Last round`. */
export function humanize(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Parse with a schema; a mismatch throws an Error naming the first problem (the panel shows it). */
export function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const r = schema.safeParse(body)
  if (!r.success) {
    const i = r.error.issues[0]
    throw new Error(`unexpected answer shape at ${i?.path.join('.') || '(root)'}: ${i?.message}`)
  }
  return r.data
}
