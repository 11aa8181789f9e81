/**
 * `npm run bench:live`: block-to-screen latency of the live page, per network kind.
 * Starts the built app and devnet on this bench's own ports (`scripts/start.ts --no-build`), opens each
 * network's `/<network>/live` in Chromium (playwright-core, /usr/bin/chromium), and for every block row that
 * appears after the page loaded records (time the row entered the DOM − the block's own timestamp).
 * Devnet stamps a block with the time it is due, so the figure includes devnet's production delay, the relay
 * (push or poll) and the browser. Prints p50/p95 against the targets and writes bench/live/RESULTS.md.
 *
 * Env: BENCH_SECONDS (default 60), BENCH_APP_PORT (4710), BENCH_DEVNET_PORT (4711), CHROMIUM_PATH.
 */
import { spawn } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { NETWORKS, type NetworkId } from '../../lib/networks'

const root = join(import.meta.dirname, '..', '..')
const seconds = Number(process.env.BENCH_SECONDS ?? 60)
const appPort = Number(process.env.BENCH_APP_PORT ?? 4710)
const devnetPort = Number(process.env.BENCH_DEVNET_PORT ?? 4711)
const base = `http://127.0.0.1:${appPort}`

/** One network per kind: pushed VM, polled cosmos (a chain with blocks/latest), sharded and ledger. */
const RUNS: { network: NetworkId; kind: string; pushed: boolean }[] = [
  { network: 'vm', kind: 'VM ledger (pushed, WebSocket)', pushed: true },
  { network: 'hub', kind: 'Cosmos (polled, next height)', pushed: false },
  { network: 'sharded', kind: 'Sharded (polled, hyperblocks)', pushed: false },
  { network: 'ledger', kind: 'Ledger node (wait-for-block-after)', pushed: false },
]

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not come up within ${ms / 1000} s`)
}

/** Record, in the page, when each live row appears (before any script of the app runs). */
const OBSERVER = () => {
  const w = window as unknown as { __rows: { height: string; time: number; seenAt: number }[]; __loadedAt: number }
  w.__rows = []
  w.__loadedAt = Date.now()
  new MutationObserver((muts) => {
    const now = Date.now()
    for (const m of muts)
      for (const n of m.addedNodes) {
        if (!(n instanceof HTMLElement)) continue
        const rows = n.matches('[data-testid="live-row"]') ? [n] : [...n.querySelectorAll<HTMLElement>('[data-testid="live-row"]')]
        for (const r of rows) w.__rows.push({ height: r.dataset.height ?? '', time: Number(r.dataset.time), seenAt: now })
      }
  }).observe(document, { childList: true, subtree: true })
}

async function measure(page: Page, network: NetworkId): Promise<number[]> {
  await page.goto(`${base}/${network}/live`)
  await page.waitForTimeout(seconds * 1000)
  const { rows, loadedAt } = await page.evaluate(() => {
    const w = window as unknown as { __rows: { height: string; time: number; seenAt: number }[]; __loadedAt: number }
    return { rows: w.__rows, loadedAt: w.__loadedAt }
  })
  // Backlog rows (blocks older than the page) say nothing about latency.
  const first = new Map<string, number>()
  for (const r of rows) if (Number.isFinite(r.time) && r.time >= loadedAt && !first.has(r.height)) first.set(r.height, r.seenAt - r.time)
  return [...first.values()]
}

async function main() {
  if (!existsSync(join(root, '.next', 'BUILD_ID'))) throw new Error('no build: run `next build` first (the bench serves the existing build)')
  const server = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/start.ts', '--no-build'], {
    cwd: root,
    env: { ...process.env, PORT: String(appPort), DEVNET_PORT: String(devnetPort), HOSTNAME: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  process.on('exit', stop)
  const browser = await (async () => {
    await waitFor(`${base}/`, 120_000)
    return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--disable-gpu'] })
  })()
  try {
    const context = await browser.newContext()
    await context.addInitScript(OBSERVER)
    console.log(`measuring ${RUNS.map((r) => r.network).join(', ')} for ${seconds} s each, in parallel tabs…`)
    const results = await Promise.all(RUNS.map(async (run) => ({ run, samples: (await measure(await context.newPage(), run.network)).sort((a, b) => a - b) })))
    const lines = [
      '| network kind | network | blocks | p50 ms | p95 ms | max ms | target p95 | met |',
      '|---|---|---|---|---|---|---|---|',
    ]
    for (const { run, samples } of results) {
      const target = run.pushed ? 1000 : NETWORKS[run.network].blockIntervalMs + 1000
      const p95 = percentile(samples, 95)
      const met = samples.length ? (p95 <= target ? 'yes' : 'NO') : 'no samples'
      lines.push(`| ${run.kind} | ${run.network} | ${samples.length} | ${percentile(samples, 50).toFixed(0)} | ${p95.toFixed(0)} | ${(samples.at(-1) ?? NaN).toFixed(0)} | ≤ ${target} | ${met} |`)
    }
    const table = lines.join('\n')
    console.log(table)
    const md = `# Live feed: block-to-screen latency\n\nMeasured by \`npm run bench:live\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (${seconds} s per network, all networks at once, devnet default block intervals, this 2-core machine).\nLatency = time a row entered the DOM of \`/<network>/live\` in Chromium − the block's devnet timestamp (devnet stamps each block with the time it is due; it produces blocks on a timer of a quarter interval, so up to that much is devnet's own delay).\nTargets: p95 ≤ 1 s for the pushed VM ledger, ≤ block interval + 1 s for polled networks.\n\n${table}\n`
    writeFileSync(join(root, 'bench', 'live', 'RESULTS.md'), md)
    console.log('written to bench/live/RESULTS.md')
  } finally {
    await browser.close()
    stop()
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
