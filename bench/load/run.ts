/**
 * `npm run bench:load`: 200 keep-alive connections for 30 s (70 % cached /api/gw answers, 30 % page renders) from a
 * child process, while a canary opens a fresh connection every second for a cached /api/gw answer and for `/`.
 * Prints req/s, p50/p99 per class, errors, the app's RSS before and after, the canary's p50/p99 and the load
 * average (the machine may be shared), against the targets in TARGET: canary p99 ≤ 1 s for a cached /api/gw answer
 * and ≤ 3 s for `/`, no answer slower than 10 s, no 5xx but the deliberate 503s, RSS growing at most ×1.5.
 *
 * Starts the built app + devnet itself (scripts/start.ts --no-build) on BENCH_PORT (4520) and BENCH_DEVNET_PORT
 * (4521) with the per-client rate limit lifted (every connection comes from 127.0.0.1), unless BENCH_URL points at a
 * running app (start that one with RATE_LIMIT_PER_MIN=1000000). Run `next build` first. Loopback only; it stops by
 * itself. BENCH_CONNECTIONS, BENCH_SECONDS change the load.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { request } from 'node:http'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { waitForUrl } from '../../scripts/wait-for-url'
import type { ClassFigures, WorkerConfig } from './worker'

const root = join(import.meta.dirname, '..', '..')
const port = process.env.BENCH_PORT ?? '4520'
const devnetPort = process.env.BENCH_DEVNET_PORT ?? '4521'
const base = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30)
const TARGET = { canaryGwP99: 1000, canaryPageP99: 3000, rssRatio: 1.5 }

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]! : NaN
const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '–')

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a bench reads whatever the answer holds
async function json(path: string): Promise<any> {
  const r = await fetch(base + path)
  if (!r.ok) throw new Error(`${path}: ${r.status}`)
  return r.json()
}

/** Cached proxy answers (immutable blocks, head queries) and pages of several kinds, found through the app. */
async function targets(): Promise<{ gw: string[]; pages: string[] }> {
  const latest = await json('/api/gw/hub/sdk/base/consensus/v1beta1/blocks/latest')
  const h = Number(latest.block.header.height)
  const round = Number((await json('/api/gw/node/v2/status'))['last-round'])
  const gw = [
    '/api/gw/hub/sdk/base/consensus/v1beta1/blocks/latest',
    '/api/gw/node/v2/status',
    ...Array.from({ length: 12 }, (_, i) => `/api/gw/hub/sdk/tx/v1beta1/txs/block/${h - 2 - i}`),
    ...Array.from({ length: 6 }, (_, i) => `/api/gw/node/v2/blocks/${round - 2 - i}`),
  ]
  const pages = ['/', '/hub', `/hub/blocks/${h - 3}`, `/ledger/blocks/${round - 3}`, '/ledger', '/vm']
  return { gw, pages }
}

/** The app server's own process: the node descendant of `pid` running scripts/serve.ts with the largest RSS. */
function appRssMb(rootPid: number | undefined): number {
  const procs = readdirSync('/proc').filter((d) => /^\d+$/.test(d))
  const parent = new Map<number, number>()
  const info = new Map<number, { cmd: string; rss: number }>()
  for (const d of procs) {
    try {
      const status = readFileSync(`/proc/${d}/status`, 'utf8')
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1])
      const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
      parent.set(Number(d), ppid)
      info.set(Number(d), { cmd: readFileSync(`/proc/${d}/cmdline`, 'utf8').replace(/\0/g, ' '), rss })
    } catch {
      // gone meanwhile
    }
  }
  const under = (pid: number) => {
    for (let p = pid; p > 1; p = parent.get(p) ?? 0) if (p === rootPid) return true
    return false
  }
  let best = NaN
  for (const [pid, i] of info)
    if (i.cmd.includes('scripts/serve.ts') && (rootPid === undefined || under(pid)) && !(i.rss <= best)) best = i.rss
  return best
}

/** One request on a fresh connection: ms to the TCP connection, to the first byte and to the end. */
function freshGet(path: string): Promise<{ status: number; connect: number; ttfb: number; total: number }> {
  return new Promise((resolve) => {
    const t0 = performance.now()
    let connect = NaN
    const req = request(base + path, { agent: false, timeout: 30_000 }, (res) => {
      const ttfb = performance.now() - t0
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connect, ttfb, total: performance.now() - t0 }))
    })
    req.on('socket', (s) => s.once('connect', () => (connect = performance.now() - t0)))
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve({ status: 0, connect, ttfb: performance.now() - t0, total: performance.now() - t0 }))
    req.end()
  })
}

function line(name: string, f: ClassFigures, seconds: number) {
  const other5xx =
    Object.entries(f.status)
      .filter(([s]) => Number(s) >= 500)
      .reduce((a, [, n]) => a + n, 0) - f.deliberate503
  return `${name.padEnd(6)} ${f0(f.count / seconds).padStart(6)} req/s  p50 ${f0(pct(f.ms, 0.5)).padStart(5)} ms  p99 ${f0(pct(f.ms, 0.99)).padStart(6)} ms  max ${f0(f.ms.at(-1) ?? NaN)} ms  status ${JSON.stringify(f.status)}  deliberate 503 ${f.deliberate503}  other 5xx ${other5xx}  errors ${f.errors}  >10 s ${f.over10s}`
}

