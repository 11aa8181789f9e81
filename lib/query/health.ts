import { queryOptions } from '@tanstack/react-query'
import { queryKeys } from './keys'

export type HealthState = 'healthy' | 'slow' | 'down' | 'unknown'
export interface GatewayHealth {
  state: HealthState
  p50Ms?: number | null
  lastError?: { code: string; at: number } | string | null
  lastOkAt?: number | null
}
export type HealthMap = Record<string, GatewayHealth>

/** The proxy's view of every gateway (`GET /api/gw-health`), refreshed every 10 s. */
export const healthQuery = () =>
  queryOptions<HealthMap>({
    queryKey: queryKeys.health(),
    queryFn: async ({ signal }) => {
      const res = await fetch('/api/gw-health', { signal })
      if (!res.ok) throw new Error(`gw-health answered ${res.status}`)
      const body = (await res.json()) as { gateways?: HealthMap }
      return body.gateways ?? {}
    },
    staleTime: 5_000,
    refetchInterval: 10_000,
  })
