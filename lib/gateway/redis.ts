import 'server-only'
import { Redis } from 'ioredis'
import { trackRedis } from '@/lib/metrics/ready'
import type { CacheEntry, CacheStore } from './cache'
import type { RateDecision, RateLimiter } from './rate-limit'

/** Shared cache and rate limits for several app instances behind a load balancer (REDIS_URL). */

export function connectRedis(url: string, log: (line: string) => void = () => {}): Redis {
  // Fail fast instead of queueing commands while Redis is away: the callers treat errors as misses.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 })
  trackRedis(redis) // readiness reads its status (lib/metrics/ready.ts)
  let lastLog = 0
  redis.on('error', (err: { code?: string }) => {
    // The code only: the URL may carry a password.
    if (Date.now() - lastLog > 30_000)
      log(`[gw] redis unavailable (${err.code ?? 'error'}); serving without the shared cache`)
    lastLog = Date.now()
  })
  return redis
}

type Meta = Omit<CacheEntry, 'bytes'>

/** A Redis value of ours: 4-byte meta length, meta JSON, body bytes (cache entries and shared answers alike). */
export function frame(meta: unknown, bytes: Uint8Array): Buffer {
  const m = Buffer.from(JSON.stringify(meta))
  const head = Buffer.alloc(4)
  head.writeUInt32BE(m.byteLength)
  return Buffer.concat([head, m, bytes])
}

/** The meta and body of a framed value, or undefined when it is cut short or its meta is not JSON. */
export function unframe<M>(buf: Buffer): { meta: M; bytes: Buffer } | undefined {
  if (buf.byteLength < 4) return undefined
  const len = buf.readUInt32BE(0)
  if (4 + len > buf.byteLength) return undefined
  try {
    return { meta: JSON.parse(buf.subarray(4, 4 + len).toString('utf8')) as M, bytes: buf.subarray(4 + len) }
  } catch {
    return undefined
  }
}

export function encodeEntry(e: CacheEntry): Buffer {
  const { bytes, ...meta } = e
  return frame(meta, bytes)
}

export function decodeEntry(buf: Buffer): CacheEntry | undefined {
  const v = unframe<Meta>(buf)
  return v && { ...v.meta, bytes: v.bytes }
}

export function createRedisStore(redis: Redis, prefix = 'gw:c:'): CacheStore {
  return {
    async get(key) {
      try {
        const buf = await redis.getBuffer(prefix + key)
        return buf ? decodeEntry(buf) : undefined
      } catch {
        return undefined // a cache outage is a miss, not an error
      }
    },
    async set(key, entry) {
      const ttl = Math.max(1, Math.ceil(entry.keepUntil - entry.fetchedAt))
      await redis.set(prefix + key, encodeEntry(entry), 'PX', ttl).catch(() => {})
    },
  }
}

// Token bucket in one atomic script; Redis' own clock so instances with skewed clocks agree.
const TAKE = `
local cap = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local b = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(b[1])
local at = tonumber(b[2])
if tokens == nil then tokens = cap; at = now end
tokens = math.min(cap, tokens + (now - at) * rate)
local ok = 0
if tokens >= 1 then tokens = tokens - 1; ok = 1 end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(cap / rate) + 1000)
if ok == 1 then return {1, 0} end
return {0, math.ceil((1 - tokens) / rate)}
`

export function createRedisRateLimiter(redis: Redis, perMin: number, prefix = 'gw:rl:'): RateLimiter {
  const perMs = perMin / 60_000
  return {
    async take(client): Promise<RateDecision> {
      try {
        const [ok, waitMs] = (await redis.eval(TAKE, 1, prefix + client, String(perMin), String(perMs))) as [
          number,
          number,
        ]
        return ok === 1 ? { ok: true } : { ok: false, retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)) }
      } catch {
        return { ok: true } // fail open: a Redis outage must not take the explorer down
      }
    },
  }
}

/**
 * Resolves once a fresh connection is ready (true), or false after `ms` or once it has failed. A connection that
 * was ready before answers at once: only start-up is waited for, an outage fails fast as the callers expect.
 */
export function startedRedis(redis: Redis, ms = 2000): Promise<boolean> | boolean {
  if (redis.status === 'ready') return true
  if (!['wait', 'connecting', 'connect'].includes(redis.status)) return false
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer)
      redis.off('ready', onReady)
      redis.off('error', onError)
      resolve(ok)
    }
    const onReady = () => done(true)
    const onError = () => done(false)
    const timer = setTimeout(() => done(false), ms)
    redis.once('ready', onReady)
    redis.once('error', onError)
  })
}
