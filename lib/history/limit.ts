import type { Call } from '@/lib/live/feeds/chains'

/**
 * At most `n` index calls in flight per gateway: the proxy's concurrency cap is shared with every page, and a
 * backfill must leave most of it to them.
 */
export const limitCalls = (call: Call, n: number): Call => callLimiter(n)(call)

/** One budget of `n` calls per gateway shared by every call function it wraps (the head and backfill readers). */
export function callLimiter(n: number): (call: Call) => Call {
  const active = new Map<string, number>()
  const queues = new Map<string, (() => void)[]>()
  const acquire = (g: string) =>
    new Promise<void>((resolve) => {
      const a = active.get(g) ?? 0
      if (a < n) {
        active.set(g, a + 1)
        resolve()
      } else {
        const q = queues.get(g) ?? []
        q.push(resolve)
        queues.set(g, q)
      }
    })
  const release = (g: string) => {
    const next = queues.get(g)?.shift()
    if (next) next()
    else active.set(g, (active.get(g) ?? 1) - 1)
  }
  return (call) => async (gateway, opId, path, query, signal) => {
    await acquire(gateway)
    try {
      return await call(gateway, opId, path, query, signal)
    } finally {
      release(gateway)
    }
  }
}
