import { gatewayHealth } from '@/lib/gateway'

export const dynamic = 'force-dynamic'

/** `{ gateways: { <id>: { state, p50Ms, lastError?, lastOkAt?, breaker } } }` — observations only, no secrets. */
export async function GET(): Promise<Response> {
  return Response.json(await gatewayHealth(), { headers: { 'cache-control': 'no-store' } })
}
