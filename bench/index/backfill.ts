/**
 * The built app indexing devnet from nothing: every indexable network backfilled at once (newest first) while the
 * head is followed, timed per network from the app's start to "nothing left to read back"; meanwhile a canary opens
 * a fresh connection every second for a cached /api/gw answer and for the home page. Run `next build` first.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { unindexable } from '../../lib/history/sources'
import { getNetwork, networkIds } from '../../lib/networks'
import { waitForUrl } from '../../scripts/wait-for-url'

const root = join(import.meta.dirname, '..', '..')
const port = process.env.BENCH_PORT ?? '4530'
const devnetPort = process.env.BENCH_DEVNET_PORT ?? '4531'
const base = `http://127.0.0.1:${port}`
/** The networks whose gateways can be indexed (exchange and classic offer no block query), from the registry. */
const NETWORKS = networkIds().filter((n) => !unindexable(n))
const KIND = (n: string) => ({ cosmos: 'SDK', vm: 'VM', sharded: 'sharded', node: 'ledger' })[getNetwork(n).kind]
const TARGET = { totalS: 300, canaryP99Ms: 1000 }
const LIMIT_S = Number(process.env.BENCH_LIMIT_S ?? 900)

interface Status {
  top?: string
  low?: string
  blocks: string
  target?: string
  backfilling: boolean
}

/** Answers other than 200, by status (0: no answer), across the canary's probes. */
const failures: Record<string, number> = {}

/** ms to a 200 on a fresh connection; anything else is counted in `failures` and is Infinity. */
function freshGet(path: string): Promise<number> {
  return new Promise((resolve) => {
    const t0 = performance.now()
    const fail = (status: number) => {
      const k = `${path === '/' ? 'page' : 'gw'} ${status}`
      failures[k] = (failures[k] ?? 0) + 1
      resolve(Infinity)
    }
    const req = request(base + path, { agent: false, timeout: 30_000 }, (res) => {
      res.resume()
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - t0) : fail(res.statusCode ?? 0)))
    })
    req.on('timeout', () => req.destroy())
    req.on('error', () => fail(0))
    req.end()
  })
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? s[Math.min(s.length - 1, Math.floor((s.length - 1) * p))]! : NaN
}

export async function backfillBench(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-index-app-'))
  const app: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: port,
      DEVNET_PORT: devnetPort,
      HOSTNAME: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MIN: '1000000',
    },
    stdio: 'ignore',
    detached: true,
  })
  const started = Date.now()
  try {
    await waitForUrl(`${base}/`, 180_000)
    const readyS = (Date.now() - started) / 1000
    console.log(`app and devnet answering after ${readyS.toFixed(0)} s (devnet builds its chains first)`)
    const latest = (await (await fetch(`${base}/api/gw/hub/sdk/base/consensus/v1beta1/blocks/latest`)).json()) as {
      block: { header: { height: string } }
    }
    const cached = `/api/gw/hub/sdk/tx/v1beta1/txs/block/${Number(latest.block.header.height) - 5}`
    await freshGet(cached)
    const canary = { gw: [] as number[], page: [] as number[] }
    let done = false
    const canaryLoop = (async () => {
      while (!done) {
        const t = Date.now()
        const [g, p] = await Promise.all([freshGet(cached), freshGet('/')])
        canary.gw.push(g)
        canary.page.push(p)
        await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (Date.now() - t))))
      }
    })()
    const finished = new Map<string, { s: number; st: Status }>()
    while (finished.size < NETWORKS.length && (Date.now() - started) / 1000 < LIMIT_S) {
      for (const n of NETWORKS) {
        if (finished.has(n)) continue
        const r = await fetch(`${base}/api/history/${n}/status`).catch(() => undefined)
        const st = r?.ok ? ((await r.json()) as Status) : undefined
        if (st && st.top && !st.backfilling) finished.set(n, { s: (Date.now() - started) / 1000, st })
      }
      await new Promise((r) => setTimeout(r, 2000))
    }
    done = true
    await canaryLoop
    console.log('\nnetwork   kind     blocks   seconds   blocks/s   (from the app start, devnet start-up included)')
    for (const n of NETWORKS) {
      const f = finished.get(n)
      if (!f) {
        console.log(`${n.padEnd(9)} ${KIND(n).padEnd(8)} not done in ${LIMIT_S} s`)
        continue
      }
      const blocks = Number(f.st.blocks)
      console.log(
        `${n.padEnd(9)} ${KIND(n).padEnd(8)} ${String(blocks).padStart(6)}   ${f.s.toFixed(0).padStart(7)}   ${(blocks / (f.s - readyS)).toFixed(1).padStart(8)}`,
      )
    }
    const total = Math.max(...[...finished.values()].map((f) => f.s))
    const all = finished.size === NETWORKS.length
    const gw99 = pct(canary.gw, 0.99)
    console.log(
      `\nall ${NETWORKS.length} indexable networks: ${all ? `${total.toFixed(0)} s` : 'not all done'} (target ≤ ${TARGET.totalS} s)` +
        `\ncanary during the backfill (${canary.gw.length} probes, fresh connections): cached /api/gw p50 ${pct(canary.gw, 0.5).toFixed(0)} ms p99 ${gw99.toFixed(0)} ms max ${Math.max(...canary.gw).toFixed(0)} ms (target p99 ≤ ${TARGET.canaryP99Ms} ms); home page p50 ${pct(canary.page, 0.5).toFixed(0)} ms p99 ${pct(canary.page, 0.99).toFixed(0)} ms` +
        `\ncanary answers other than 200: ${JSON.stringify(failures)}` +
        `\nload average ${loadavg()
          .map((x) => x.toFixed(1))
          .join(' ')} (the machine may be shared)`,
    )
    return all && total <= TARGET.totalS && gw99 <= TARGET.canaryP99Ms
  } finally {
    if (app.pid) process.kill(-app.pid, 'SIGTERM')
    await new Promise((r) => setTimeout(r, 2000))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
