/** bench:load's printout: a line per scenario and configuration, issue 27's targets, and a table for BENCHMARKS.md. */
import type { CanaryFigures } from './canary'
import type { ClassFigures } from './worker'

export interface ScenarioResult {
  scenario: string
  seconds: number
  rampMs: number
  classes: Record<string, ClassFigures>
  canary: CanaryFigures | undefined
  /** One-minute load average at the start and the end. */
  load: [number, number]
  rssPeak: number
  /** Renders the page cache reported during the run (undefined with the cache off or a BENCH_URL). */
  renders: number | undefined
  /** The server process's CPU time over the run's wall time (1 = one core busy all along). */
  cpuShare: number
  /** The load generator's own event-loop delay: its latencies may be late by this much. */
  generatorLag: { p99: number; max: number }
  /** The server's accepting thread's event-loop delay (the worst second's p99 and max), from the page cache's log. */
  serverLag: { p99: number; max: number } | undefined
  /**
   * The same share for the other processes on the machine during the run: devnet and the indexer (a fresh index
   * reads the chains back for minutes after it starts; BENCH_INDEX=fresh measures that) and the generator. Two
   * cores are 2.
   */
  others: { devnet: number; indexer: number; generator: number }
}

export interface ConfigResult {
  config: string
  idle: number
  after: number
  after60: number
  scenarios: ScenarioResult[]
  /**
   * Whether the index had read every chain back before the load (and how long the bench waited for it here), or
   * was reading them back during it (a fresh index, as in the first minutes after a first start).
   */
  index?: { caughtUp: boolean; waitedMs?: number }
  /** The indexer process's RSS (idle before the load, peak over the whole configuration), when it has one. */
  indexer?: { idle: number; peak: number }
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]! : NaN
const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '–')
const count503 = (f: ClassFigures) => f.status['503'] ?? 0
const ok = (f: ClassFigures) => f.status['200'] ?? 0

const TARGETS = {
  hot: { rate: 1000, p99: 500, max503: 0 },
  cold: { rate: 150, p99: 1500, busyMs: 50 },
  mix: { canaryP99: 1000, page503: 0.01 },
  rssPeak: 600,
  rssAfter: 1.2,
}

