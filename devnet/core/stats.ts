/** Per-(gateway, operation) request counters behind `GET /__devnet/stats`, so tests can count upstream calls. */
export class RequestStats {
  private counts = new Map<string, Map<string, number>>()

  hit(gateway: string, opId: string): void {
    let g = this.counts.get(gateway)
    if (!g) this.counts.set(gateway, (g = new Map()))
    g.set(opId, (g.get(opId) ?? 0) + 1)
  }

  snapshot(): { requests: Record<string, Record<string, number>> } {
    const requests: Record<string, Record<string, number>> = {}
    for (const [g, ops] of this.counts) requests[g] = Object.fromEntries(ops)
    return { requests }
  }

  reset(): void {
    this.counts.clear()
  }
}
