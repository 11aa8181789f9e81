/**
 * Resolve a call from the catalog (server side: pages resolve calls and hand the plain CallSpec to client
 * components, so the catalog never ships to the browser). Throws for unknown operations or missing params:
 * those are programming errors, not user input.
 */
import { buildPath, getOperation, type GatewayId, type OperationId } from '@/lib/catalog'
import type { CallSpec } from './types'

export interface CallInput {
  gateway: GatewayId
  opId: OperationId
  path?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
  /** SDK chains: read at this past height (sent as `x-cosmos-block-height`). */
  height?: string
}

export function resolveCall({ gateway, opId, path = {}, query = {}, body, height }: CallInput): CallSpec {
  const op = getOperation(opId)
  if (!op.gateways.includes(gateway)) throw new Error(`${opId} is not offered by ${gateway}`)
  return {
    gateway,
    opId,
    method: op.method === 'POST' ? 'POST' : 'GET',
    path,
    query,
    ...(body !== undefined && { body }),
    gatewayPath: buildPath(op, path),
    cache: op.cache,
    pagination: op.pagination,
    ...(height !== undefined && { height }),
  }
}

/**
 * True when the gateway offers the operation (pages say plainly what is missing). An id the catalog lacks throws:
 * answering false would silently drop the panel that misspelt it.
 */
export function offers(gateway: GatewayId, opId: OperationId): boolean {
  return getOperation(opId).gateways.includes(gateway)
}
