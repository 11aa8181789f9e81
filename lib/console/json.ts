import { isLosslessNumber, parse } from 'lossless-json'

/**
 * A parsed JSON value where every number keeps its source text: a uint64 like 18446744073709551615 is shown
 * exactly, never rounded through a double.
 */
export type JsonNode =
  | { kind: 'object'; entries: readonly (readonly [string, JsonNode])[] }
  | { kind: 'array'; items: readonly JsonNode[] }
  | { kind: 'string'; value: string }
  | { kind: 'number'; text: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }

function toNode(v: unknown): JsonNode {
  if (v === null) return { kind: 'null' }
  if (typeof v === 'string') return { kind: 'string', value: v }
  if (typeof v === 'boolean') return { kind: 'boolean', value: v }
  if (isLosslessNumber(v)) return { kind: 'number', text: v.value }
  if (Array.isArray(v)) return { kind: 'array', items: v.map(toNode) }
  if (typeof v === 'object')
    return { kind: 'object', entries: Object.entries(v as object).map(([k, x]) => [k, toNode(x)] as const) }
  return { kind: 'string', value: String(v) }
}

/** Parse response text into a tree that keeps every number exactly as written; undefined when it is not JSON (plain-text answers are shown raw). */
export function parseJsonTree(text: string): JsonNode | undefined {
  if (!text.trim()) return undefined
  try {
    return toNode(parse(text))
  } catch {
    return undefined
  }
}

/** Child of an object node by key. */
export function child(node: JsonNode | undefined, key: string): JsonNode | undefined {
  return node?.kind === 'object' ? node.entries.find(([k]) => k === key)?.[1] : undefined
}

/** A scalar node as text (numbers exactly as written); undefined for objects, arrays and null. */
export function scalarText(node: JsonNode | undefined): string | undefined {
  if (!node) return undefined
  if (node.kind === 'string') return node.value
  if (node.kind === 'number') return node.text
  if (node.kind === 'boolean') return String(node.value)
  return undefined
}

/** Count of items/entries, for collapsed summaries. */
export const sizeOf = (n: JsonNode): number =>
  n.kind === 'object' ? n.entries.length : n.kind === 'array' ? n.items.length : 0
