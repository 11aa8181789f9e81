import 'server-only'
import type { Operation } from '@/lib/catalog/types'
import { readCappedStream } from '@/lib/server/read-capped'
import { GatewayError, badRequest } from './errors'

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024

export type BodyInput = ReadableStream<Uint8Array> | ArrayBuffer | Uint8Array | null | undefined

const MEDIA_TYPES: Record<NonNullable<Operation['bodyFormat']>, readonly string[]> = {
  json: ['application/json'],
  binary: ['application/x-binary'],
  'json-or-msgpack': ['application/json', 'application/msgpack'],
}

const tooLarge = (max: number) => new GatewayError(413, 'body_too_large', `the request body exceeds ${max} bytes`)

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
  const mediaType = (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!accepted.includes(mediaType))
    throw new GatewayError(
      415,
      'unsupported_media_type',
      `send the body as ${accepted.join(' or ')}${mediaType ? `, not ${mediaType.slice(0, 64)}` : ''}`,
    )
  const declared = Number(headers.get('content-length') ?? '0')
  if (Number.isFinite(declared) && declared > max) throw tooLarge(max)
  const bytes = await readCapped(body, max)
  if (mediaType === 'application/json') validateJsonBody(op, bytes)
  return { bytes, contentType: mediaType }
}

export function validateJsonBody(op: Operation, bytes: Uint8Array): void {
  if (bytes.byteLength === 0) {
    if (op.body) throw badRequest('invalid_body', 'body: a JSON body is required')
    return
  }
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw badRequest('invalid_body', 'body: not valid UTF-8 JSON')
  }
  if (!op.body) return
  const r = op.body.safeParse(value)
  if (!r.success) throw badRequest('invalid_body', describeBodyIssue(r.error.issues[0]!))
}