function line(config: string, r: ScenarioResult): string {
  const parts = [`[${config}] ${r.scenario.padEnd(6)} load ${r.load.map((x) => x.toFixed(1)).join('→')}`]
  for (const [name, f] of Object.entries(r.classes))
    parts.push(
      `${name}: ${f0(f.count / r.seconds)}/s (200: ${f0(ok(f) / r.seconds)}/s) p50 ${f0(pct(f.ms, 0.5))} p99 ${f0(pct(f.ms, 0.99))} max ${f0(f.ms.at(-1) ?? NaN)} ms status ${JSON.stringify(f.status)}` +
        (Object.keys(f.cache).length ? ` cache ${JSON.stringify(f.cache)}` : '') +
        (f.deliberate503
          ? ` 503 busy ${f.deliberate503} (p50 ${f0(pct(f.busyMs, 0.5))}, p99 ${f0(pct(f.busyMs, 0.99))}, max ${f0(f.busyMs.at(-1) ?? NaN)} ms, ${f.busyWithoutRetryAfter} without Retry-After)`
          : '') +
        (f.errors ? ` errors ${f.errors}` : '') +
        (f.over10s ? ` >10 s ${f.over10s}` : ''),
    )
  if (r.canary)
    parts.push(
      `canary gw p50 ${f0(pct(r.canary.gw, 0.5))} p99 ${f0(pct(r.canary.gw, 0.99))} ms ${JSON.stringify(r.canary.gwStatus)}; / p50 ${f0(pct(r.canary.page, 0.5))} p99 ${f0(pct(r.canary.page, 0.99))} ms ${JSON.stringify(r.canary.pageStatus)}; connect p99 ${f0(pct(r.canary.connect, 0.99))} ms`,
    )
  const cpu = Number.isFinite(r.cpuShare) ? `${(r.cpuShare * 100).toFixed(0)} % of a core` : '–'
  const renders =
    r.renders !== undefined ? `, page cache renders ${r.renders} (${(r.renders / r.seconds).toFixed(1)}/s)` : ''
  parts.push(`server CPU ${cpu}, RSS peak ${f0(r.rssPeak)} MB, ramp-up ${f0(r.rampMs)} ms${renders}`)
  const share = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(0)} %` : '–')
  parts.push(
    `the rest of the machine: devnet ${share(r.others.devnet)}, indexer ${share(r.others.indexer)}, load generator ${share(r.others.generator)} of a core`,
  )
  const serverLag = r.serverLag ? `p99 ${f0(r.serverLag.p99)}, max ${f0(r.serverLag.max)} ms` : '–'
  parts.push(
    `event-loop delay: accepting thread ${serverLag}; load generator p99 ${f0(r.generatorLag.p99)}, max ${f0(r.generatorLag.max)} ms`,
  )
  return parts.join('\n    ')
}

/** Which of issue 27's targets a scenario meets (only the scenarios that have targets). */
function verdict(r: ScenarioResult): string | undefined {
  const p = r.classes.page!
  const rate = ok(p) / r.seconds
  const p99 = pct(p.ms, 0.99)
  if (r.scenario === 'hot') {
    const t = TARGETS.hot
    const met = count503(p) <= t.max503 && p99 <= t.p99 && rate >= t.rate
    return `${met ? 'met' : 'NOT met'}: 503 ${count503(p)} (0), p99 ${f0(p99)} ms (≤ ${t.p99}), ${f0(rate)} pages/s (≥ ${t.rate})`
  }
  if (r.scenario === 'cold' || r.scenario === 'unique') {
    const t = TARGETS.cold
    const busyMax = p.busyMs.at(-1) ?? 0
    const met = rate >= t.rate && p99 <= t.p99 && busyMax <= t.busyMs && p.busyWithoutRetryAfter === 0
    return `${met ? 'met' : 'NOT met'}: ${f0(rate)} pages/s (≥ ${t.rate}), p99 ${f0(p99)} ms (≤ ${t.p99}), slowest 503 ${f0(busyMax)} ms (≤ ${t.busyMs}), without Retry-After ${p.busyWithoutRetryAfter}`
  }
  if (r.scenario === 'mix' && r.canary) {
    const t = TARGETS.mix
    const gw = pct(r.canary.gw, 0.99)
    const home = pct(r.canary.page, 0.99)
    const share = p.count ? count503(p) / p.count : 0
    const met = gw <= t.canaryP99 && home <= t.canaryP99 && share <= t.page503
    return `${met ? 'met' : 'NOT met'}: canary p99 gw ${f0(gw)} ms, / ${f0(home)} ms (≤ ${t.canaryP99}); page 503s ${(share * 100).toFixed(1)} % (≤ ${t.page503 * 100} %)`
  }
  return undefined
}

export function report(results: ConfigResult[]): void {
  console.log(
    `\nbench:load, ${new Date().toISOString()}, 2 cores shared; figures per ${results[0]?.scenarios[0]?.seconds ?? '?'} s`,
  )
  for (const c of results) {
    console.log(`\n== page cache ${c.config}`)
    if (c.index)
      console.log(
        c.index.caughtUp
          ? `  index caught up before the load${c.index.waitedMs !== undefined ? ` (waited ${f0(c.index.waitedMs / 1000)} s for it here)` : ''}`
          : '  index fresh: reading the chains back during the load',
      )
    for (const r of c.scenarios) {
      console.log(line(c.config, r))
      const v = verdict(r)
      if (v) console.log(`    targets ${v}`)
    }
    const peak = Math.max(...c.scenarios.map((r) => r.rssPeak))
    const rssMet = peak <= TARGETS.rssPeak && c.after <= c.idle * TARGETS.rssAfter
    console.log(
      `  RSS idle ${f0(c.idle)} MB, peak ${f0(peak)} MB (≤ ${TARGETS.rssPeak}), 20 s after ${f0(c.after)} MB (×${(c.after / c.idle).toFixed(2)}, ≤ ×${TARGETS.rssAfter}), 60 s after ${f0(c.after60)} MB (×${(c.after60 / c.idle).toFixed(2)}): ${rssMet ? 'met' : 'NOT met'}`,
    )
    if (c.indexer) console.log(`  indexer process RSS idle ${f0(c.indexer.idle)} MB, peak ${f0(c.indexer.peak)} MB`)
  }
  console.log(
    '\n| scenario | cache | load avg | pages/s (200) | p50 ms | p99 ms | 503 | slowest 503 ms | cache answers | renders | server CPU | RSS peak MB |',
  )
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
  for (const c of results)
    for (const r of c.scenarios) {
      const p = r.classes.page!
      console.log(
        `| ${r.scenario} | ${c.config} | ${r.load.map((x) => x.toFixed(1)).join('→')} | ${f0(ok(p) / r.seconds)} | ${f0(pct(p.ms, 0.5))} | ${f0(pct(p.ms, 0.99))} | ${count503(p)} (${((count503(p) / Math.max(1, p.count)) * 100).toFixed(1)} %) | ${f0(p.busyMs.at(-1) ?? NaN)} | ${
          Object.entries(p.cache)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ') || '–'
        } | ${r.renders ?? '–'} | ${Number.isFinite(r.cpuShare) ? `${(r.cpuShare * 100).toFixed(0)} %` : '–'} | ${f0(r.rssPeak)} |`,
      )
    }
}
