import 'server-only'
import { join } from 'node:path'
import { toGatewayError } from '@/lib/client/fetch-gateway'
import { callOperation, type GatewayResult } from '@/lib/gateway'
import { serverEnv, type ServerEnv } from '@/lib/server/env'
import { feeds } from '@/lib/networks'
import { sampledFigureIds, sampledFigure } from './figures'
import { parseFigure } from './feed'
import { connectSupplyRedis, createRedisLeader, createRedisStore } from './redis-store'
import { createSampler, type Sampler } from './sampler'
import { openSqliteStore, SQLITE_FILE } from './sqlite-store'
import type { HistoryStore } from './store'

/** On the devnet supply feed the figures move within minutes: sample fast enough to watch the charts move. */
export const DEVNET_INTERVAL_MS = 5000

/** SUPPLY_SAMPLE_INTERVAL_MS when set; otherwise 60 s on a real feed and DEVNET_INTERVAL_MS on devnet. */
export function samplerInterval(
  env: ServerEnv,
  explicit: string | undefined = process.env.SUPPLY_SAMPLE_INTERVAL_MS,
): number {
  if (explicit?.trim()) return env.SUPPLY_SAMPLE_INTERVAL_MS
  const feed = feeds()[0]?.gateways[0]
  return feed && env.gateways[feed]?.devnet ? DEVNET_INTERVAL_MS : env.SUPPLY_SAMPLE_INTERVAL_MS
}

/**
 * A gateway error answer as one line: `502 upstream_unreachable: connect ECONNREFUSED`, or for the gateway's own
 * refusal (passed on as it wrote it) `400 upstream_error: the supply gateway answered 400: bad denom`.
 */
export function describeAnswerError(a: Pick<GatewayResult, 'status' | 'body'>, gateway: string): string {
  const e = toGatewayError(a.status, a.body, gateway)
  return e.error.startsWith('HTTP ') ? `HTTP ${a.status}` : `${a.status} ${e.error}${e.detail ? `: ${e.detail}` : ''}`
}

/** One supply feed figure through the proxy (validation, cache, breaker), exact. */
export async function fetchFigure(figure: string, signal?: AbortSignal): Promise<bigint> {
  const gateway = feeds()[0]?.gateways[0]
  if (!gateway) throw new Error('no supply feed is configured')
  const a = await callOperation({ gateway, opId: figure, ...(signal && { signal }) })
  if (a.status >= 400) throw new Error(describeAnswerError(a, gateway))
  return parseFigure(a.body)
}

/** Any sampled figure (feed or cross-network) through the proxy, exact. */
export async function fetchSampledFigure(id: string, signal?: AbortSignal): Promise<bigint> {
  const f = sampledFigure(id)
  if (!f) throw new Error(`unknown figure ${id}`)
  const a = await callOperation({
    gateway: f.gateway,
    opId: f.opId,
    ...(f.query && { query: f.query }),
    ...(signal && { signal }),
  })
  if (a.status >= 400) throw new Error(describeAnswerError(a, f.gateway))
  return f.read(a.body)
}

export interface SupplyRuntime {
  store: HistoryStore
  sampler: Sampler
}

const KEY = Symbol.for('explorer.supply.runtime')
type WithRuntime = typeof globalThis & { [KEY]?: SupplyRuntime }

/**
 * The process-wide store and sampler. Kept on globalThis because instrumentation.ts and the route bundles are
 * separate module graphs in one process: both must see the same SQLite handle and the same sampler.
 */
export function supplyRuntime(): SupplyRuntime {
  const g = globalThis as WithRuntime
  if (g[KEY]) return g[KEY]
  const env = serverEnv()
  const intervalMs = samplerInterval(env)
  const log = (m: string) => console.warn(m)
  let runtime: SupplyRuntime
  if (env.REDIS_URL) {
    const redis = connectSupplyRedis(env.REDIS_URL)
    redis.on('error', () => {}) // reconnects on its own; failed commands surface in the sampler status
    const store = createRedisStore(redis)
    const lock = createRedisLeader(redis, Math.max(3 * intervalMs, 10_000))
    runtime = {
      store,
      sampler: createSampler({
        store,
        lock,
        figures: sampledFigureIds(),
        fetchFigure: fetchSampledFigure,
        intervalMs,
        log,
      }),
    }
  } else {
    const store = openSqliteStore(join(env.DATA_DIR, SQLITE_FILE))
    runtime = {
      store,
      sampler: createSampler({ store, figures: sampledFigureIds(), fetchFigure: fetchSampledFigure, intervalMs, log }),
    }
  }
  return (g[KEY] = runtime)
}

/** Boot hook (instrumentation.ts): start sampling once per process. A bad configuration is logged, not fatal. */
export function startSupplySampler(): void {
  try {
    supplyRuntime().sampler.start()
  } catch (e) {
    console.error(`supply sampler not started: ${e instanceof Error ? e.message : String(e)}`)
  }
}
