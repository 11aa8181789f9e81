import 'server-only'
import type { GatewayId } from '@/lib/catalog/types'
import { gatewayConfig } from '@/lib/server/env'
import { failureCode } from './classify'
import type { CoreDeps } from './core-deps'
import type { HealthRegistry } from './health'
import { prepareCall } from './prepare'
import type { Prepared } from './types'
import { UpstreamFailure } from './upstream'
import { countUpstream } from '@/lib/metrics/gateway'

export type GatewayMonitor = ReturnType<HealthRegistry['monitor']>

/**
 * The breaker's half-open probe: each gateway's known-good call (settings.probes), prepared once, whose answer
 * decides whether the circuit closes.
 */
export function createHalfOpenProbe(deps: CoreDeps, log: (line: string) => void) {
  const { settings } = deps
  const probes = new Map<GatewayId, Prepared | null>()

  /** The gateway's known-good probe call, prepared once; null when none is configured or it does not validate. */
  function probeFor(id: GatewayId): Prepared | null {
    if (probes.has(id)) return probes.get(id)!
    let prep: Prepared | null = null
    const spec = settings.probes?.[id]
    const op = spec && deps.operation(spec.opId)
    if (spec && op?.gateways.includes(id))
      try {
        prep = prepareCall(op, id, spec.path ?? {}, spec.query ?? {}, {
          gateways: settings.gateways,
          writesEnabled: settings.writesEnabled,
          matcher: deps.matcher,
        })
      } catch {
        prep = null
      }
    probes.set(id, prep)
    return prep
  }

  /** Send the gateway's known-good call and report its result to the breaker; true when it answered well. */
  async function runProbe(probe: Prepared, monitor: GatewayMonitor): Promise<boolean> {
    const t0 = performance.now()
    try {
      const res = await deps.upstream({
        url: probe.url,
        method: 'GET',
        headers: { 'api-key': gatewayConfig(settings.gateways, probe.gateway).apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(settings.timeoutMs),
      })
      const ms = performance.now() - t0
      const good = res.status >= 200 && res.status < 300
      countUpstream(probe.gateway, ms, good ? undefined : `upstream_${res.status}`)
      // The probe answers for everyone: anything but a success means the gateway is still unwell.
      if (good) {
        monitor.ok(ms)
        return true
      }
      monitor.fail(`upstream_${res.status}`, ms)
    } catch (err) {
      const f = err instanceof UpstreamFailure ? err : new UpstreamFailure('network')
      countUpstream(probe.gateway, performance.now() - t0, failureCode(f.reason))
      monitor.fail(failureCode(f.reason), performance.now() - t0)
    }
    log(`[gw] ${probe.gateway} probe failed: the circuit stays open`)
    return false
  }

  return { probeFor, runProbe }
}
