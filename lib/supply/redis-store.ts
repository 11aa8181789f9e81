import 'server-only'
import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import type { Round } from './series'
import type { HistoryStore, LeaderLock } from './store'

/** Key prefix: `<prefix>history` (sorted set, score = round time) and `<prefix>leader` (the sampling lease). */
export const REDIS_PREFIX = 'supply:'

/** A member is the whole round; the score repeats its time so range reads are one ZRANGE BYSCORE. */
interface Member {
  t: number
  i: number
  v: Record<string, string>
  e: Record<string, string>
}

const encode = (r: Round): string =>
  JSON.stringify({ t: r.t, i: r.intervalMs, v: r.values, e: r.errors } satisfies Member)

function decode(s: string): Round | undefined {
  try {
    const m = JSON.parse(s) as Member
    if (typeof m.t !== 'number' || typeof m.i !== 'number') return undefined
    return { t: m.t, intervalMs: m.i, values: m.v ?? {}, errors: m.e ?? {} }
  } catch {
    return undefined // a foreign member is skipped, not fatal
  }
}

const defined = <T>(v: T | undefined): v is T => v !== undefined

export function connectSupplyRedis(url: string): Redis {
  // Unlike the proxy cache, sampling can wait for a reconnect: keep the offline queue, but bound the retries.
  return new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 2000 })
}

export function createRedisStore(redis: Redis, prefix = REDIS_PREFIX): HistoryStore {
  const key = `${prefix}history`
  return {
    kind: 'redis',
    async append(round) {
      // One round per timestamp: replace whatever an earlier attempt left at the same time.
      await redis.multi().zremrangebyscore(key, round.t, round.t).zadd(key, round.t, encode(round)).exec()
    },
    async read(from, to) {
      return (await redis.zrangebyscore(key, from, to)).map(decode).filter(defined)
    },
    async latest() {
      const [m] = await redis.zrange(key, '-1', '-1')
      return m === undefined ? undefined : decode(m)
    },
    async close() {
      redis.disconnect()
    },
  }
}

// Renew or release only a lease we still hold (compare-and-act, atomically).
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`

/** The sampling lease: held by one instance, renewed each tick, taken over when it lapses (ttlMs). */
export function createRedisLeader(
  redis: Redis,
  ttlMs: number,
  prefix = REDIS_PREFIX,
  id: string = randomUUID(),
): LeaderLock & { id: string } {
  const key = `${prefix}leader`
  return {
    id,
    async acquire() {
      if (Number(await redis.eval(RENEW, 1, key, id, String(ttlMs))) === 1) return true
      return (await redis.set(key, id, 'PX', ttlMs, 'NX')) === 'OK'
    },
    async release() {
      await redis.eval(RELEASE, 1, key, id)
    },
  }
}
