/**
 * `npm run bench:load`: the production server under load on this machine, with the page cache off (what the app did
 * before issue 27) and on, in one run. Starts devnet (BENCH_DEVNET_PORT, 4521) and, per configuration, the built
 * server (scripts/serve.ts on BENCH_PORT, 4520; rate limit lifted, every connection comes from 127.0.0.1). Run
 * `next build` first. Scenarios, BENCH_SECONDS (30) each, the load from a child process (./worker.ts):
 *   hot     50 connections of page renders over `/`, the 8 overviews, recent block and transaction pages;
 *   cold    50 connections over block pages of 50 heights and account pages of 50 accounts;
 *   unique  50 connections, every request a block page nobody asked for before (renders only);
 *   mix     200 connections, 70 % cached /api/gw answers, 30 % pages, and a canary opening a fresh connection each
 *           second for a cached answer and for `/`.
 * Every request says `Accept-Encoding: gzip, deflate, br, zstd`, as Chromium does (BENCH_ACCEPT_ENCODING=identity
 * asks for plain bodies), and the generator warms itself up on a cached page before each run.
 * Prints per scenario pages/s, p50/p99, statuses, how the cache answered, 503s (how fast, with Retry-After), the
 * server's RSS (idle, peak, 20 s after) and the indexer's, the load average, the event-loop delay of the server's
 * accepting thread and of the generator (how late the generator may have read an answer), and the targets.
 * Configurations (BENCH_CONFIGS, default off,on): `off` the page cache off, `on` the page cache on, both with the
 * indexer in its own process and pages rendered on the render thread, as `npm start` runs them; `one-thread` as
 * `on` but rendered on the thread that accepts (RENDER_THREAD=false, as before the render thread); `inline` the page
 * cache on and the index followed inside the server's process (INDEX_ROLE=all, as before the indexer had a process).
 * BENCH_SCENARIOS (hot,cold,unique,mix) chooses; BENCH_URL measures a running server instead (no RSS).
 * BENCH_INDEX: `caught-up` (default) starts one index for the run and waits, before the first scenario, until it has
 * read every chain back (as an operator's index stands after its first minutes; devnet's take about four); `fresh`
 * gives each configuration an empty index that reads the chains back during the scenarios, on the same two cores.
 */
import '../../lib/networks/disk'
import { fork } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  appDataDir,
  cpuMs,
  loopDelayBetween,
  rendersBetween,
  rssMb,
  rssPeak,
  startDevnet,
  startIndexer,
  startServe,
  waitForIndex,
  type Proc,
} from './app'
import { networkIds } from '../../lib/networks'
import { canary, type CanaryFigures } from './canary'
import { findTargets, type Targets } from './targets'
import { report, type ConfigResult, type ScenarioResult } from './report'
import type { ClassFigures, GeneratorLag, LoadClass, WorkerConfig } from './worker'
import { exitIfHelp } from '../../scripts/cli-help'

exitIfHelp(import.meta.url)

const port = process.env.BENCH_PORT ?? '4520'
const devnetPort = process.env.BENCH_DEVNET_PORT ?? '4521'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30)
const CONFIGS = (process.env.BENCH_CONFIGS ?? 'off,on').split(',')
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'hot,cold,unique,mix').split(',')
const INDEX = process.env.BENCH_INDEX ?? 'caught-up'
if (!['caught-up', 'fresh'].includes(INDEX)) throw new Error(`BENCH_INDEX: caught-up or fresh, not ${INDEX}`)
// As Chromium asks (the page cache answers gzip); BENCH_ACCEPT_ENCODING=identity asks for plain bodies.
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd'
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

interface Scenario {
  name: string
  connections: number
  classes: (t: Targets) => LoadClass[]
  canary?: boolean
}

const SCENARIO_LIST: Scenario[] = [
  { name: 'hot', connections: 50, classes: (t) => [{ name: 'page', share: 1, paths: t.hot }] },
  { name: 'cold', connections: 50, classes: (t) => [{ name: 'page', share: 1, paths: t.coldSet }] },
  { name: 'unique', connections: 50, classes: (t) => [{ name: 'page', share: 1, paths: t.unique, unique: true }] },
  {
    name: 'mix',
    connections: 200,
    canary: true,
    classes: (t) => [
      { name: 'gw', share: 0.7, paths: t.gw, accept: 'application/json' },
      { name: 'page', share: 0.3, paths: t.mixPages },
    ],
  },
]

function writeConfig(cfg: WorkerConfig): string {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-load-worker-')), 'config.json')
  writeFileSync(file, JSON.stringify(cfg))
  return file
}

/** The machine's other processes a scenario shares the cores with (undefined: not started by the bench). */
interface Neighbours {
  devnet?: Proc
  indexer?: Proc
}

