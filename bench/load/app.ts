/**
 * bench:load's processes: devnet once, the indexer (once for the run, or per configuration with BENCH_INDEX=fresh)
 * and the production server (scripts/serve.ts, what `npm start` runs after building) once per configuration, each in
 * its own process group; the server's resident memory read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { IndexStatus } from '../../lib/history/types'
import { waitForUrl } from '../../scripts/wait-for-url'

const root = join(import.meta.dirname, '..', '..')

export interface Proc {
  child: ChildProcess
  /** What it printed, line by line, with the time each line arrived. */
  lines: { at: number; line: string }[]
  stop(): void
}

function start(script: string, env: Record<string, string>, nodeArgs: string[] = []): Proc {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'ignore'],
    detached: true,
  })
  const lines: Proc['lines'] = []
  let rest = ''
  child.stdout!.on('data', (b: Buffer) => {
    const parts = (rest + b.toString()).split('\n')
    rest = parts.pop()!
    for (const line of parts) lines.push({ at: Date.now(), line })
  })
  return {
    child,
    lines,
    stop: () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    },
  }
}

export async function startDevnet(port: string): Promise<Proc> {
  const p = start('devnet/main.ts', { DEVNET_PORT: port, DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-load-')) })
  await waitForUrl(`http://127.0.0.1:${port}/__devnet/stats`, 120_000)
  return p
}

/** A folder for the app's own data (the index), shared by a server and its indexer. */
export const appDataDir = () => mkdtempSync(join(tmpdir(), 'bench-load-app-'))

/**
 * The indexer (scripts/index.ts, as `npm start` runs it beside the server) against devnet on `devnetPort`, writing
 * the index under `dataDir`; resolves once it follows the chains.
 */
export async function startIndexer(devnetPort: string, dataDir: string): Promise<Proc> {
  const p = start('scripts/index.ts', { DEVNET_PORT: devnetPort, DATA_DIR: dataDir })
  const t0 = Date.now()
  while (!p.lines.some((l) => l.line.startsWith('[index] indexer running'))) {
    if (p.child.exitCode !== null || Date.now() - t0 > 120_000) throw new Error('the indexer did not start')
    await new Promise((r) => setTimeout(r, 100))
  }
  return p
}

/**
 * Waits until the index behind the server at `base` has read back every network it indexes (each has a top and
 * nothing left below it), printing where it stands every 30 s; resolves with the milliseconds waited.
 */
export async function waitForIndex(base: string, networks: string[], timeoutMs = 30 * 60_000): Promise<number> {
  const t0 = Date.now()
  let said = t0
  for (;;) {
    const all = await Promise.all(
      networks.map(async (n) => {
        const r = await fetch(`${base}/api/history/${n}/status`).catch(() => undefined)
        return [n, r?.ok ? ((await r.json()) as IndexStatus) : undefined] as const
      }),
    )
    const left = all.filter(([, s]) => !s || (s.indexed && (!s.top || s.backfilling)))
    if (!left.length) return Date.now() - t0
    if (Date.now() - t0 > timeoutMs) throw new Error(`the index did not catch up within ${timeoutMs / 60_000} min`)
    if (Date.now() - said >= 30_000) {
      said = Date.now()
      const where = left.map(([n, s]) => (s ? `${n} ${s.blocks} of ${s.target ?? '?'}` : `${n} (no status)`))
      console.log(`[bench:load] the index reads back: ${where.join(', ')}`)
    }
    await new Promise((r) => setTimeout(r, 2000))
  }
}

/** The production server on `port` against devnet on `devnetPort`, the per-client rate limit lifted (one address). */
export async function startServe(
  port: string,
  devnetPort: string,
  env: Record<string, string>,
  dataDir = appDataDir(),
): Promise<Proc> {
  const p = start(
    'scripts/serve.ts',
    {
      PORT: port,
      DEVNET_PORT: devnetPort,
      HOSTNAME: '127.0.0.1',
      RATE_LIMIT_PER_MIN: '1000000',
      // The page cache reports each second what it answered and how many renders that took (summed per scenario).
      PAGE_CACHE_LOG_MS: '1000',
      DATA_DIR: dataDir,
      ...env,
    },
    // e.g. BENCH_SERVE_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": a profile of each of the server's threads.
    process.env.BENCH_SERVE_NODE_ARGS?.split(' ').filter(Boolean),
  )
  await waitForUrl(`http://127.0.0.1:${port}/manifest.webmanifest`, 120_000)
  return p
}

/** Resident memory of one process, MB (NaN once it is gone). */
export function rssMb(pid: number | undefined): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024
  } catch {
    return NaN
  }
}

/** Samples a process's RSS every 250 ms until stopped; returns the peak. */
export function rssPeak(pid: number | undefined): () => number {
  let peak = rssMb(pid)
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250)
  return () => {
    clearInterval(timer)
    return Math.max(peak, rssMb(pid))
  }
}

/** The page cache's per-second log lines that arrived between `from` and `to` (and up to a second after). */
function* cacheLinesBetween(p: Proc | undefined, from: number, to: number): Generator<string> {
  for (const { at, line } of p?.lines ?? [])
    if (line.startsWith('[page-cache]') && at > from && at <= to + 1000) yield line
}

/** Renders the page cache reported between `from` and `to` (its `[page-cache] … N renders` lines); undefined without. */
export function rendersBetween(p: Proc | undefined, from: number, to: number): number | undefined {
  let n: number | undefined
  for (const line of cacheLinesBetween(p, from, to)) {
    const m = / (\d+) renders/.exec(line)
    if (m) n = (n ?? 0) + Number(m[1])
  }
  return n
}

/** The slowest event-loop delay of the server's accepting thread the page cache reported between `from` and `to`. */
export function loopDelayBetween(
  p: Proc | undefined,
  from: number,
  to: number,
): { p99: number; max: number } | undefined {
  let d: { p99: number; max: number } | undefined
  for (const line of cacheLinesBetween(p, from, to)) {
    const m = / loop delay p99 (\d+), max (\d+) ms/.exec(line)
    if (m) d = { p99: Math.max(d?.p99 ?? 0, Number(m[1])), max: Math.max(d?.max ?? 0, Number(m[2])) }
  }
  return d
}

/** CPU time a process has used (user + system), ms; NaN once it is gone. Clock ticks are 100 Hz on Linux. */
export function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return NaN
  }
}
