import * as z from 'zod'
import type { Operation } from '@/lib/catalog/types'

export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  [k: string]: unknown
}

/** The operation's body as JSON Schema (input side), or undefined when it has no body schema or zod cannot say. */
export function bodyJsonSchema(op: Operation): JsonSchema | undefined {
  if (!op.body) return undefined
  try {
    const { $schema: _drop, ...schema } = z.toJSONSchema(op.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema
    return schema
  } catch {
    return undefined
  }
}

const firstType = (t: JsonSchema['type']): string | undefined => (Array.isArray(t) ? t.find((x) => x !== 'null') : t)

/** A minimal value of a schema: required fields only, first alternative of a union, enum's first value. */
export function skeletonOf(schema: JsonSchema, depth = 0): unknown {
  if (depth > 8) return null
  if (schema.default !== undefined) return schema.default
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length) return schema.enum[0]
  const alt = schema.anyOf?.[0] ?? schema.oneOf?.[0]
  if (alt) return skeletonOf(alt, depth + 1)
  switch (firstType(schema.type)) {
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const name of schema.required ?? []) out[name] = skeletonOf(schema.properties?.[name] ?? {}, depth + 1)
      return out
    }
    case 'array':
      return []
    case 'string':
      return ''
    case 'integer':
    case 'number':
      return 0
    case 'boolean':
      return false
    case 'null':
      return null
    default:
      return {}
  }
}

/** The text the body editor starts with. */
export function bodySkeleton(op: Operation): string {
  if (op.bodyFormat === 'binary') return ''
  const schema = bodyJsonSchema(op)
  return JSON.stringify(schema ? skeletonOf(schema) : {}, null, 2)
}
