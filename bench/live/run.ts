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
import { buildPath, getOperation } from '../../lib/catalog'
import type { GatewayId } from '../../lib/catalog/types'
import { cosmosChain, ledgerChain, shardedChain, type Call } from '../../lib/live/feeds/chains'
import type { Chain } from '../../lib/live/feeds/poller'
import { vmBlock } from '../../lib/live/summary'
import '../../lib/networks/disk'
import { getNetwork, primaryGateway, type NetworkId } from '../../lib/networks'
import { waitForUrl } from '../../scripts/wait-for-url'
import { exitIfHelp } from '../../scripts/cli-help'

exitIfHelp(import.meta.url)

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

/** Catalog operations straight to devnet (the bench's own view of the gateway, bypassing the app). */
const direct: Call = async (gateway, opId, path, query, signal) => {
  const q = new URLSearchParams(query).toString()
  const res = await fetch(
    `http://127.0.0.1:${devnetPort}/${gateway}${buildPath(getOperation(opId), path)}${q ? `?${q}` : ''}`,
    {
      headers: { 'api-key': process.env.DEVNET_API_KEY ?? 'devnet-key' },
      signal,
    },
  )
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // plain-text error
  }
  return { status: res.status, body }
}

function vmChain(network: NetworkId, g: GatewayId): Chain {
  return {
    async head(signal) {
      const a = await direct(g, 'vm.blocks.get', { revision: 'best' }, {}, signal)
      return BigInt(vmBlock(network, a.body)?.height ?? '0')
    },
    async block(h, signal) {
      const a = await direct(g, 'vm.blocks.get', { revision: h.toString() }, {}, signal)
      return a.status === 200 ? (vmBlock(network, a.body) ?? null) : null
    },
  }
}

function chainFor(network: NetworkId): Chain {
  const g = primaryGateway(network)
  switch (getNetwork(network).kind) {
    case 'vm':
      return vmChain(network, g)
    case 'sharded':
      return shardedChain(network, g, direct)
    case 'node':
      return ledgerChain(network, g, direct)
    case 'cosmos':
      return cosmosChain(network, g, direct)!
  }
}

/**
 * When each height first became readable at the gateway, probing the next height every 100 ms: separates
 * devnet's own production delay from the relay's and the browser's share.
 */
function watchGateway(network: NetworkId, signal: AbortSignal): Map<string, number> {
  const firstSeen = new Map<string, number>()
  const chain = chainFor(network)
  void (async () => {
    try {
      let next = (await chain.head(signal)) + 1n
      while (!signal.aborted) {
        const b = await chain.block(next, signal)
        if (b) {
          firstSeen.set(b.height, Date.now())
          next++
        } else await new Promise((r) => setTimeout(r, 100))
      }
    } catch (err) {
      if (!signal.aborted) console.error(`[bench] gateway watcher of ${network} stopped: ${(err as Error).message}`)
    }
  })()
  return firstSeen
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
        const rows = n.matches('[data-testid="live-row"]')
          ? [n]
          : [...n.querySelectorAll<HTMLElement>('[data-testid="live-row"]')]
        for (const r of rows)
          w.__rows.push({ height: r.dataset.height ?? '', time: Number(r.dataset.time), seenAt: now })
      }
  }).observe(document, { childList: true, subtree: true })
}

interface Sample {
  /** Row visible − block timestamp. */
  fromBlock: number
  /** Row visible − first readable at the gateway (undefined when the watcher missed it). */
  fromGateway?: number
}

async function measure(page: Page, network: NetworkId): Promise<Sample[]> {
  const stop = new AbortController()
  const firstSeen = watchGateway(network, stop.signal)
  await page.goto(`${base}/${network}/live`)
  await page.waitForTimeout(seconds * 1000)
  stop.abort()
  const { rows, loadedAt } = await page.evaluate(() => {
    const w = window as unknown as { __rows: { height: string; time: number; seenAt: number }[]; __loadedAt: number }
    return { rows: w.__rows, loadedAt: w.__loadedAt }
  })
  // Backlog rows (blocks older than the page) say nothing about latency.
  const first = new Map<string, Sample>()
  for (const r of rows) {
    if (!Number.isFinite(r.time) || r.time < loadedAt || first.has(r.height)) continue
    const atGateway = firstSeen.get(r.height)
    first.set(r.height, {
      fromBlock: r.seenAt - r.time,
      ...(atGateway !== undefined && { fromGateway: r.seenAt - atGateway }),
    })
  }
  return [...first.values()]
}

async function main() {
  if (!existsSync(join(root, '.next', 'BUILD_ID')))
    throw new Error('no build: run `next build` first (the bench serves the existing build)')
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
    await waitForUrl(`${base}/`, 120_000)
    return chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-gpu'],
    })
  })()
  try {
    const context = await browser.newContext()
    await context.addInitScript(OBSERVER)
    console.log(`measuring ${RUNS.map((r) => r.network).join(', ')} for ${seconds} s each, in parallel tabs…`)
    const results = await Promise.all(
      RUNS.map(async (run) => ({ run, samples: await measure(await context.newPage(), run.network) })),
    )
    const lines = [
      '| network kind | network | blocks | block→screen p50 ms | p95 ms | max ms | target p95 | met | gateway→screen p50 ms | p95 ms |',
      '|---|---|---|---|---|---|---|---|---|---|',
    ]
    const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(0) : '—')
    for (const { run, samples } of results) {
      const fromBlock = samples.map((x) => x.fromBlock).sort((a, b) => a - b)
      const fromGateway = samples
        .flatMap((x) => (x.fromGateway === undefined ? [] : [x.fromGateway]))
        .sort((a, b) => a - b)
      const target = run.pushed ? 1000 : getNetwork(run.network).blockIntervalMs + 1000
      const p95 = percentile(fromBlock, 95)
      const met = fromBlock.length ? (p95 <= target ? 'yes' : 'NO') : 'no samples'
      lines.push(
        `| ${run.kind} | ${run.network} | ${fromBlock.length} | ${ms(percentile(fromBlock, 50))} | ${ms(p95)} | ${ms(fromBlock.at(-1) ?? NaN)} | ≤ ${target} | ${met} | ${ms(percentile(fromGateway, 50))} | ${ms(percentile(fromGateway, 95))} |`,
      )
    }
    const table = lines.join('\n')
    console.log(table)
    const md = `# Live feed: block-to-screen latency\n\nMeasured by \`npm run bench:live\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (${seconds} s per network, all networks at once, devnet default block intervals, this 2-core machine).\nLatency = time a row entered the DOM of \`/<network>/live\` in Chromium − the block's devnet timestamp (devnet stamps each block with the time it is due and makes it readable on its own timer, so part of this is devnet's production delay).\nTargets: p95 ≤ 1 s for the pushed VM ledger, ≤ block interval + 1 s for polled networks.\nGateway→screen: the row's time − when the bench, probing devnet directly every 100 ms, first could read that block (the relay's and the browser's share, without devnet's production delay; up to 100 ms low).\n\n${table}\n`
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
