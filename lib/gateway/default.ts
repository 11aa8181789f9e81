import 'server-only'
import { matchOperation, OPERATIONS_BY_ID } from '@/lib/catalog'
import { serverEnv, type ServerEnv } from '@/lib/server/env'
import { createMemoryStore } from './cache'
import { createGatewayCore, type GatewayCore } from './core'
import type { CoreDeps, CoreSettings } from './core-deps'
import { DEFAULT_MAX_BODY_BYTES } from './body'
import { gatewayProbes } from './probe'
import { createMemoryRateLimiter } from './rate-limit'
import { connectRedis, createRedisRateLimiter, createRedisStore } from './redis'
import { createRedisFlight } from './redis-coalesce'
import { installedCoreTransport, type ServingCore } from './serving-core'
import { createUndiciClient } from './upstream'

const MAX_RESPONSE_BYTES = 32 * 1024 * 1024

/** The core's settings from the validated environment (a render thread validates calls with the same). */
export function settingsFromEnv(env: ServerEnv): CoreSettings {
  return {
    gateways: env.gateways,
    writesEnabled: env.WRITES_ENABLED,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    headTtlMs: env.HEAD_TTL_MS,
    maxConcurrency: env.GATEWAY_MAX_CONCURRENCY,
    trustProxy: env.TRUST_PROXY,
    maxBodyBytes: DEFAULT_MAX_BODY_BYTES,
    breaker: { threshold: env.BREAKER_THRESHOLD, openMs: env.BREAKER_OPEN_MS },
    longPollTimeoutMs: env.LONG_POLL_TIMEOUT_MS,
    probes: gatewayProbes(),
  }
}

/** Production wiring from the validated environment: undici upstream, LRU or Redis, the real catalog. */
export function depsFromEnv(env: ServerEnv): CoreDeps {
  const clock = Date.now
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, (line) => console.warn(line)) : undefined
  const store = redis ? createRedisStore(redis) : createMemoryStore(env.CACHE_MAX_BYTES)
  const rateLimiter = redis
    ? createRedisRateLimiter(redis, env.RATE_LIMIT_PER_MIN)
    : createMemoryRateLimiter(env.RATE_LIMIT_PER_MIN, clock)
  // The waiters' subscriber connection (queues its SUBSCRIBEs until connected); bounded wait a little past the upstream timeout the leader works under.
  const flight = redis
    ? createRedisFlight(redis, redis.duplicate({ enableOfflineQueue: true }), {
        waitMs: env.UPSTREAM_TIMEOUT_MS + 2000,
      })
    : undefined
  if (redis) Object.assign(store, { close: () => Promise.all([redis.quit(), flight?.close()]).then(() => {}) })
  return {
    settings: settingsFromEnv(env),
    store,
    rateLimiter,
    upstream: createUndiciClient({
      connectTimeoutMs: env.UPSTREAM_CONNECT_TIMEOUT_MS,
      timeoutMs: env.UPSTREAM_TIMEOUT_MS,
      connections: env.GATEWAY_MAX_CONCURRENCY,
      maxResponseBytes: MAX_RESPONSE_BYTES,
    }),
    clock,
    matcher: matchOperation,
    operation: (id) => OPERATIONS_BY_ID.get(id),
    log: (line) => console.warn(line),
    flight,
  }
}

const holder = globalThis as typeof globalThis & { __gatewayCore?: GatewayCore; __servingCore?: ServingCore }

/** One core per server process (survives dev reloads), built on first use at request time. */
export function defaultCore(): GatewayCore {
  return (holder.__gatewayCore ??= createGatewayCore(depsFromEnv(serverEnv())))
}

/**
 * The core this thread's server-side calls go to: the process's own, or on a render thread one that validates here
 * and calls through the transport its entry installed (./thread).
 */
export function servingCore(): ServingCore {
  const transport = installedCoreTransport()
  if (!transport) return defaultCore()
  return (holder.__servingCore ??= {
    deps: {
      settings: settingsFromEnv(serverEnv()),
      clock: Date.now,
      matcher: matchOperation,
      operation: (id) => OPERATIONS_BY_ID.get(id),
    },
    ...transport,
  })
}
