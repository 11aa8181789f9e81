import { columnOf } from '@/lib/catalog/offers'
import { paramsFor } from '@/lib/catalog/schema'
import type { GatewayId, Operation, ParamSpec, ScalarType } from '@/lib/catalog/types'

export type FieldSection = 'path' | 'query' | 'page'
export type FieldWidget = 'text' | 'select' | 'list'

/** One form control, derived from a catalog param descriptor. */
export interface FormField {
  /** `p.<name>` or `q.<name>`: the URL key and the key of its error. */
  key: string
  spec: ParamSpec
  section: FieldSection
  widget: FieldWidget
  /** Select options; `''` (not set) first unless the param is required. */
  options?: readonly string[]
  required: boolean
  /** The rule in words: "decimal string (uint64)", "base64", ... */
  hint: string
  placeholder: string
}

const TYPE_HINTS: Record<ScalarType, { hint: string; placeholder: string }> = {
  string: { hint: 'text', placeholder: '' },
  address: { hint: 'address', placeholder: '' },
  uint64: { hint: 'decimal string (uint64)', placeholder: '0' },
  int64: { hint: 'decimal string (int64)', placeholder: '0' },
  integer: { hint: 'non-negative integer', placeholder: '0' },
  bytes: { hint: 'base64', placeholder: 'AA==' },
  boolean: { hint: 'true or false', placeholder: '' },
  'date-time': { hint: 'RFC 3339 date-time', placeholder: '2026-01-01T00:00:00Z' },
  hex: { hint: 'hex', placeholder: '0x' },
  bech32: { hint: 'bech32 address', placeholder: '' },
  valoper: { hint: 'bech32 validator operator address', placeholder: '' },
  hex20: { hint: '0x and 40 hex digits', placeholder: '0x' },
  hex32: { hint: '0x and 64 hex digits', placeholder: '0x' },
  hash: { hint: '64 hex digits', placeholder: '' },
  'vm-revision': { hint: 'best, finalized, a block number or a 0x block id', placeholder: 'best' },
  denom: { hint: 'coin denomination', placeholder: '' },
  'ledger-address': { hint: 'ledger address (58 base32 characters)', placeholder: '' },
  'ledger-txid': { hint: 'transaction id (52 base32 characters)', placeholder: '' },
  token: { hint: 'paging token from the previous page', placeholder: '' },
}

/** Params of the page request shape (SDK `pagination.*`, indexer `limit`/`next`, VM log paging is in the body). */
function isPageParam(op: Operation, spec: ParamSpec): boolean {
  if (op.pagination === 'sdk') return spec.name.startsWith('pagination.')
  if (op.pagination === 'indexer') return spec.name === 'limit' || spec.name === 'next'
  return false
}

export function hintOf(spec: ParamSpec): string {
  const base = spec.enum ? `one of ${spec.enum.join(', ')}` : TYPE_HINTS[spec.type].hint
  const parts = [spec.greedy ? `${base}, may hold /` : base]
  if (spec.array) parts.push(spec.in === 'path' ? 'comma-separated list' : 'repeatable')
  return parts.join('; ')
}

export function fieldOf(op: Operation, spec: ParamSpec): FormField {
  const required = spec.in === 'path' || spec.required === true
  const choices = spec.enum ?? (spec.type === 'boolean' ? ['true', 'false'] : undefined)
  const widget: FieldWidget = choices && !spec.array ? 'select' : spec.array && spec.in === 'query' ? 'list' : 'text'
  return {
    key: `${spec.in === 'path' ? 'p' : 'q'}.${spec.name}`,
    spec,
    section: spec.in === 'path' ? 'path' : isPageParam(op, spec) ? 'page' : 'query',
    widget,
    ...(widget === 'select' && choices ? { options: required ? choices : ['', ...choices] } : {}),
    required,
    hint: hintOf(spec),
    placeholder: spec.enum?.[0] ?? TYPE_HINTS[spec.type].placeholder,
  }
}

/** The form of an operation on one gateway: path params, query params and the page request (P-short applied). */
export function formFields(op: Operation, gateway: GatewayId): FormField[] {
  return [...paramsFor(op.params, 'path'), ...paramsFor(op.params, 'query', columnOf(gateway))].map((s) =>
    fieldOf(op, s),
  )
}

/** True when the operation takes a body the user types (JSON text, or base64 for binary bodies). */
export const hasBody = (op: Operation): boolean => op.method === 'POST'

/** Binary bodies (a signed transaction as bytes) are typed as base64 and sent as raw bytes. */
export const isBinaryBody = (op: Operation): boolean => op.bodyFormat === 'binary'
