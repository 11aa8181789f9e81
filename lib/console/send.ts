import { consoleProxyUrl, type BuiltRequest } from './validate'

export interface SendResult {
  status: number
  statusText: string
  durationMs: number
  /** Proxy cache verdict (`hit`, `miss`, `stale`, ...), when the answer came through the proxy. */
  xCache?: string
  serverTiming?: string
  contentType?: string
  text: string
  /** Set when the body arrived as msgpack: `text` is then the decoded value as JSON, this the byte count. */
  msgpackBytes?: number
}

const base64ToBytes = (b64: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))

/** Method, headers and body of a built request (binary bodies decoded from their base64). */
export function requestInit(r: BuiltRequest, headers: Record<string, string> = {}): RequestInit {
  if (!r.body) return { method: r.method, headers }
  const body = r.body.contentType === 'application/x-binary' ? base64ToBytes(r.body.text) : r.body.text
  return { method: r.method, headers: { ...headers, 'content-type': r.body.contentType }, body }
}

export interface SendOptions {
  /** Prefix of the URL: '' for same-origin in the browser, an origin in tests. */
  origin?: string
  /** Replaces the proxy URL (tests that talk to devnet directly). */
  url?: string
  headers?: Record<string, string>
  signal?: AbortSignal
  fetch?: typeof fetch
  now?: () => number
}

/** A msgpack body as JSON text (the decoder loads only when such an answer arrives). */
async function asMsgpack(res: Response): Promise<{ text: string; bytes: number }> {
  const bytes = new Uint8Array(await res.arrayBuffer())
  const { msgpackToJsonText } = await import('./msgpack')
  try {
    return { text: msgpackToJsonText(bytes), bytes: bytes.byteLength }
  } catch {
    return { text: `(${bytes.byteLength} bytes that do not decode as msgpack)`, bytes: bytes.byteLength }
  }
}

/** Send a validated request (through the app's proxy by default) and time it. Network failures throw. */
export async function sendRequest(r: BuiltRequest, o: SendOptions = {}): Promise<SendResult> {
  const now = o.now ?? (() => performance.now())
  const started = now()
  const res = await (o.fetch ?? fetch)(o.url ?? `${o.origin ?? ''}${consoleProxyUrl(r)}`, {
    ...requestInit(r, o.headers),
    signal: o.signal,
    cache: 'no-store',
  })
  const header = (name: string) => res.headers.get(name) ?? undefined
  const decoded = /^application\/msgpack/.test(header('content-type') ?? '') ? await asMsgpack(res) : undefined
  const text = decoded ? decoded.text : await res.text()
  return {
    ...(decoded && { msgpackBytes: decoded.bytes }),
    status: res.status,
    statusText: res.statusText,
    durationMs: now() - started,
    xCache: header('x-cache'),
    serverTiming: header('server-timing'),
    contentType: header('content-type'),
    text,
  }
}
