import 'server-only'
import { join } from 'node:path'
import { callOperation } from '@/lib/gateway'
import { connectRedis } from '@/lib/gateway/redis'
import type { Call } from '@/lib/live/feeds/chains'
import { getNetwork, primaryGateway, type NetworkId } from '@/lib/networks'
import { gatewayConfig, serverEnv } from '@/lib/server/env'
import { historyConfig, type HistoryConfig } from './config'
import { startFollower, type Follower } from './follower'
import { holdLease } from './lease'
import { callLimiter } from './limit'
import { sourceOf, unindexable } from './sources'
import { HistoryStore } from './store'
import { openHistoryDb } from './store/open'
import type { IndexStatus } from './types'
import { webhookSink } from './webhook'

/** File name of the index under DATA_DIR. */
export const SQLITE_FILE = 'index.sqlite'
const LEASE_MS = 10_000
const TICK_MS = 3000

export interface HistoryRuntime {
  store: HistoryStore
  config: HistoryConfig
  /** Networks whose follower runs in this process. */
  running(): NetworkId[]
  status(network: NetworkId): Promise<IndexStatus>
  stop(): Promise<void>
}

const KEY = Symbol.for('explorer.history.runtime')
type WithRuntime = typeof globalThis & { [KEY]?: Promise<HistoryRuntime> }

/**
 * The process's index: one store (SQLite under DATA_DIR, or PostgreSQL at DATABASE_URL) read by every instance,
 * and one follower per network. With REDIS_URL, a network is followed by the holder of its lease only
 * (lib/supply's Redis leader: renewed every few seconds, taken over when its holder dies). Kept on globalThis:
 * instrumentation.ts and the route bundles are separate module graphs in one process.
 */
export function historyRuntime(): Promise<HistoryRuntime> {
  const g = globalThis as WithRuntime
  return (g[KEY] ??= create().catch((e: unknown) => {
    delete g[KEY]
    throw e
  }))
}

async function create(): Promise<HistoryRuntime> {
  const env = serverEnv()
  const config = historyConfig()
  const open = await openHistoryDb(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { file: join(env.DATA_DIR, SQLITE_FILE) },
  )
  const sources = new Map<NetworkId, ReturnType<typeof sourceOf>>()
  const backfillSources = new Map<NetworkId, ReturnType<typeof sourceOf>>()
  const raw: Call = (gateway, opId, path, query, signal) => callOperation({ gateway, opId, path, query, signal })
  // Old blocks read back are not kept in the proxy's cache: they would push out what pages use.
  const bulk: Call = (gateway, opId, path, query, signal) =>
    callOperation({ gateway, opId, path, query, signal, store: false })
  const log = (line: string) => console.warn(line)
  for (const n of config.networks) {
    const g = primaryGateway(n)
    const limit = callLimiter(config.concurrency)
    const prefix = gatewayConfig(env.gateways, g).bech32Prefix
    sources.set(n, sourceOf(n, limit(raw), prefix))
    backfillSources.set(n, sourceOf(n, limit(bulk), prefix))
  }
  const store = new HistoryStore(open, (n) => sources.get(n)?.feeDenom ?? getNetwork(n).denom.base)
  const followers = new Map<NetworkId, Follower>()
  const onBlocks = config.webhook ? webhookSink(config.webhook, config.watches, log) : undefined
  const keepFrom = () =>
    config.retentionDays === undefined ? undefined : Date.now() - config.retentionDays * 86_400_000
  const start = (n: NetworkId) => {
    if (followers.has(n)) return
    const source = sources.get(n)
    if (!source) return
    log(`[index] ${n}: following (${open.engine})`)
    followers.set(
      n,
      startFollower({
        network: n,
        store,
        source,
        backfillSource: backfillSources.get(n)!,
        intervalMs: getNetwork(n).blockIntervalMs,
        // Blocks in flight: each is one call or a few (SDK: the block, then its transactions by hash).
        concurrency: Math.max(1, Math.ceil(config.concurrency / 2)),
        batch: 100,
        keepFrom,
        ...(config.backfillBlocks !== undefined && { depth: config.backfillBlocks }),
        log,
        ...(onBlocks && { onBlocks }),
      }),
    )
  }
  const stop = async (n: NetworkId) => {
    const f = followers.get(n)
    followers.delete(n)
    await f?.stop()
  }
  const timers: ReturnType<typeof setInterval>[] = []
  const leases: { stop(): Promise<void> }[] = []
  // A reader leaves following and pruning to the indexer process that shares its database.
  const follows = config.role !== 'reader'
  if (follows && config.retentionDays !== undefined) {
    // Hourly, for the networks this instance writes: older blocks go as the retention period moves on.
    const prune = async () => {
      for (const n of followers.keys())
        try {
          const gone = await store.prune(n, keepFrom()!)
          if (gone) log(`[index] ${n}: ${gone} blocks older than ${config.retentionDays} days removed`)
        } catch (e) {
          log(`[index] ${n}: pruning failed: ${e instanceof Error ? e.message : String(e)}`)
        }
    }
    const t = setInterval(() => void prune(), 3_600_000)
    t.unref?.()
    timers.push(t)
    setTimeout(() => void prune(), 60_000).unref?.()
  }
  if (config.enabled && follows) {
    const indexable = config.networks.filter((n) => sources.get(n))
    if (!env.REDIS_URL) indexable.forEach(start)
    else {
      const redis = connectRedis(env.REDIS_URL, (l) => log(l.replace('[gw]', '[index]')))
      for (const n of indexable) {
        const held = holdLease({
          redis,
          key: n,
          leaseMs: LEASE_MS,
          tickMs: TICK_MS,
          start: () => start(n),
          stop: () => stop(n),
          log,
        })
        leases.push(held)
      }
    }
  }
  return {
    store,
    config,
    running: () => [...followers.keys()],
    async status(n) {
      const why = !config.enabled
        ? 'Indexing is turned off on this server (INDEX_ENABLED=false).'
        : !config.networks.includes(n)
          ? `This server does not index ${getNetwork(n).name} (INDEX_NETWORKS).`
          : unindexable(n)
      const s = await store.status(n, config.retentionDays)
      return { ...s, indexed: !why, ...(why && { reason: why }) }
    },
    async stop() {
      timers.forEach(clearInterval)
      await Promise.all(leases.map((l) => l.stop()))
      await Promise.all([...followers.keys()].map(stop))
      await store.close()
    },
  }
}

/**
 * Boot hook (instrumentation.ts): open the index and start following. A bad configuration, an unreachable
 * database or a schema newer than this code stops the server, with the reason.
 */
export async function startHistory(): Promise<void> {
  try {
    await historyRuntime()
  } catch (e) {
    console.error(`[index] not started: ${e instanceof Error ? e.message : String(e)}`)
    process.exit(1)
  }
}
