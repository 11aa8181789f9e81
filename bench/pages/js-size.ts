/**
 * `npm run bench:js`: the JavaScript each page kind makes the browser download, the JS column of bench:pages without
 * Lighthouse (a run of every route takes a minute, not a quarter of an hour). Chromium (Playwright, Debian's) opens
 * each route of bench/pages/routes.ts with an empty cache, waits until no script has been requested for
 * BENCH_JS_SETTLE_MS (default 3000: a head-following answer that changes after the first paint loads the adapters
 * then, and Lighthouse counts those too), and sums the transfer size (compressed body and headers, what
 * Lighthouse's figure counts) of every script request: brotli where the server has a brotli twin of the file
 * (scripts/precompress.ts), as Chromium accepts it. Beside it, the same scripts as gzip (the budget's unit). It names the chunks the page loaded by `import()` after its
 * HTML (neither a script tag nor named in the HTML's payload), since those are what a change to a component moves.
 *
 * Starts the built app + devnet itself (scripts/start.ts --no-build) on BENCH_PORT (default 4520) and
 * BENCH_DEVNET_PORT (4521) unless BENCH_URL points at a running app. Run `next build` first. `BENCH_ONLY=txs,assets`
 * measures only the routes containing one of those words; `BENCH_JS_LIST=1` lists every script of each route.
 */
import { get as httpGet } from 'node:http'
import { chromium } from '@playwright/test'
import { routesToBench, spawnBenchApp } from './routes'
import { exitIfHelp } from '../../scripts/cli-help'

exitIfHelp(import.meta.url)

const port = process.env.BENCH_PORT ?? '4520'
const devnetPort = process.env.BENCH_DEVNET_PORT ?? '4521'
const base = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`
const SETTLE_MS = Number(process.env.BENCH_JS_SETTLE_MS ?? 3000)
const BUDGET_KB = 170
/** BENCH_JS_LIST=1: every script of each route with its size, under the route's row. */
const LIST = process.env.BENCH_JS_LIST === '1'

interface Script {
  name: string
  url: string
  bytes: number
}

/**
 * What the same script costs as gzip (the budget's unit, and what a browser that does not take brotli gets): the
 * compressed body and the response's header lines, asked for with `accept-encoding: gzip` only.
 */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpGet(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let body = 0
      res.on('data', (c: Buffer) => (body += c.length))
      res.on('end', () => {
        let head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          head += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length
        resolve(body + head)
      })
    })
    req.on('error', reject)
  })
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
        url: req.url(),
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
    console.log(
      `| route | JS KB as sent (with headers) | JS KB gzip | scripts | gzip ≤ ${BUDGET_KB} KB | loaded later by import() (KB) |`,
    )
    console.log('|---|---|---|---|---|---|')
    try {
      for (const path of list) {
        await fetch(base + path) // warm the server and the proxy cache once, as bench:pages does
        const { all, lazy } = await measure(browser, path)
        const total = all.reduce((s, x) => s + x.bytes, 0)
        const gz = (await Promise.all(all.map((x) => gzipBytes(x.url)))).reduce((a, b) => a + b, 0)
        const later = lazy.map((s) => `${s.name} ${kb(s.bytes)}`).join(', ') || 'none'
        const shown = path.length > 60 ? path.slice(0, 57) + '…' : path
        console.log(
          `| \`${shown}\` | ${kb(total)} | ${kb(gz)} | ${all.length} | ${gz / 1024 <= BUDGET_KB ? 'yes' : 'no'} | ${later} |`,
        )
        if (LIST)
          for (const s of [...all].sort((a, b) => b.bytes - a.bytes)) console.log(`    ${kb(s.bytes)}  ${s.name}`)
      }
    } finally {
      await browser.close()
    }
  } finally {
    if (app?.pid) process.kill(-app.pid, 'SIGTERM')
  }
}

await main()
