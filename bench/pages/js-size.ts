/**
 * `npm run bench:js`: the JavaScript each page kind makes the browser download, the JS column of bench:pages without
 * Lighthouse (a run of every route takes a minute, not a quarter of an hour). Chromium (Playwright, Debian's) opens
 * each route of bench/pages/routes.ts with an empty cache, waits until no script has been requested for
 * BENCH_JS_SETTLE_MS (default 3000: a head-following answer that changes after the first paint loads the adapters
 * then, and Lighthouse counts those too), and sums the transfer size (compressed body and headers, what
 * Lighthouse's figure counts) of every script request. It names the chunks the page loaded by `import()` after its
 * HTML (neither a script tag nor named in the HTML's payload), since those are what a change to a component moves.
 *
 * Starts the built app + devnet itself (scripts/start.ts --no-build) on BENCH_PORT (default 4520) and
 * BENCH_DEVNET_PORT (4521) unless BENCH_URL points at a running app. Run `next build` first. `BENCH_ONLY=txs,assets`
 * measures only the routes containing one of those words.
 */
import { chromium } from '@playwright/test'
import { routesToBench, spawnBenchApp } from './routes'

const port = process.env.BENCH_PORT ?? '4520'
const devnetPort = process.env.BENCH_DEVNET_PORT ?? '4521'
const base = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`
const SETTLE_MS = Number(process.env.BENCH_JS_SETTLE_MS ?? 3000)
const BUDGET_KB = 170

interface Script {
  name: string
  bytes: number
}

async function measure(browser: import('@playwright/test').Browser, path: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts: Promise<Script>[] = []
  let last = Date.now()
  page.on('request', (req) => {
    if (req.resourceType() === 'script') last = Date.now()
  })
  page.on('requestfinished', (req) => {
    if (req.resourceType() !== 'script') return
    scripts.push(
      req.sizes().then((s) => ({
        name: new URL(req.url()).pathname.replace(/^\/_next\/static\/chunks\//, ''),
        bytes: s.responseBodySize + s.responseHeadersSize,
      })),
    )
  })
  const answer = await page.goto(base + path, { waitUntil: 'load' })
  const html = (await answer?.text()) ?? ''
  // Live pages keep a stream open, so "network idle" never comes: wait for the scripts to be quiet instead.
  while (Date.now() - last < SETTLE_MS) await page.waitForTimeout(250)
  const all = await Promise.all(scripts)
  await context.close()
  return { all, lazy: all.filter((s) => !html.includes(s.name)) }
}

async function main() {
  const app = spawnBenchApp(port, devnetPort)
  try {
    const list = await routesToBench(base)
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-gpu'],
    })
    const kb = (n: number) => (n / 1024).toFixed(1)
    console.log(`| route | JS KB (gzip, with headers) | scripts | ≤ ${BUDGET_KB} KB | loaded later by import() (KB) |`)
    console.log('|---|---|---|---|---|')
    try {
      for (const path of list) {
        await fetch(base + path) // warm the server and the proxy cache once, as bench:pages does
        const { all, lazy } = await measure(browser, path)
        const total = all.reduce((s, x) => s + x.bytes, 0)
        const later = lazy.map((s) => `${s.name} ${kb(s.bytes)}`).join(', ') || 'none'
        const shown = path.length > 60 ? path.slice(0, 57) + '…' : path
        console.log(
          `| \`${shown}\` | ${kb(total)} | ${all.length} | ${total / 1024 <= BUDGET_KB ? 'yes' : 'no'} | ${later} |`,
        )
      }
    } finally {
      await browser.close()
    }
  } finally {
    if (app?.pid) process.kill(-app.pid, 'SIGTERM')
  }
}

await main()
