import { decode as decodeMsgpack } from '@msgpack/msgpack'
import type { GatewayKind } from '@/lib/catalog/types'
import { gatewaySaid } from '@/lib/client/gateway-words'
import type { ErrorBody } from './types'

/**
 * Pure: what each gateway kind promises on success; how a gateway's failure (5xx) is reshaped, and with which
 * content type its refusal (4xx) is passed on.
 */

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

/** `{error, detail, upstream: {status, body}}` from an upstream 5xx: the gateway failed, and the proxy says so. */
export function reshapeUpstreamError(gateway: string, status: number, bytes: Uint8Array): ErrorBody {
  const parsed = parseJson(bytes)
  let body: unknown
  if (parsed.ok) body = parsed.value
  else {
    const text = new TextDecoder().decode(bytes)
    body = text.length > MAX_ERROR_TEXT ? `${text.slice(0, MAX_ERROR_TEXT)}…` : text
  }
  return { error: 'upstream_error', detail: gatewaySaid(status, body, gateway), upstream: { status, body } }
}

const JSON_MEDIA = 'application/json'
const TEXT_MEDIA = 'text/plain'

/**
 * The content type of a gateway's 4xx body, passed on with the body: the gateway's own when it is JSON or plain
 * text (a UTF-8 charset the one parameter kept), else what the bytes are (JSON, or text). Nothing else (an HTML
 * error page, a type with odd parameters) is ever sent to a browser under the proxy's origin.
 */
export function refusalContentType(header: string | undefined, bytes: Uint8Array): string {
  const [media = '', ...params] = (header ?? '').toLowerCase().split(';')
  const type = media.trim()
  if (type === JSON_MEDIA || type === TEXT_MEDIA) {
    const charset = params.map((p) => p.trim()).find((p) => /^charset=(?:utf-8|"utf-8")$/.test(p))
    return charset ? `${type}; charset=utf-8` : type
  }
  return `${parseJson(bytes).ok ? JSON_MEDIA : TEXT_MEDIA}; charset=utf-8`
}
