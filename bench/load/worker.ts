/**
 * The load generator of bench:load, in its own process so it does not share the canary's event loop: `connections`
 * keep-alive connections, each sending one request after another for `durationMs`, `renderShare` of them page
 * renders and the rest cached /api/gw answers. Sends its figures to the parent over IPC.
 */
import { Pool } from 'undici'

export interface WorkerConfig {
  base: string
  connections: number
  durationMs: number
  renderShare: number
  gw: string[]
  pages: string[]
}

export interface ClassFigures {
  count: number
  /** Sorted latencies, ms. */
  ms: number[]
  status: Record<string, number>
  /** Deliberate 503s: admission (x-admission: busy) or the proxy's gateway_busy/gateway_unavailable. */
  deliberate503: number
  over10s: number
  errors: number
}

const cfg = JSON.parse(process.env.LOAD_CONFIG!) as WorkerConfig
const pool = new Pool(cfg.base, {
  connections: cfg.connections,
  pipelining: 1,
  headersTimeout: 30_000,
  bodyTimeout: 30_000,
})
const fresh = (): ClassFigures => ({ count: 0, ms: [], status: {}, deliberate503: 0, over10s: 0, errors: 0 })
const figures = { gw: fresh(), page: fresh() }
let end = 0

async function loop(i: number) {
  let n = i
  while (Date.now() < end) {
    n++
    const page = Math.random() < cfg.renderShare
    const list = page ? cfg.pages : cfg.gw
    const path = list[n % list.length]!
    const f = page ? figures.page : figures.gw
    const t0 = performance.now()
    try {
      const r = await pool.request({
        path,
        method: 'GET',
        headers: { accept: page ? 'text/html' : 'application/json' },
      })
      const body = await r.body.text()
      const ms = performance.now() - t0
      f.count++
      f.ms.push(ms)
      if (ms > 10_000) f.over10s++
      f.status[r.statusCode] = (f.status[r.statusCode] ?? 0) + 1
      if (r.statusCode === 503 && (r.headers['x-admission'] === 'busy' || /gateway_(busy|unavailable)/.test(body)))
        f.deliberate503++
    } catch {
      f.count++
      f.errors++
      const ms = performance.now() - t0
      f.ms.push(ms)
      if (ms > 10_000) f.over10s++
    }
  }
}

// Ramp-up, not measured: every connection opened and answered once (a burst of new connections is accepted one per
// event-loop iteration since libuv 1.45, so it takes a while under load; the figure is reported on its own).
const t0 = performance.now()
await Promise.all(
  Array.from({ length: cfg.connections }, (_, i) =>
    pool.request({ path: cfg.gw[i % cfg.gw.length]!, method: 'GET' }).then(
      (r) => r.body.dump(),
      () => {},
    ),
  ),
)
process.send!({ ready: performance.now() - t0 })
end = Date.now() + cfg.durationMs
await Promise.all(Array.from({ length: cfg.connections }, (_, i) => loop(i)))
await pool.close()
for (const f of Object.values(figures)) f.ms.sort((a, b) => a - b)
process.send!(figures, () => process.exit(0))
