import { gatewayHealth } from '@/lib/gateway'

export const dynamic = 'force-dynamic'

/** `{ gateways: { <id>: { state, p50Ms, lastError?, lastOkAt?, breaker } } }` — observations only, no secrets. */
export function GET(): Response {
  return Response.json(gatewayHealth(), { headers: { 'cache-control': 'no-store' } })
}
