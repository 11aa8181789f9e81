/**
 * The load generator of bench:load, in its own process so it does not share the canary's event loop: `connections`
 * keep-alive connections, each sending one request after another for `durationMs`. Each request picks a class by
 * its share (cached /api/gw answers, page renders…) and the class's next path: in turn from a short list, or — for
 * `unique` classes — a path no request of the run has asked for yet (cold pages). Sends its figures over IPC.
 */
import { readFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { gunzipSync } from 'node:zlib'
import { Pool, type Dispatcher } from 'undici'

export interface LoadClass {
  name: string
  share: number
  paths: string[]
  /** Every request takes a path no earlier request took (until the list runs out, then it wraps). */
  unique?: boolean
  accept?: string
}

export interface WorkerConfig {
  base: string
  /** What every request says it takes (a browser's `gzip, deflate, br, zstd`, or `identity`). */
  acceptEncoding: string
  /** A cached page the generator warms itself up on before the run (not measured). */
  warmPage?: string
  connections: number
  durationMs: number
  classes: LoadClass[]
}

export interface ClassFigures {
  count: number
  /** Sorted latencies, ms. */
  ms: number[]
  status: Record<string, number>
  /** How the page cache answered (its x-page-cache header), for page classes. */
  cache: Record<string, number>
  /** Deliberate 503s: admission (x-admission: busy) or the proxy's gateway_busy/gateway_unavailable. */
  deliberate503: number
  /** Latencies of the deliberate 503s (sorted), and how many came without Retry-After. */
  busyMs: number[]
  busyWithoutRetryAfter: number
  over10s: number
  errors: number
}

/** The load generator's own event-loop delay over the run, ms: a latency it measures is late by up to this much. */
export interface GeneratorLag {
  p99: number
  max: number
  /** This process's own CPU time over the measured run, ms (it exits once it has sent its figures). */
  cpuMs: number
}

const cfg = JSON.parse(readFileSync(process.env.LOAD_CONFIG_FILE!, 'utf8')) as WorkerConfig
const pool = new Pool(cfg.base, {
  connections: cfg.connections,
  pipelining: 1,
  headersTimeout: 30_000,
  bodyTimeout: 30_000,
})
const fresh = (): ClassFigures => ({
  count: 0,
  ms: [],
  status: {},
  cache: {},
  deliberate503: 0,
  busyMs: [],
  busyWithoutRetryAfter: 0,
  over10s: 0,
  errors: 0,
})
const figures: Record<string, ClassFigures> = Object.fromEntries(cfg.classes.map((c) => [c.name, fresh()]))
const cursor: Record<string, number> = Object.fromEntries(cfg.classes.map((c) => [c.name, 0]))
let end = 0

function pick(): LoadClass {
  let r = Math.random()
  for (const c of cfg.classes) {
    if (r < c.share) return c
    r -= c.share
  }
  return cfg.classes.at(-1)!
}

async function text(r: Dispatcher.ResponseData): Promise<string> {
  const bytes = Buffer.from(await r.body.arrayBuffer())
  return r.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes).toString() : bytes.toString()
}

async function loop(i: number) {
  let n = i
  while (Date.now() < end) {
    n++
    const c = pick()
    const path = c.unique ? c.paths[cursor[c.name]!++ % c.paths.length]! : c.paths[n % c.paths.length]!
    const f = figures[c.name]!
    const t0 = performance.now()
    try {
      const r = await pool.request({
        path,
        method: 'GET',
        headers: { accept: c.accept ?? 'text/html', 'accept-encoding': cfg.acceptEncoding },
      })
      // Read to the end, but decoded only where it is looked at: decoding ~1,000 pages/s of HTML was a fair share
      // of this process's CPU, which it takes from the server it measures on the same two cores.
      const body = r.statusCode === 503 ? await text(r) : (await r.body.arrayBuffer(), '')
      const ms = performance.now() - t0
      f.count++
      f.ms.push(ms)
      if (ms > 10_000) f.over10s++
      f.status[r.statusCode] = (f.status[r.statusCode] ?? 0) + 1
      const how = r.headers['x-page-cache']
      if (typeof how === 'string') f.cache[how] = (f.cache[how] ?? 0) + 1
      if (r.statusCode === 503 && (r.headers['x-admission'] === 'busy' || /gateway_(busy|unavailable)/.test(body))) {
        f.deliberate503++
        f.busyMs.push(ms)
        if (r.headers['retry-after'] === undefined) f.busyWithoutRetryAfter++
      }
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
// A cached proxy answer when the run has some, else a static file: opening connections renders nothing.
const warm = cfg.classes.find((c) => c.name === 'gw')?.paths ?? ['/manifest.webmanifest']
const t0 = performance.now()
await Promise.all(
  Array.from({ length: cfg.connections }, (_, i) =>
    pool.request({ path: warm[i % warm.length]!, method: 'GET' }).then(
      (r) => r.body.dump(),
      () => {},
    ),
  ),
)
const rampMs = performance.now() - t0
// The generator's own warm-up, not measured either: a few page-sized answers per connection, read as the run reads
// them, so its first measured second is not spent compiling what the run needs.
// A page the bench warmed before the scenario, answered from the page cache: nothing of the scenario's set.
if (cfg.warmPage)
  for (let round = 0; round < 5; round++)
    await Promise.all(
      Array.from({ length: cfg.connections }, () =>
        pool
          .request({
            path: cfg.warmPage!,
            method: 'GET',
            headers: { accept: 'text/html', 'accept-encoding': cfg.acceptEncoding },
          })
          .then(
            (r) => r.body.arrayBuffer(),
            () => {},
          ),
      ),
    )
process.send!({ ready: rampMs })
end = Date.now() + cfg.durationMs
const cpu0 = process.cpuUsage()
const lag = monitorEventLoopDelay({ resolution: 5 })
lag.enable()
await Promise.all(Array.from({ length: cfg.connections }, (_, i) => loop(i)))
await pool.close()
for (const f of Object.values(figures)) {
  f.ms.sort((a, b) => a - b)
  f.busyMs.sort((a, b) => a - b)
}
lag.disable()
const cpu = process.cpuUsage(cpu0)
const generatorLag: GeneratorLag = {
  p99: lag.percentile(99) / 1e6,
  max: lag.max / 1e6,
  cpuMs: (cpu.user + cpu.system) / 1000,
}
process.send!({ figures, generatorLag }, () => process.exit(0))
