import 'server-only'
import { decodeMulti } from '@msgpack/msgpack'
import type { Operation } from '@/lib/catalog/types'
import { jsonBoundsProblem } from '@/lib/server/json-bounds'
import { readCappedStream } from '@/lib/server/read-capped'
import { ProxyRefusal, badRequest } from './errors'
import { txRawProblem } from './tx-raw'

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024

export type BodyInput = ReadableStream<Uint8Array> | ArrayBuffer | Uint8Array | null | undefined

const MEDIA_TYPES: Record<NonNullable<Operation['bodyFormat']>, readonly string[]> = {
  json: ['application/json'],
  binary: ['application/x-binary'],
  'json-or-msgpack': ['application/json', 'application/msgpack'],
}

const tooLarge = (max: number) => new ProxyRefusal(413, 'body_too_large', `the request body exceeds ${max} bytes`)

async function readCapped(body: BodyInput, max: number): Promise<Uint8Array> {
  if (!body) return new Uint8Array(0)
  if (body instanceof Uint8Array || body instanceof ArrayBuffer) {
    const bytes = body instanceof Uint8Array ? body : new Uint8Array(body)
    if (bytes.byteLength > max) throw tooLarge(max)
    return bytes
  }
  const bytes = await readCappedStream(body, max)
  if (!bytes) throw tooLarge(max)
  return bytes
}

function describeBodyIssue(issue: { path: PropertyKey[]; message: string }): string {
  const where = issue.path.length ? `body field ${issue.path.map(String).join('.')}` : 'body'
  return `${where}: ${issue.message}`
}

/**
 * Read and check a POST body: exactly the content type the catalog declares (415), at most `max` bytes (413),
 * valid JSON matching the operation's schema when it is JSON (400). Returns the bytes to forward unchanged.
 */
export async function readRequestBody(
  op: Operation,
  headers: Headers,
  body: BodyInput,
  max = DEFAULT_MAX_BODY_BYTES,
): Promise<{ bytes: Uint8Array; contentType: string }> {
  const accepted = MEDIA_TYPES[op.bodyFormat ?? 'json']
  const sent = (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  // fetch() labels a string body text/plain, and an official client (the VeChain SDK's HTTP client) posts its JSON
  // that way; its node reads the body as JSON whatever the label. So a text/plain body of a JSON operation is read
  // as JSON, validated as any other, and forwarded as application/json. The proxy holds no ambient credential
  // (no cookie), so a cross-site form posting text/plain gains nothing it could not send directly.
  const mediaType = sent === 'text/plain' && accepted.includes('application/json') ? 'application/json' : sent
  if (!accepted.includes(mediaType))
    throw new ProxyRefusal(
      415,
      'unsupported_media_type',
      `send the body as ${accepted.join(' or ')}${mediaType ? `, not ${mediaType.slice(0, 64)}` : ''}`,
    )
  const declared = Number(headers.get('content-length') ?? '0')
  if (Number.isFinite(declared) && declared > max) throw tooLarge(max)
  const bytes = await readCapped(body, max)
  if (mediaType === 'application/json') validateJsonBody(op, bytes)
  else validateMsgpackBody(op, mediaType, bytes)
  return { bytes, contentType: mediaType }
}

const MSGPACK_LIMITS = {
  maxStrLength: 1 << 20,
  maxBinLength: 1 << 20,
  maxArrayLength: 10_000,
  maxMapLength: 1_000,
  maxExtLength: 1 << 20,
}
const isMap = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Uint8Array)

/**
 * Binary bodies are msgpack: a broadcast is one or more signed transactions back to back (each a map with a
 * `txn` map, at most a group of 16), a msgpack simulate request is one map. Bytes that are not that never reach
 * the node.
 */
export function validateMsgpackBody(op: Operation, mediaType: string, bytes: Uint8Array): void {
  const broadcast = op.bodyFormat === 'binary'
  if (bytes.byteLength === 0) throw badRequest('invalid_body', 'body: a msgpack body is required')
  let values: unknown[]
  try {
    values = [...decodeMulti(bytes, MSGPACK_LIMITS)]
  } catch {
    throw badRequest('invalid_body', 'body: not valid msgpack')
  }
  if (broadcast) {
    if (values.length > 16) throw badRequest('invalid_body', 'body: a transaction group holds at most 16 transactions')
    if (!values.every((v) => isMap(v) && isMap(v.txn)))
      throw badRequest('invalid_body', 'body: each item must be a signed transaction (a msgpack map with a txn map)')
  } else if (mediaType === 'application/msgpack' && (values.length !== 1 || !isMap(values[0])))
    throw badRequest('invalid_body', 'body: must be one msgpack map')
}

export function validateJsonBody(op: Operation, bytes: Uint8Array): void {
  if (bytes.byteLength === 0) {
    if (op.body) throw badRequest('invalid_body', 'body: a JSON body is required')
    return
  }
  const tooBig = jsonBoundsProblem(bytes)
  if (tooBig) throw new ProxyRefusal(413, 'body_too_complex', `body: the JSON is ${tooBig}`)
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw badRequest('invalid_body', 'body: not valid UTF-8 JSON')
  }
  if (!op.body) return
  const r = op.body.safeParse(value)
  if (!r.success) throw badRequest('invalid_body', describeBodyIssue(r.error.issues[0]!))
  // SDK transaction bytes no chain could decode (a chain would answer them with a decode error).
  const txBytes = op.kind === 'cosmos' ? (r.data as { tx_bytes?: unknown } | undefined)?.tx_bytes : undefined
  if (typeof txBytes === 'string') {
    const problem = txRawProblem(Buffer.from(txBytes, 'base64'))
    if (problem) throw badRequest('invalid_body', `body field tx_bytes: the transaction ${problem}`)
  }
}
