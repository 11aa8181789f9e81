/**
 * The gateway health view: what `GET /api/gw-health` answers (lib/gateway/health.ts builds it) and the browser's
 * fetch of it. Observations only: states, latencies and error codes, never a URL or a message.
 */
import type { GatewayId } from '@/lib/catalog/types'

export type HealthState = 'healthy' | 'slow' | 'down' | 'unknown'
export type BreakerState = 'closed' | 'open' | 'half-open'

export interface GatewayHealth {
  state: HealthState
  p50Ms: number | null
  /** A short code (`upstream_timeout`, `upstream_5xx`…), never a message that could hold a URL. */
  lastError?: { code: string; at: number }
  lastOkAt?: number
  breaker: BreakerState
}

/** The answer of `/api/gw-health`. */
export interface HealthSnapshot {
  gateways: Partial<Record<GatewayId, GatewayHealth>>
}

export const HEALTH_URL = '/api/gw-health'

export async function fetchGatewayHealth(signal?: AbortSignal): Promise<HealthSnapshot['gateways']> {
  const res = await fetch(HEALTH_URL, { signal })
  if (!res.ok) throw new Error(`gw-health answered ${res.status}`)
  const body = (await res.json()) as Partial<HealthSnapshot>
  return body.gateways ?? {}
}
