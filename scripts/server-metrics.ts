import 'server-only'
import { join } from 'node:path'
import type { GatewayCore } from '@/lib/gateway/core'
import { historyConfig } from '@/lib/history/config'
import { SQLITE_FILE } from '@/lib/history/runtime'
import { watchGatewayCore } from '@/lib/metrics/gateway'
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
  const index = historyConfig()
  const readiness = createReadiness({
    core: {
      health: core.health,
      refresh: (id) => core.probe(id),
    },
    // Every role reads the index (history pages); the indexer writes it.
    index: index.databaseUrl ? { databaseUrl: index.databaseUrl } : { file: join(env.DATA_DIR, SQLITE_FILE) },
  })
  const exposition = async () =>
    mergedExposition([
      await registry.getMetricsAsJSON(),
      ((await o.renderer.metrics?.()) ?? []) as Awaited<ReturnType<typeof registry.getMetricsAsJSON>>,
    ])
  const server =
    env.METRICS_PORT === undefined
      ? undefined
      : await startMetricsServer({
          port: env.METRICS_PORT,
          host: env.METRICS_HOST,
          ...(env.METRICS_TOKEN && { token: env.METRICS_TOKEN }),
          exposition,
          readiness,
        })
  return {
    readiness,
    exposition,
    async close() {
      await readiness.close()
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    },
  }
}
