/**
 * `npm run bench:pages`: Lighthouse 12.8 (Node 20) with Debian Chromium, median of 3 runs per route, on `/`, a block
 * page and an account page of two network kinds (SDK hub, ledger), and every network's overview (`BENCH_OVERVIEWS`).
 * The ledger's transaction, asset, application and group pages, the Hub's staking denomination, a VM token and a
 * sharded token page too (issue 30). `BENCH_ONLY=txs,assets` measures only the
 * routes containing one of those words (RESULTS.md is then left as it is); `BENCH_BREAKDOWN=1` prints where each run's
 * main-thread time went.
 * Prints performance score, LCP, TBT, CLS and the JavaScript transferred per route (as sent: brotli where the
 * server has a twin of the file, see scripts/precompress.ts; `npm run bench:js` gives the gzip figure), and writes
 * bench/pages/RESULTS.md.
 *
 * Starts the built app + devnet itself (scripts/start.ts --no-build) on BENCH_PORT (default 4510) and
 * BENCH_DEVNET_PORT (4511) unless BENCH_URL points at a running app. Run `next build` first.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { routesToBench, spawnBenchApp } from './routes'

const port = process.env.BENCH_PORT ?? '4510'
const devnetPort = process.env.BENCH_DEVNET_PORT ?? '4511'
const base = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const TARGET = { score: 95, cls: 0.05, jsKb: 170 }

interface Run {
  score: number
  lcp: number
  tbt: number
  cls: number
  jsKb: number
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

type Audits = Record<string, { numericValue?: number; details?: unknown }>

/** `BENCH_BREAKDOWN=1`: where each run's main-thread time went (by kind of work, and the scripts that cost most). */
function printBreakdown(url: string, a: Audits) {
  const rows = (id: string) => (a[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []
  const ms = (v: unknown) => Math.round(Number(v) || 0)
  const groups = rows('mainthread-work-breakdown').map((i) => `${String(i.groupLabel)} ${ms(i.duration)}`)
  const scripts = rows('bootup-time')
    .slice(0, 6)
    .map(
      (i) => `${String(i.url).replace(/^.*\/_next\/static\/chunks\//, '')} ${ms(i.total)} (script ${ms(i.scripting)})`,
    )
  const long = rows('long-tasks').map((i) => ms(i.duration))
  console.log(`[breakdown] ${url}\n  main thread: ${groups.join(', ')}\n  scripts: ${scripts.join(', ')}`)
  console.log(`  long tasks (ms): ${long.join(', ')}`)
}

async function measure(url: string, chromePort: number): Promise<Run> {
  const r = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    onlyCategories: ['performance'],
    logLevel: 'error',
  })
  if (!r) throw new Error(`no result for ${url}`)
  const a = r.lhr.audits
  if (process.env.BENCH_BREAKDOWN) printBreakdown(url, a)
  const items =
    (a['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)
      ?.items ?? []
  const js = items.filter((i) => i.resourceType === 'Script').reduce((s, i) => s + (i.transferSize ?? 0), 0)
  return {
    score: Math.round((r.lhr.categories.performance?.score ?? 0) * 100),
    lcp: a['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: a['total-blocking-time']?.numericValue ?? NaN,
    cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
    jsKb: js / 1024,
  }
}

async function main() {
  const app = spawnBenchApp(port, devnetPort)
  try {
    const list = await routesToBench(base)
    const only = process.env.BENCH_ONLY?.split(',').filter(Boolean)
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    })
    const rows: string[] = []
    try {
      for (const path of list) {
        await fetch(base + path) // warm the server and the proxy cache once
        const runs: Run[] = []
        for (let i = 0; i < RUNS; i++) runs.push(await measure(base + path, chrome.port))
        const m = {
          score: median(runs.map((x) => x.score)),
          lcp: median(runs.map((x) => x.lcp)),
          tbt: median(runs.map((x) => x.tbt)),
          cls: median(runs.map((x) => x.cls)),
          jsKb: median(runs.map((x) => x.jsKb)),
        }
        const ok = m.score >= TARGET.score && m.cls < TARGET.cls && m.jsKb <= TARGET.jsKb
        const line = `| \`${path.length > 60 ? path.slice(0, 57) + '…' : path}\` | ${m.score} | ${Math.round(m.lcp)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} | ${m.jsKb.toFixed(1)} | ${ok ? 'yes' : 'no'} |`
        console.log(line)
        rows.push(line)
      }
    } finally {
      await chrome.kill()
    }
    const md = [
      '# Page benchmark (Lighthouse 12.8, Debian Chromium, simulated throttling)',
      '',
      `Median of ${RUNS} runs per route, ${new Date().toISOString()}. Targets: performance ≥ ${TARGET.score}, CLS < ${TARGET.cls}, JavaScript ≤ ${TARGET.jsKb} KB (transfer size of script requests as sent: brotli; bench:js gives the same scripts in gzip).`,
      '',
      '| route | perf | LCP ms | TBT ms | CLS | JS KB (as sent) | meets targets |',
      '|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n')
    if (only) console.log(`\nBENCH_ONLY=${only.join(',')}: bench/pages/RESULTS.md left as it was`)
    else {
      writeFileSync(join(import.meta.dirname, 'RESULTS.md'), md)
      console.log('\nwritten bench/pages/RESULTS.md')
    }
  } finally {
    if (app?.pid) process.kill(-app.pid, 'SIGTERM')
  }
}

await main()
