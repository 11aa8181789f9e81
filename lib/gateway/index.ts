import 'server-only'
import { callWithCore, type OperationCall } from './call'
import { proxiedGatewayIds } from '@/lib/networks'
import { servingCore } from './default'
import type { HealthSnapshot } from './health'
import type { GatewayResult } from './types'

export type { CacheLabel, ErrorBody, GatewayResult } from './types'
export type { GatewayHealth, HealthSnapshot, HealthState } from './health'
export type { OperationCall } from './call'

/**
 * For server components: call one catalog operation by id through the proxy's validation, cache and coalescing
 * (never fetch our own /api/gw route from the server). Error answers have status ≥ 400 and body
 * `{error, detail, upstream?}`; this only rejects when `signal` aborts.
 */
export function callOperation(input: OperationCall): Promise<GatewayResult> {
  return callWithCore(servingCore(), input)
}

/** Per-gateway health for the home page (no secrets, no URLs). */
export async function gatewayHealth(): Promise<HealthSnapshot> {
  return servingCore().health.snapshot(proxiedGatewayIds())
}
