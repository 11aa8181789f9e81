import { queryOptions } from '@tanstack/react-query'
import { fetchGatewayHealth, type GatewayHealth } from '@/lib/client/health'
import { queryKeys } from './keys'

export type { HealthState } from '@/lib/client/health'
export type HealthMap = Partial<Record<string, GatewayHealth>>

/** The proxy's view of every gateway (`GET /api/gw-health`, lib/client/health.ts), refreshed every 10 s. */
export const healthQuery = () =>
  queryOptions<HealthMap>({
    queryKey: queryKeys.health(),
    queryFn: ({ signal }) => fetchGatewayHealth(signal),
    staleTime: 5_000,
    refetchInterval: 10_000,
  })
