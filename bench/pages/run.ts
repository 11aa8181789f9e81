/**
 * `npm run bench:pages`: Lighthouse 12.8 (Node 20) with Debian Chromium on `/`, a block page and an account page of two
 * network kinds (SDK hub, ledger), and every network's overview (`BENCH_OVERVIEWS`); the ledger's transaction, asset,
 * application and group pages, the Hub's staking denomination, a VM token and a sharded token page too (issue 30). The
 * median of BENCH_RUNS (5) runs per route, taken in rounds (every route once per round), each run's score listed beside
 * it. `BENCH_ONLY=txs,assets` measures only the routes containing one of those words (RESULTS.md is then left as it
 * is); `BENCH_BREAKDOWN=1` prints where each run's main-thread time went. A run Lighthouse ends without a score
 * (NO_LCP, now and then here) is retried rather than counted as 0. Lighthouse's benchmarkIndex (its measure of the CPU
 * at the time) is printed with the results: runs are comparable only at similar values. To compare two builds, use
 * `npm run bench:pages:ab` (bench/pages/ab.ts). Prints performance score, LCP, TBT, CLS and the JavaScript transferred
 * per route (as sent: brotli where the server has a twin of the file, see scripts/precompress.ts; `npm run bench:js`
 * gives the gzip figure), and writes bench/pages/RESULTS.md.
 *
 * Starts the built app + devnet itself (scripts/start.ts --no-build) on BENCH_PORT (default 4510) and BENCH_DEVNET_PORT
 * (4511) unless BENCH_URL points at a running app. Run `next build` first.
 */
import { writeFileSync } from 'node:fs'
import * as prettier from 'prettier'
import { join } from 'node:path'
import { launchChrome, measure, median, type Run } from './lighthouse'
import { routesToBench, spawnBenchApp } from './routes'
import { exitIfHelp } from '../../scripts/cli-help'

exitIfHelp(import.meta.url)

const port = process.env.BENCH_PORT ?? '4510'
const devnetPort = process.env.BENCH_DEVNET_PORT ?? '4511'
const base = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const TARGET = { score: 95, cls: 0.05, jsKb: 170 }

async function main() {
  const app = spawnBenchApp(port, devnetPort)
  try {
    const list = await routesToBench(base)
    const only = process.env.BENCH_ONLY?.split(',').filter(Boolean)
    const chrome = await launchChrome()
    const rows: string[] = []
    const indexes: number[] = []
    const runsOf = new Map<string, Run[]>(list.map((p) => [p, []]))
    try {
      for (const path of list) await fetch(base + path) // warm the server and the proxy cache once
      // Round by round, every route once per round: a spell when the machine is busier (here the same build scores
      // 10+ points apart from one run to the next) falls on every route a little, not on all of one route's runs.
      for (let round = 0; round < RUNS; round++)
        for (const path of list) {
          // A run that ends without a score (Lighthouse's NO_LCP happens now and then here) is retried, not a 0.
          for (let failed = 0; failed < 3;) {
            try {
              const r = await measure(base + path, chrome.port)
              runsOf.get(path)!.push(r)
              console.log(
                `  round ${round + 1}: ${path} ${r.score} (TBT ${Math.round(r.tbt)}, LCP ${Math.round(r.lcp)} ms)`,
              )
              break
            } catch (e) {
              failed++
              console.log(`  a run of ${path} failed (${failed}): ${(e as Error).message}`)
            }
          }
        }
      for (const path of list) {
        const runs = runsOf.get(path)!
        if (!runs.length) {
          const line = `| \`${path}\` | – | – | – | – | – | – | no run finished |`
          console.log(line)
          rows.push(line)
          continue
        }
        indexes.push(...runs.map((x) => x.benchmarkIndex))
        const m = {
          score: median(runs.map((x) => x.score)),
          lcp: median(runs.map((x) => x.lcp)),
          tbt: median(runs.map((x) => x.tbt)),
          cls: median(runs.map((x) => x.cls)),
          jsKb: median(runs.map((x) => x.jsKb)),
        }
        const ok = m.score >= TARGET.score && m.cls < TARGET.cls && m.jsKb <= TARGET.jsKb
        const each = runs.map((x) => x.score).join(' · ')
        const line = `| \`${path.length > 60 ? path.slice(0, 57) + '…' : path}\` | ${m.score} | ${each} | ${Math.round(m.lcp)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} | ${m.jsKb.toFixed(1)} | ${ok ? 'yes' : 'no'} |`
        console.log(line)
        rows.push(line)
      }
    } finally {
      await chrome.kill()
    }
    const indexRange = indexes.length ? `${Math.min(...indexes)}–${Math.max(...indexes)}` : 'none (no run finished)'
    const md = [
      '# Page benchmark (Lighthouse 12.8, Debian Chromium, simulated throttling)',
      '',
      `Median of ${RUNS} runs per route (rounds: every route once per round), ${new Date().toISOString()}, Lighthouse's benchmarkIndex of the machine ${indexRange}. Targets: performance ≥ ${TARGET.score}, CLS < ${TARGET.cls}, JavaScript ≤ ${TARGET.jsKb} KB (transfer size of script requests as sent: brotli; bench:js gives the same scripts in gzip).`,
      '',
      '| route | perf | perf of each run | LCP ms | TBT ms | CLS | JS KB (as sent) | meets targets |',
      '|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n')
    console.log(`\nLighthouse's benchmarkIndex over the runs: ${indexRange}`)
    if (only) console.log(`\nBENCH_ONLY=${only.join(',')}: bench/pages/RESULTS.md left as it was`)
    else {
      // Written as the format check of `npm test` wants it, so a fresh run can be committed as it is.
      const file = join(import.meta.dirname, 'RESULTS.md')
      writeFileSync(file, await prettier.format(md, { ...(await prettier.resolveConfig(file)), filepath: file }))
      console.log('\nwritten bench/pages/RESULTS.md')
    }
  } finally {
    if (app?.pid) process.kill(-app.pid, 'SIGTERM')
  }
}

await main()
