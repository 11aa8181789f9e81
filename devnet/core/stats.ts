import type { GatewayId } from '@/lib/catalog/types'
import type { OperationId } from '@/lib/catalog/operation-ids'

/** Per-(gateway, operation) request counters behind `GET /__devnet/stats`, so tests can count upstream calls. */
export class RequestStats {
  private counts = new Map<GatewayId, Map<OperationId, number>>()

  hit(gateway: GatewayId, opId: OperationId): void {
    let g = this.counts.get(gateway)
    if (!g) this.counts.set(gateway, (g = new Map()))
    g.set(opId, (g.get(opId) ?? 0) + 1)
  }

  snapshot(): { requests: Partial<Record<GatewayId, Partial<Record<OperationId, number>>>> } {
    const requests: Partial<Record<GatewayId, Partial<Record<OperationId, number>>>> = {}
    for (const [g, ops] of this.counts) requests[g] = Object.fromEntries(ops)
    return { requests }
  }

  reset(): void {
    this.counts.clear()
  }
}
