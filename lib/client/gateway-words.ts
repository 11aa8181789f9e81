/**
 * Pure: reading an error answer of `/api/gw`, which comes in two shapes. The proxy's own refusals are
 * `{error, detail, upstream?}`; a gateway's 4xx is passed on as the gateway wrote it, so that an official client
 * reads its own node's words: grpc-gateway's `{code, message, details}`, the VM's plain text, the sharded proxy's
 * `{data, error, code}`, algod's and the indexer's `{message}`, the supply feed's `{error}`.
 */

export interface ProxyErrorBody {
  error: string
  detail: string
  upstream?: unknown
}

const PROXY_KEYS = new Set(['error', 'detail', 'upstream'])
/** The proxy's codes are snake_case words (`invalid_parameter`); a gateway's `error` is a sentence. */
const CODE = /^[a-z][a-z0-9_]*$/

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Is this the proxy's own error body? Only its keys, a code-shaped `error` and a `detail` sentence: the sharded
 * envelope (`data`, `code`) and the supply feed's bare `{error: "…"}` are a gateway's.
 */
export function isProxyErrorBody(body: unknown): body is ProxyErrorBody {
  return (
    isObject(body) &&
    typeof body.error === 'string' &&
    CODE.test(body.error) &&
    typeof body.detail === 'string' &&
    Object.keys(body).every((k) => PROXY_KEYS.has(k))
  )
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined)

/** The readable part of a gateway's error body: its text, or its `message` (else `error`), as each kind sends it. */
export function gatewayMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return str(body)
  if (!isObject(body)) return undefined
  return str(body.message) ?? str(body.error)
}

/** Longest gateway message quoted in a detail sentence (the whole body stays in `upstream`). */
export const MAX_MESSAGE = 500

/** `the hub gateway answered 404: account hub1… not found`, the sentence a panel shows under its title. */
export function gatewaySaid(status: number, body: unknown, gateway?: string): string {
  const message = gatewayMessage(body)
  return `the ${gateway ? `${gateway} ` : ''}gateway answered ${status}${message ? `: ${message.slice(0, MAX_MESSAGE)}` : ''}`
}