async function main() {
  let app: ChildProcess | undefined
  if (!process.env.BENCH_URL)
    app = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: port,
        DEVNET_PORT: devnetPort,
        HOSTNAME: '127.0.0.1',
        RATE_LIMIT_PER_MIN: '1000000',
      },
      stdio: 'ignore',
      detached: true,
    })
  try {
    await waitForUrl(`${base}/`, 120_000)
    const t = await targets()
    for (const p of [...t.gw, ...t.pages]) await fetch(base + p).then((r) => r.arrayBuffer()) // warm caches once
    await new Promise((r) => setTimeout(r, 2000))
    const rssBefore = appRssMb(app?.pid)
    const loadBefore = loadavg()
    const cfg: WorkerConfig = { base, connections: CONNECTIONS, durationMs: SECONDS * 1000, renderShare: 0.3, ...t }
    const worker = fork(join(import.meta.dirname, 'worker.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, LOAD_CONFIG: JSON.stringify(cfg) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    let rampMs = NaN
    const ready = new Promise<void>((resolve) =>
      worker.once('message', (m) => {
        rampMs = (m as { ready: number }).ready
        resolve()
      }),
    )
    await ready
    const result = new Promise<{ gw: ClassFigures; page: ClassFigures }>((resolve, reject) => {
      worker.once('message', (m) => resolve(m as { gw: ClassFigures; page: ClassFigures }))
      worker.once('exit', (code) => reject(new Error(`load worker exited (${code})`)))
    })
    // The canary: once a second, a fresh connection for a cached answer and one for the home page.
    const canary = {
      gw: [] as number[],
      page: [] as number[],
      connect: [] as number[],
      pageStatus: {} as Record<number, number>,
      gwStatus: {} as Record<number, number>,
    }
    const canaryEnd = Date.now() + SECONDS * 1000
    const pending: Promise<void>[] = []
    while (Date.now() < canaryEnd - 500) {
      pending.push(
        freshGet(t.gw[2]!).then(
          (r) =>
            void (
              canary.gw.push(r.total),
              canary.connect.push(r.connect),
              (canary.gwStatus[r.status] = (canary.gwStatus[r.status] ?? 0) + 1)
            ),
        ),
      )
      pending.push(
        freshGet('/').then(
          (r) =>
            void (canary.page.push(r.total), (canary.pageStatus[r.status] = (canary.pageStatus[r.status] ?? 0) + 1)),
        ),
      )
      await new Promise((r) => setTimeout(r, 1000))
    }
    const figures = await result
    await Promise.all(pending)
    const loadAfter = loadavg()
    await new Promise((r) => setTimeout(r, 3000))
    const rssAfter = appRssMb(app?.pid)
    canary.gw.sort((a, b) => a - b)
    canary.page.sort((a, b) => a - b)
    canary.connect.sort((a, b) => a - b)
    const all = [...figures.gw.ms, ...figures.page.ms]
    console.log(
      `bench:load  ${CONNECTIONS} connections × ${SECONDS} s, 70 % cached /api/gw, 30 % page renders; ${base}`,
    )
    console.log(
      `load average before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}, after ${loadAfter.map((x) => x.toFixed(2)).join(' ')} (2 cores, shared)`,
    )
    console.log(`ramp-up (not measured below): ${CONNECTIONS} new connections all answered once in ${f0(rampMs)} ms`)
    console.log(`total  ${f0(all.length / SECONDS)} req/s`)
    console.log(line('gw', figures.gw, SECONDS))
    console.log(line('page', figures.page, SECONDS))
    const gwP99 = pct(canary.gw, 0.99)
    const pageP99 = pct(canary.page, 0.99)
    console.log(
      `canary fresh connection, cached /api/gw: n ${canary.gw.length}  p50 ${f0(pct(canary.gw, 0.5))} ms  p99 ${f0(gwP99)} ms  status ${JSON.stringify(canary.gwStatus)}  (target p99 ≤ ${TARGET.canaryGwP99})`,
    )
    console.log(
      `canary fresh connection, /:              n ${canary.page.length}  p50 ${f0(pct(canary.page, 0.5))} ms  p99 ${f0(pageP99)} ms  status ${JSON.stringify(canary.pageStatus)}  (target p99 ≤ ${TARGET.canaryPageP99})`,
    )
    console.log(`canary TCP connect: p50 ${f0(pct(canary.connect, 0.5))} ms  p99 ${f0(pct(canary.connect, 0.99))} ms`)
    console.log(
      `app RSS before ${f0(rssBefore)} MB, after ${f0(rssAfter)} MB (×${(rssAfter / rssBefore).toFixed(2)}, target ≤ ${TARGET.rssRatio})`,
    )
    const over10 = figures.gw.over10s + figures.page.over10s
    const other5xx = [figures.gw, figures.page].reduce(
      (a, f) =>
        a +
        Object.entries(f.status)
          .filter(([s]) => Number(s) >= 500)
          .reduce((x, [, n]) => x + n, 0) -
        f.deliberate503,
      0,
    )
    const ok =
      gwP99 <= TARGET.canaryGwP99 &&
      pageP99 <= TARGET.canaryPageP99 &&
      over10 === 0 &&
      other5xx === 0 &&
      rssAfter / rssBefore <= TARGET.rssRatio
    console.log(
      `targets ${ok ? 'met' : 'NOT met'}: canary p99 gw ${f0(gwP99)}/${TARGET.canaryGwP99} ms, / ${f0(pageP99)}/${TARGET.canaryPageP99} ms; >10 s ${over10}; 5xx other than deliberate 503 ${other5xx}`,
    )
  } finally {
    if (app?.pid) process.kill(-app.pid, 'SIGTERM')
  }
}

await main()
