import 'server-only'
import type { Redis } from 'ioredis'
import { createRedisLeader } from '@/lib/supply/redis-store'

export interface LeaseOptions {
  redis: Redis
  /** What the lease is for (a network id): one holder per key across instances. */
  key: string
  leaseMs: number
  tickMs: number
  /** Called when this instance takes the lease, and when it loses it. */
  start(): void
  stop(): Promise<void> | void
  log?: (line: string) => void
  /** Distinguishes instances in one process (tests); a random id by default. */
  id?: string
}

/**
 * Hold a Redis lease (the supply sampler's leader lock: renewed every tick, taken over when its holder stops
 * renewing) and run the work only while holding it. While Redis is unreachable nothing changes: whoever runs goes
 * on, nobody else starts (no lease can be taken meanwhile).
 */
export function holdLease(o: LeaseOptions): { stop(): Promise<void>; holding(): boolean } {
  const lease = createRedisLeader(o.redis, o.leaseMs, `index:${o.key}:`, ...(o.id ? [o.id] : []))
  let running = false
  let stopped = false
  let busy = false
  const tick = async () => {
    if (busy || stopped) return
    busy = true
    try {
      if (await lease.acquire()) {
        if (!running && !stopped) {
          running = true
          o.start()
        }
      } else if (running) {
        running = false
        o.log?.(`[index] ${o.key}: another instance holds the lease; stopping here`)
        await o.stop()
      }
    } catch {
      // Redis away: keep the current state.
    } finally {
      busy = false
    }
  }
  void tick()
  const timer = setInterval(() => void tick(), o.tickMs)
  timer.unref?.()
  return {
    holding: () => running,
    async stop() {
      stopped = true
      clearInterval(timer)
      if (running) {
        running = false
        await o.stop()
        await lease.release().catch(() => {})
      }
    },
  }
}
