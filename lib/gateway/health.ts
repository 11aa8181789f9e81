import 'server-only'
import type { GatewayId } from '@/lib/catalog/types'
import type { GatewayHealth, HealthSnapshot, HealthState } from '@/lib/client/health'
import { CircuitBreaker, type BreakerSettings } from './breaker'

export type { GatewayHealth, HealthSnapshot, HealthState } from '@/lib/client/health'

const WINDOW = 50
const SLOW_MS = 1500

/** Observations of one gateway's upstream calls, and its breaker. */
class Monitor {
  readonly breaker: CircuitBreaker
  private latencies: number[] = []
  private consecutiveFailures = 0
  private lastError?: { code: string; at: number }
  private lastOkAt?: number

  constructor(
    breaker: BreakerSettings,
    private readonly clock: () => number,
  ) {
    this.breaker = new CircuitBreaker(breaker, clock)
  }

  ok(ms: number): void {
    this.push(ms)
    this.consecutiveFailures = 0
    this.lastOkAt = this.clock()
    this.breaker.success()
  }

  fail(code: string, ms?: number): void {
    if (ms !== undefined) this.push(ms)
    this.consecutiveFailures++
    this.lastError = { code, at: this.clock() }
    this.breaker.failure()
  }

  /** An answer that depends on the caller's input (or a long poll): latency only, the breaker is not told. */
  neutral(ms?: number): void {
    if (ms !== undefined && ms < SLOW_MS) this.push(ms)
    this.breaker.release()
  }

  private push(ms: number) {
    this.latencies.push(ms)
    if (this.latencies.length > WINDOW) this.latencies.shift()
  }

  snapshot(): GatewayHealth {
    const sorted = [...this.latencies].sort((a, b) => a - b)
    const p50 = sorted.length ? Math.round(sorted[Math.floor((sorted.length - 1) / 2)]!) : null
    const breaker = this.breaker.state
    let state: HealthState
    if (breaker !== 'closed' || this.consecutiveFailures >= 3) state = 'down'
    else if (p50 === null && this.lastOkAt === undefined && !this.lastError) state = 'unknown'
    else if (this.consecutiveFailures > 0 || (p50 ?? 0) > SLOW_MS) state = 'slow'
    else state = 'healthy'
    return {
      state,
      p50Ms: p50,
      breaker,
      ...(this.lastError ? { lastError: this.lastError } : {}),
      ...(this.lastOkAt !== undefined ? { lastOkAt: this.lastOkAt } : {}),
    }
  }
}

/** Per-gateway monitors, created on first use. */
export class HealthRegistry {
  private readonly monitors = new Map<GatewayId, Monitor>()

  constructor(
    private readonly breaker: BreakerSettings,
    private readonly clock: () => number,
  ) {}

  monitor(id: GatewayId): Monitor {
    let m = this.monitors.get(id)
    if (!m) this.monitors.set(id, (m = new Monitor(this.breaker, this.clock)))
    return m
  }

  snapshot(ids: readonly GatewayId[]): HealthSnapshot {
    return { gateways: Object.fromEntries(ids.map((id) => [id, this.monitor(id).snapshot()])) }
  }
}
