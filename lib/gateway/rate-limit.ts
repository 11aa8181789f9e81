import 'server-only'
import { LRUCache } from 'lru-cache'

export type RateDecision = { ok: true } | { ok: false; retryAfterS: number }

export interface RateLimiter {
  take(client: string): RateDecision | Promise<RateDecision>
  close?(): Promise<void>
}

/**
 * Per-client token bucket: `perMin` tokens of burst, refilled at `perMin` per minute. Buckets live in a bounded
 * LRU so a flood of distinct addresses cannot grow memory without limit.
 */
export function createMemoryRateLimiter(perMin: number, clock: () => number, maxClients = 100_000): RateLimiter {
  const perMs = perMin / 60_000
  const buckets = new LRUCache<string, { tokens: number; at: number }>({ max: maxClients })
  return {
    take(client) {
      const now = clock()
      let b = buckets.get(client)
      if (!b) buckets.set(client, (b = { tokens: perMin, at: now }))
      b.tokens = Math.min(perMin, b.tokens + (now - b.at) * perMs)
      b.at = now
      if (b.tokens >= 1) {
        b.tokens -= 1
        return { ok: true }
      }
      return { ok: false, retryAfterS: Math.max(1, Math.ceil((1 - b.tokens) / perMs / 1000)) }
    },
  }
}

/**
 * The client address for rate limiting. Behind a trusted reverse proxy the address it appended (rightmost
 * X-Forwarded-For hop) is the client; otherwise proxy.ts strips any client-sent X-Forwarded-For so Next fills it
 * from the socket, and that is what we read.
 */
export function clientAddress(headers: Headers, trustProxy: boolean): string {
  return forwardedClient(headers.get('x-forwarded-for'), trustProxy)
}

/** The client named by an X-Forwarded-For value (see clientAddress), or 'unknown'. */
export function forwardedClient(xff: string | null | undefined, trustProxy: boolean): string {
  if (!xff) return 'unknown'
  const hops = xff
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean)
  const ip = trustProxy ? hops[hops.length - 1] : hops[0]
  return (ip ?? 'unknown').slice(0, 64)
}
