import { mkdirSync } from 'node:fs'
import websocket from '@fastify/websocket'
import Fastify from 'fastify'
import { type GatewayId } from '@/lib/catalog/types'
import '@/lib/networks/disk'
import { gatewayIds } from '@/lib/networks'
import type { DevnetOptions } from './config'
import { resumeEpoch } from './core/clock'
import { devnetMetrics } from './core/metrics'
import { RequestStats } from './core/stats'
import { loadFactory } from './registry'
import { registerGateway } from './router'
import type { DevnetContext, GatewayModule } from './types'

export interface Devnet {
  /** `http://127.0.0.1:<port>`; gateway `x` is under `${url}/x`. */
  url: string
  port: number
  modules: ReadonlyMap<GatewayId, GatewayModule>
  /** Gateways whose module folder does not exist yet. */
  missing: readonly GatewayId[]
  stats: RequestStats
  close(): Promise<void>
}

/**
 * Start devnet in-process: load every gateway module that exists, mount its catalog routes under `/<id>`, start
 * its chain. Tests call this with port 0 (any free port, read back from `port`); `main.ts` with the environment's options.
 */
export async function startDevnet(opts: Partial<DevnetOptions> & { port: number }): Promise<Devnet> {
  const started = Date.now()
  const log = opts.log ?? ((line: string) => console.log(`[devnet] ${line}`))
  const now = opts.now ?? Date.now
  const dataDir = opts.dataDir ?? '.devnet'
  mkdirSync(dataDir, { recursive: true })
  const ctx: DevnetContext = {
    seed: opts.seed ?? 1,
    dataDir,
    now,
    blockMs: opts.blockMs,
    env: opts.env ?? process.env,
    ...(opts.resumeMaxAgeMs !== undefined && {
      epoch: resumeEpoch({
        dataDir,
        seed: opts.seed ?? 1,
        blockMs: opts.blockMs,
        now: now(),
        maxAgeMs: opts.resumeMaxAgeMs,
        log,
      }),
    }),
  }
  const stats = new RequestStats()
  const apiKey = opts.apiKey ?? 'devnet-key'
  const wanted = opts.gateways ?? gatewayIds()
  const modules = new Map<GatewayId, GatewayModule>()
  const missing: GatewayId[] = []
  const took: string[] = []
  for (const id of wanted) {
    const t = Date.now()
    const factory = await loadFactory(id)
    if (!factory) missing.push(id)
    else modules.set(id, await factory(ctx, id))
    took.push(`${id} ${Date.now() - t} ms`)
  }
  if (missing.length) log(`no module yet for: ${missing.join(', ')} (their routes answer 404)`)

  // Path params can be long (comma-separated packet sequences, long denoms): find-my-way's default cap is 100.
  const app = Fastify({ logger: false, bodyLimit: 4 * 1024 * 1024, routerOptions: { maxParamLength: 4096 } })
  // Every body arrives raw; the router parses it by the operation's bodyFormat (json, binary, msgpack).
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body))
  await app.register(websocket)
  app.get('/__devnet/stats', async () => stats.snapshot())
  let metrics: ReturnType<typeof devnetMetrics> | undefined
  app.get('/__devnet/metrics', async (_req, reply) => {
    metrics ??= devnetMetrics(stats)
    return reply.type(metrics.contentType).send(await metrics.metrics())
  })
  // Lets a test start counting from zero (no key, like the GET).
  app.delete('/__devnet/stats', async () => {
    stats.reset()
    return stats.snapshot()
  })
  for (const mod of modules.values()) registerGateway(app, mod, { apiKey, stats })
  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({ error: `no gateway at ${req.url.split('?')[0]}`, gateways: [...modules.keys()] }),
  )

  const host = opts.host ?? '127.0.0.1'
  await app.listen({ port: opts.port, host })
  // Port 0 lets the OS pick a free port (tests running side by side never collide): report the one bound.
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : opts.port
  for (const mod of modules.values()) mod.start()
  log(`ready on http://${host}:${port} in ${Date.now() - started} ms (${took.join(', ')})`)

  let closed = false
  return {
    url: `http://${host}:${port}`,
    port,
    modules,
    missing,
    stats,
    async close() {
      if (closed) return
      closed = true
      for (const mod of modules.values()) mod.stop()
      await app.close()
    },
  }
}