async function runScenario(
  base: string,
  s: Scenario,
  t: Targets,
  app: Proc | undefined,
  near: Neighbours,
): Promise<ScenarioResult> {
  const pid = app?.child.pid
  const cfg: WorkerConfig = {
    base,
    acceptEncoding: ACCEPT_ENCODING,
    // A block page the bench asked for before the scenario (immutable, so answered from the page cache), outside
    // every scenario's set: the generator compiles what it needs on it, not on its first measured second.
    warmPage: t.hot.find((p) => /\/blocks\/\d+$/.test(p)),
    connections: s.connections,
    durationMs: SECONDS * 1000,
    classes: s.classes(t),
  }
  const worker = fork(join(import.meta.dirname, 'worker.ts'), [], {
    execArgv: ['--import', 'tsx'],
    // In a file: the unique scenario's list of every block page outgrows what an environment variable may hold.
    env: { ...process.env, LOAD_CONFIG_FILE: writeConfig(cfg) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const rampMs = await new Promise<number>((resolve) =>
    worker.once('message', (m) => resolve((m as { ready: number }).ready)),
  )
  const loadBefore = loadavg()[0]!
  const peak = rssPeak(pid)
  const from = Date.now()
  // A process's CPU from here to the run's end, as a share of one core.
  const meter = (p: number | undefined) => {
    const t0 = cpuMs(p)
    return (to: number) => (cpuMs(p) - t0) / (to - from)
  }
  const server = meter(pid)
  const devnet = meter(near.devnet?.child.pid)
  const indexer = meter(near.indexer?.child.pid)
  const result = new Promise<{ figures: Record<string, ClassFigures>; generatorLag: GeneratorLag }>(
    (resolve, reject) => {
      worker.once('message', (m) => resolve(m as { figures: Record<string, ClassFigures>; generatorLag: GeneratorLag }))
      worker.once('exit', (code) => reject(new Error(`load worker exited (${code})`)))
    },
  )
  let c: CanaryFigures | undefined
  if (s.canary) c = await canary(base, t.gw[2]!, SECONDS * 1000)
  const { figures: classes, generatorLag } = await result
  const to = Date.now()
  const cpuShare = server(to)
  const others = { devnet: devnet(to), indexer: indexer(to), generator: generatorLag.cpuMs / (to - from) }
  const load: [number, number] = [loadBefore, loadavg()[0]!]
  const rss = peak()
  await sleep(1500) // the cache's last report of the run
  const renders = rendersBetween(app, from, to)
  const serverLag = loopDelayBetween(app, from, to)
  return {
    scenario: s.name,
    seconds: SECONDS,
    rampMs,
    classes,
    canary: c,
    load,
    rssPeak: rss,
    renders,
    cpuShare,
    generatorLag,
    serverLag,
    others,
  }
}

async function main() {
  const only = process.env.BENCH_URL
  const devnet = only ? undefined : await startDevnet(devnetPort)
  const results: ConfigResult[] = []
  // One index for the whole run when it is to be caught up: read back once, then only followed.
  const shared = INDEX === 'caught-up' ? appDataDir() : undefined
  let indexer: Proc | undefined
  try {
    for (const config of only ? ['running'] : CONFIGS) {
      let app: Proc | undefined
      let indexWaitMs: number | undefined
      const base = only ?? `http://127.0.0.1:${port}`
      if (!only) {
        const dir = shared ?? appDataDir()
        // `inline` follows the chains in the server's own process: no second writer beside it.
        if (config === 'inline') {
          indexer?.stop()
          indexer = undefined
        } else indexer ??= await startIndexer(devnetPort, dir)
        const env = {
          ...(config === 'off' && { PAGE_CACHE_ENABLED: 'false' }),
          ...(config === 'one-thread' && { RENDER_THREAD: 'false' }),
          INDEX_ROLE: config === 'inline' ? 'all' : 'reader',
        }
        app = await startServe(port, devnetPort, env, dir)
      }
      try {
        if (app && shared) {
          console.log(`[bench:load] ${config}: waiting for the index to read the chains back`)
          indexWaitMs = await waitForIndex(base, networkIds())
        }
        const t = await findTargets(base)
        // Warm: every page kind once (the first render of a route loads its code), then let the process settle.
        for (const p of [...t.hot, ...t.mixPages, ...t.coldSet.slice(0, 4), ...t.gw])
          await (await fetch(base + p)).arrayBuffer()
        await sleep(3000)
        const pid = app?.child.pid
        const idle = rssMb(pid)
        const indexerIdle = indexer && rssMb(indexer.child.pid)
        const indexerPeak = indexer && rssPeak(indexer.child.pid)
        const scenarios: ScenarioResult[] = []
        for (const s of SCENARIO_LIST.filter((x) => SCENARIOS.includes(x.name))) {
          console.log(`[bench:load] ${config}: ${s.name} (load average ${loadavg()[0]!.toFixed(2)})`)
          app?.lines.push({ at: Date.now(), line: `[bench:load] ${s.name} starts` })
          scenarios.push(await runScenario(base, s, t, app, { devnet, indexer }))
          app?.lines.push({ at: Date.now(), line: `[bench:load] ${s.name} ends` })
          await sleep(2000)
        }
        await sleep(20_000)
        const after = rssMb(pid)
        await sleep(40_000)
        const indexerRss = indexerPeak && { idle: indexerIdle!, peak: indexerPeak() }
        results.push({
          config,
          idle,
          after,
          after60: rssMb(pid),
          scenarios,
          index: only
            ? undefined
            : { caughtUp: Boolean(shared), ...(indexWaitMs !== undefined && { waitedMs: indexWaitMs }) },
          ...(indexerRss && { indexer: indexerRss }),
        })
        for (const { line } of app?.lines ?? []) if (line.startsWith('[serve] quiet')) console.log(`  ${line}`)
        // e.g. with BENCH_SERVE_NODE_ARGS=--trace-gc: what the server printed, each line with its time, scenarios marked.
        if (app && process.env.BENCH_SERVE_LOG)
          writeFileSync(
            `${process.env.BENCH_SERVE_LOG}.${config}`,
            app.lines.map((l) => `${new Date(l.at).toISOString()} ${l.line}\n`).join(''),
          )
      } finally {
        app?.stop()
        if (!shared) {
          indexer?.stop()
          indexer = undefined
        }
        await sleep(1000)
      }
    }
  } finally {
    indexer?.stop()
    devnet?.stop()
  }
  report(results)
}

await main()
