import 'server-only'
import type { GatewayId, Operation } from '@/lib/catalog/types'
import type { GatewayConfig } from '@/lib/server/env'
import type { BreakerSettings } from './breaker'
import type { CacheStore } from './cache'
import type { Matcher } from './prepare'
import type { RateLimiter } from './rate-limit'
import type { CrossFlight } from './redis-coalesce'
import type { UpstreamClient } from './upstream'

export interface CoreSettings {
  gateways: Record<GatewayId, GatewayConfig>
  writesEnabled: boolean
  timeoutMs: number
  headTtlMs: number
  maxConcurrency: number
  trustProxy: boolean
  maxBodyBytes: number
  breaker: BreakerSettings
  /** With a stale answer kept for failures, how long a refresh is waited for before the stale one is served. */
  staleIfSlowMs?: number
  /** Total deadline of a long-poll operation (flags.longPoll); `timeoutMs` by default. */
  longPollTimeoutMs?: number
  /**
   * Per gateway, a call that always succeeds on a healthy gateway (its head or status query): the half-open probe,
   * so that whether the circuit closes never depends on what the first caller after the pause happened to ask.
   */
  probes?: Partial<Record<GatewayId, ProbeSpec>>
}

export interface ProbeSpec {
  opId: string
  path?: Record<string, string>
  query?: Record<string, string>
}

export interface CoreDeps {
  settings: CoreSettings
  store: CacheStore
  upstream: UpstreamClient & { close?(): Promise<void> }
  rateLimiter: RateLimiter
  clock: () => number
  matcher: Matcher
  operation: (id: string) => Operation | undefined
  /** One line per upstream failure; already redacted. */
  log?: (line: string) => void
  /** Coalescing across instances (Redis); without it each instance calls for its own misses. */
  flight?: CrossFlight
}
