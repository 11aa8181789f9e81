import { decode as decodeMsgpack } from '@msgpack/msgpack'
import type { GatewayKind } from '@/lib/catalog/types'
import type { ErrorBody } from './types'

/** Pure: what each gateway kind promises on success, and how its errors are reshaped for the client. */

const utf8 = new TextDecoder('utf-8', { fatal: true })
const MAX_ERROR_TEXT = 2000

function parseJson(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(utf8.decode(bytes)) }
  } catch {
    return { ok: false }
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Is a 2xx body the JSON this kind promises? `found` is false for the VM's `null` (its "not found") and an
 * envelope without data: such answers may be cached only briefly, never as immutable records.
 */
export function checkSuccessBody(
  kind: GatewayKind,
  bytes: Uint8Array,
  emptySuccess = false,
): { ok: false } | { ok: true; found: boolean } {
  if (emptySuccess && bytes.length === 0) return { ok: true, found: true }
  const r = parseJson(bytes)
  if (!r.ok) return { ok: false }
  const v = r.value
  switch (kind) {
    case 'vm':
      return { ok: true, found: v !== null }
    case 'supply':
      return typeof v === 'number' || (isObject(v) && 'result' in v) ? { ok: true, found: true } : { ok: false }
    case 'sharded':
      return isObject(v) ? { ok: true, found: v.data !== null && v.data !== undefined } : { ok: false }
    default:
      return isObject(v) ? { ok: true, found: true } : { ok: false }
  }
}

/**
 * Is a 2xx body the msgpack map algod promises for `format=msgpack`? Decoded only to check it (64-bit integers as
 * bigint, so large values do not throw); the client gets the upstream bytes unchanged.
 */
export function checkMsgpackBody(bytes: Uint8Array): { ok: false } | { ok: true; found: boolean } {
  try {
    const v = decodeMsgpack(bytes, { useBigInt64: true })
    return v instanceof Map || isObject(v) ? { ok: true, found: true } : { ok: false }
  } catch {
    return { ok: false }
  }
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined)

/** The readable part of an upstream error body, per kind (`message`, `error`, `detail`, … as each kind sends it). */
function errorMessage(kind: GatewayKind, body: unknown): string | undefined {
  if (typeof body === 'string') return str(body)
  if (!isObject(body)) return undefined
  switch (kind) {
    case 'cosmos':
      return str(body.message) ?? str(body.error)
    case 'sharded':
    case 'supply':
      return str(body.error) ?? str(body.message)
    default:
      return str(body.message) ?? str(body.error)
  }
}

/** `{error, detail, upstream: {status, body}}` from an upstream 4xx/5xx. */
export function reshapeUpstreamError(kind: GatewayKind, gateway: string, status: number, bytes: Uint8Array): ErrorBody {
  const parsed = parseJson(bytes)
  let body: unknown
  if (parsed.ok) body = parsed.value
  else {
    const text = new TextDecoder().decode(bytes)
    body = text.length > MAX_ERROR_TEXT ? `${text.slice(0, MAX_ERROR_TEXT)}…` : text
  }
  const message = errorMessage(kind, body)
  const detail = `the ${gateway} gateway answered ${status}${message ? `: ${message.slice(0, 500)}` : ''}`
  return { error: 'upstream_error', detail, upstream: { status, body } }
}
