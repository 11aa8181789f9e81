import 'server-only'
import { join } from 'node:path'
import type { GatewayCore } from '@/lib/gateway/core'
import { historyConfig } from '@/lib/history/config'
import { SQLITE_FILE } from '@/lib/history/runtime'
import { defaultCore } from '@/lib/gateway/default'
import type { HistoryRuntime } from '@/lib/history/runtime'
import { watchGatewayCore } from '@/lib/metrics/gateway'
import { watchIndex } from '@/lib/metrics/index-metrics'
import { watchLive } from '@/lib/metrics/live'
import { watchPages } from '@/lib/metrics/pages'
import { createReadiness } from '@/lib/metrics/ready'
import { mergedExposition, startThreadMetrics } from '@/lib/metrics/registry'
import { startMetricsServer } from '@/lib/metrics/serve'
import type { LiveHub } from '@/lib/live/hub'
import type { PageCache } from '@/lib/page-cache'
import type { AdmissionStats } from '@/lib/server/admission'
import type { ServerEnv } from '@/lib/server/env'

export interface ServerMetricsOptions {
  env: ServerEnv
  core: GatewayCore
  /** The render thread, when pages render on one: its registry is asked for at each scrape. */
  renderer: { metrics?: () => Promise<unknown[]> }
  pageCache?: PageCache
  admission: { stats(): AdmissionStats }
}

/**
 * The production server's metrics and probes (lib/metrics): this thread's registry (`process="server"`: the proxy,
 * the page cache, admission, requests) with the render thread's (`process="render"`) merged in at each scrape, on
 * METRICS_PORT when set; readiness from the gateway core's health view, Redis and the index's database.
 */
export async function startServerMetrics(o: ServerMetricsOptions) {
  const { env, core } = o
  const registry = startThreadMetrics('server')
  watchGatewayCore(core)
  // Without a render thread, Next (and with it the live relay's hub) runs on this one.
  if (!o.renderer.metrics) watchLive(() => (globalThis as { __liveHub?: LiveHub }).__liveHub)
  watchPages({ pageCache: o.pageCache && (() => o.pageCache!.stats()), admission: () => o.admission.stats() })
  const readiness = readinessOf(env, core)
  const exposition = async () =>
    mergedExposition([
      await registry.getMetricsAsJSON(),
      ((await o.renderer.metrics?.()) ?? []) as Awaited<ReturnType<typeof registry.getMetricsAsJSON>>,
    ])
  return { ...(await listen(env, env.METRICS_PORT, readiness, exposition)), exposition }
}

/**
 * The indexer's metrics (`process="indexer"`, its own scrape target on INDEX_METRICS_PORT): how far the index has
 * got per network, the indexer's own gateway core (what reading the chains costs upstream), its process.
 */
export async function startIndexerMetrics(env: ServerEnv, runtime: HistoryRuntime) {
  const registry = startThreadMetrics('indexer')
  const core = defaultCore()
  watchGatewayCore(core)
  watchIndex({ store: runtime.store, networks: () => runtime.running() })
  return listen(env, env.INDEX_METRICS_PORT, readinessOf(env, core), () => registry.metrics())
}

/** Readiness from the core's health view, Redis and the index's database (every role reads it; the indexer writes). */
function readinessOf(env: ServerEnv, core: GatewayCore) {
  const index = historyConfig()
  return createReadiness({
    core: { health: core.health, refresh: (id) => core.probe(id) },
    index: index.databaseUrl ? { databaseUrl: index.databaseUrl } : { file: join(env.DATA_DIR, SQLITE_FILE) },
  })
}

async function listen(
  env: ServerEnv,
  port: number | undefined,
  readiness: ReturnType<typeof createReadiness>,
  exposition: () => Promise<string>,
) {
  const server =
    port === undefined
      ? undefined
      : await startMetricsServer({
          port,
          host: env.METRICS_HOST,
          ...(env.METRICS_TOKEN && { token: env.METRICS_TOKEN }),
          exposition,
          readiness,
        })
  return {
    readiness,
    async close() {
      await readiness.close()
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    },
  }
}
