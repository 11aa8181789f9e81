import 'server-only'
import { callOperation, gatewayHealth } from '@/lib/gateway'
import { gatewayProbes } from '@/lib/gateway/probe'

/**
 * Calls the health probe (lib/gateway/probe.ts) of every gateway the proxy has not observed yet, so the home
 * page's badges read a real state instead of "unknown" for a gateway no page has used (the ledger's indexer
 * right after start). Observed gateways cost nothing; failures are what the badge then shows.
 */
export async function probeUnobserved(timeoutMs = 1500): Promise<void> {
  const health = (await gatewayHealth()).gateways
  const probes = gatewayProbes()
  await Promise.all(
    Object.entries(probes)
      .filter(([g]) => (health[g]?.state ?? 'unknown') === 'unknown')
      .map(([gateway, p]) =>
        callOperation({
          gateway,
          opId: p.opId,
          path: p.path ?? {},
          query: p.query ?? {},
          signal: AbortSignal.timeout(timeoutMs),
        }).catch(() => undefined),
      ),
  )
}
