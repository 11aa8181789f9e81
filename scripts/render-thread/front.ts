import 'server-only'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { GatewayCore } from '@/lib/gateway/core'
import { serveCore } from '@/lib/gateway/thread/host'
import type { Rendered } from '@/lib/page-cache/entry'
import type { CacheableRequest } from '@/lib/page-cache/key'
import { createForwarder } from './forward'
import type { RenderRequest, RenderThreadCommand, RenderThreadData, RenderThreadMessage } from './protocol'

export interface RenderThreadOptions {
  /** The worker's entry (scripts/render-worker.ts), TypeScript: ./boot.mjs loads it. */
  entry: URL
  dir: string
  hostname: string
  port: number
  trustProxy: boolean
  /** The render thread's nice value (Linux; 0 leaves it). */
  nice: number
  core: Pick<GatewayCore, 'deps' | 'execute' | 'health'>
  /** The render thread stopped on its own (a crash, a wrong setting at its boot): the process should too. */
  onExit: (code: number) => void
}

/**
 * The accepting thread's side of the render thread: starts it, serves it the gateway core, passes requests to it
 * and asks it for the page cache's renders. The same shape as an in-thread Next (scripts/next-app.ts).
 */
export async function startRenderThread(o: RenderThreadOptions) {
  // A private folder: only this user can reach the socket the render thread listens on.
  const folder = mkdtempSync(join(tmpdir(), 'explorer-render-'))
  const socketPath = join(folder, 'render.sock')
  const data: RenderThreadData = {
    entry: o.entry.href,
    dir: o.dir,
    hostname: o.hostname,
    port: o.port,
    socketPath,
    nice: o.nice,
  }
  // The render thread trusts the X-Forwarded-For this thread sets (./forward.ts).
  const worker = new Worker(new URL('./boot.mjs', import.meta.url), {
    workerData: data,
    env: { ...process.env, TRUST_PROXY: 'true' },
  })
  const stopCore = serveCore(o.core, worker)
  const renders = new Map<number, { resolve(r: Rendered): void; reject(e: Error): void }>()
  const scrapes = new Map<number, (metrics: unknown[]) => void>()
  let nextId = 1
  let closing = false

  const ready = new Promise<void>((resolve, reject) => {
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the render thread stopped before it was ready (exit ${code})`)))
    worker.on('message', (m: RenderThreadMessage) => {
      if (m.t === 'ready') return resolve()
      if (m.t === 'metrics') return scrapes.get(m.id)?.(m.metrics)
      if (m.t !== 'rendered' && m.t !== 'render.failed') return
      const p = renders.get(m.id)
      if (!p) return
      renders.delete(m.id)
      if (m.t === 'render.failed') return p.reject(new Error(m.message))
      p.resolve({
        status: m.status,
        headers: m.headers,
        body: Buffer.from(m.body.buffer, m.body.byteOffset, m.body.byteLength),
        shortfalls: m.shortfalls,
      })
    })
  })
  await ready.catch((err: unknown) => {
    rmSync(folder, { recursive: true, force: true })
    throw err
  })
  worker.on('error', (err) => console.error(`[serve] render thread: ${err.stack ?? err.message}`))
  worker.on('exit', (code) => {
    for (const p of renders.values()) p.reject(new Error('the render thread stopped'))
    renders.clear()
    if (!closing) o.onExit(code || 1)
  })

  const forward = createForwarder({ socketPath, trustProxy: o.trustProxy })
  return {
    handle: forward,
    render: (c: Pick<CacheableRequest, 'url' | 'headers'>) =>
      new Promise<Rendered>((resolve, reject) => {
        const id = nextId++
        renders.set(id, { resolve, reject })
        worker.postMessage({ t: 'render', id, url: c.url, headers: c.headers } satisfies RenderRequest)
      }),
    /** The render thread's metrics (prom-client JSON); none when it does not answer within `ms` (it is busy). */
    metrics: (ms = 2000) =>
      new Promise<unknown[]>((resolve) => {
        const id = nextId++
        const timer = setTimeout(() => done([]), ms)
        const done = (metrics: unknown[]) => {
          clearTimeout(timer)
          scrapes.delete(id)
          resolve(metrics)
        }
        scrapes.set(id, done)
        worker.postMessage({ t: 'metrics', id } satisfies RenderThreadCommand)
      }),
    /** A full collection on the render thread (twice, as ../quiet-gc.ts does), when the server has gone quiet. */
    collect: () => worker.postMessage({ t: 'gc' } satisfies RenderThreadCommand),
    async close() {
      closing = true
      forward.close()
      stopCore()
      await worker.terminate()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
