import 'server-only'
import type { GatewayId, Operation } from '@/lib/catalog/types'
import { validateJsonBody } from './body'
import { errorOutcome } from './outcomes'
import { ProxyRefusal, notFound } from './errors'
import { parseJsonExact } from './json'
import { checkPathValues, parseHeightHeader, prepareCall, resolveGateway, type QueryInput } from './prepare'
import type { ServingCore } from './serving-core'
import type { GatewayResult, Outcome } from './types'

export interface OperationCall {
  gateway: GatewayId | string
  opId: string
  path?: Record<string, string>
  query?: QueryInput
  /** JSON value (serialized here) or raw bytes for binary operations. */
  body?: unknown
  signal?: AbortSignal
  /** Read at a past height (SDK chains): sent as `x-cosmos-block-height`. */
  height?: string
  /**
   * false: a hit is used, but the answer is not kept in the shared cache (the index's backfill reads thousands of
   * old blocks nobody views; kept, they would push out what pages use).
   */
  store?: boolean
}

function offered(op: Operation, gateway: GatewayId): void {
  if (op.gateways.includes(gateway)) return
  if (op.flags.removed || op.gateways.length === 0)
    throw notFound('removed', `${op.id} was removed: ${op.flags.removed ?? 'no gateway offers it any more'}`)
  throw notFound('not_on_gateway', `${op.id} is not offered by ${gateway}; it is offered by ${op.gateways.join(', ')}`)
}

function encodeBody(op: Operation, body: unknown): { bytes: Uint8Array; contentType: string } {
  if (body instanceof Uint8Array)
    return { bytes: body, contentType: op.bodyFormat === 'binary' ? 'application/x-binary' : 'application/json' }
  let text: string
  try {
    text = body === undefined ? '' : JSON.stringify(body)
  } catch {
    throw new ProxyRefusal(400, 'invalid_body', 'body: cannot be serialized as JSON')
  }
  const bytes = new TextEncoder().encode(text)
  validateJsonBody(op, bytes)
  return { bytes, contentType: 'application/json' }
}

/** grpc-gateway sends the height as gRPC metadata; some deployments send the plain header. */
export const heightOf = (h: Record<string, string>): string | undefined =>
  h['grpc-metadata-x-cosmos-block-height'] ?? h['x-cosmos-block-height']

export function toAnswer(o: Outcome): GatewayResult {
  const height = heightOf(o.headers)
  const text = new TextDecoder().decode(o.bytes)
  let body: unknown = text
  if (o.contentType.startsWith('application/json')) {
    try {
      body = parseJsonExact(text)
    } catch {
      body = text
    }
  }
  return {
    status: o.status,
    body,
    cache: o.cache,
    ...(o.upstreamMs !== undefined ? { upstreamMs: o.upstreamMs } : {}),
    fetchedAt: o.fetchedAt,
    ...(height !== undefined && { height }),
  }
}

/** Server-side call by operation id: same validation, cache, coalescing and breaker as the HTTP route. */
export async function callWithCore(
  core: Pick<ServingCore, 'deps' | 'execute'>,
  input: OperationCall,
): Promise<GatewayResult> {
  const { deps } = core
  try {
    const gateway = resolveGateway(input.gateway)
    const op = deps.operation(input.opId)
    if (!op) throw notFound('unknown_operation', `there is no operation ${input.opId.slice(0, 100)}`)
    offered(op, gateway)
    const values = input.path ?? {}
    checkPathValues(op, values)
    const prep = prepareCall(
      op,
      gateway,
      values,
      input.query ?? {},
      {
        gateways: deps.settings.gateways,
        writesEnabled: deps.settings.writesEnabled,
        matcher: deps.matcher,
      },
      parseHeightHeader(input.height, gateway),
    )
    if (input.store === false) prep.noStore = true
    if (prep.method === 'POST') {
      const b = encodeBody(op, input.body)
      if (b.bytes.byteLength > deps.settings.maxBodyBytes)
        throw new ProxyRefusal(413, 'body_too_large', `the request body exceeds ${deps.settings.maxBodyBytes} bytes`)
      prep.body = b.bytes
      prep.contentType = b.contentType
    }
    return toAnswer(await core.execute(prep, input.signal))
  } catch (err) {
    if (err instanceof ProxyRefusal) return toAnswer(errorOutcome(err, deps.clock()))
    throw err
  }
}
