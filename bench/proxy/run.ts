/**
 * `npm run bench:proxy` — the gateway proxy measured in one run against a loopback upstream:
 *   latency p50/p99, one request at a time: direct upstream vs proxy miss vs proxy hit;
 *   cached-hit requests/s through the proxy vs a bare node:http server returning the same bytes;
 *   upstream calls made for 100 concurrent identical requests.
 * Each server runs in its own process; this process only generates load (undici Pool, keep-alive).
 * `--next` also measures the real Next route (`next start` on the existing build, port 4173).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Pool } from 'undici'

const root = join(import.meta.dirname, '..', '..')
const PORTS = { upstream: 4170, proxy: 4171, bare: 4172, next: 4173 }
const BLOCK = '/sdk/base/consensus/v1beta1/blocks'
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 2000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const children: ChildProcess[] = []

function startRole(role: string, port: number, extra: string[] = []): Promise<void> {
  const child = fork(join(import.meta.dirname, 'servers.ts'), [role, String(port), ...extra], {
    execArgv: ['--conditions=react-server', '--import', 'tsx'],
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  children.push(child)
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve())
    child.once('exit', (code) => reject(new Error(`${role} exited with ${code}`)))
  })
}

async function startNext(): Promise<boolean> {
  if (!existsSync(join(root, '.next', 'BUILD_ID'))) return false
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    STAKING_URL: `http://127.0.0.1:${PORTS.upstream}/staking`,
    STAKING_API_KEY: 'bench-key',
    RATE_LIMIT_PER_MIN: '1000000',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  const child = spawn(
    join(root, 'node_modules', '.bin', 'next'),
    ['start', '-p', String(PORTS.next), '-H', '127.0.0.1'],
    { cwd: root, env, stdio: 'ignore', detached: true },
  )
  children.push(child)
  for (let i = 0; i < 240; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${PORTS.next}/api/gw-health`)
      if (r.ok) return true
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return false
}

function stopAll() {
  for (const c of children) {
    if (c.exitCode !== null || !c.pid) continue
    try {
      if (c.spawnargs.includes('start')) process.kill(-c.pid, 'SIGTERM')
      else c.kill('SIGTERM')
    } catch {
      /* already gone */
    }
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!

async function get(pool: Pool, path: string): Promise<number> {
  const res = await pool.request({ path, method: 'GET' })
  await res.body.arrayBuffer()
  if (res.statusCode !== 200) throw new Error(`${path} → ${res.statusCode}`)
  return res.statusCode
}

/** One request at a time over one keep-alive connection; returns sorted latencies in ms. */
async function latency(origin: string, pathFor: (i: number) => string, n: number): Promise<number[]> {
  const pool = new Pool(origin, { connections: 1 })
  for (let i = 0; i < 200; i++) await get(pool, pathFor(-1 - i)) // warm-up (JIT, connection)
  const out: number[] = []
  for (let i = 0; i < n; i++) {
    const t0 = performance.now()
    await get(pool, pathFor(i))
    out.push(performance.now() - t0)
  }
  await pool.close()
  return out.sort((a, b) => a - b)
}

/** Closed loop, `CONNECTIONS` requests in flight, for `SECONDS`; returns requests per second. */
async function throughput(origin: string, path: string): Promise<number> {
  const pool = new Pool(origin, { connections: CONNECTIONS })
  const run = async (ms: number) => {
    let n = 0
    const until = performance.now() + ms
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          await get(pool, path)
          n++
        }
      }),
    )
    return n
  }
  await run(1000)
  const t0 = performance.now()
  const n = await run(SECONDS * 1000)
  const rps = n / ((performance.now() - t0) / 1000)
  await pool.close()
  return rps
}

async function upstreamCalls(): Promise<number> {
  return Number(await (await fetch(`http://127.0.0.1:${PORTS.upstream}/__calls`)).text())
}

async function coalescing(origin: string, path: string): Promise<number> {
  const pool = new Pool(origin, { connections: 100 })
  const before = await upstreamCalls()
  await Promise.all(Array.from({ length: 100 }, () => get(pool, path)))
  await pool.close()
  return (await upstreamCalls()) - before
}

const f = (n: number, d = 2) => n.toFixed(d)
const row = (cells: string[]) => `| ${cells.join(' | ')} |`

async function main() {
  const withNext = process.argv.includes('--next')
  await Promise.all([startRole('upstream', PORTS.upstream), startRole('bare', PORTS.bare)])
  await startRole('proxy', PORTS.proxy, [`http://127.0.0.1:${PORTS.upstream}`])
  const up = `http://127.0.0.1:${PORTS.upstream}`
  const px = `http://127.0.0.1:${PORTS.proxy}`
  const bare = `http://127.0.0.1:${PORTS.bare}`
  const viaProxy = (h: number | string) => `/api/gw/staking${BLOCK}/${h}`

  // Heights: misses use fresh heights (every one a new cache key), hits one warmed height.
  const direct = await latency(up, (i) => `/staking${BLOCK}/${1_000_000 + i}`, SAMPLES)
  const bareLatency = await latency(bare, () => `/staking${BLOCK}/42`, SAMPLES)
  const miss = await latency(px, (i) => viaProxy(2_000_000 + i), SAMPLES)
  const hit = await latency(px, () => viaProxy(42), SAMPLES)
  // Other work on the machine moves req/s around: alternate the two servers and keep each one's median.
  const bareRuns: number[] = []
  const hitRuns: number[] = []
  for (let r = 0; r < ROUNDS; r++) {
    bareRuns.push(await throughput(bare, `/staking${BLOCK}/42`))
    hitRuns.push(await throughput(px, viaProxy(42)))
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
  const bareRps = median(bareRuns)
  const hitRps = median(hitRuns)
  const coalesced = await coalescing(px, viaProxy(3_000_000))

  let next: { hit: number[]; floor: number[]; rps: number; coalesced: number } | undefined
  if (withNext && (await startNext())) {
    const nx = `http://127.0.0.1:${PORTS.next}`
    const nhit = await latency(nx, () => viaProxy(42), Math.min(SAMPLES, 1000))
    // Next's own floor: the cheapest dynamic route of the app (a JSON snapshot, no gateway).
    const floor = await latency(nx, () => '/api/gw-health', Math.min(SAMPLES, 1000))
    next = {
      hit: nhit,
      floor,
      rps: await throughput(nx, viaProxy(42)),
      coalesced: await coalescing(nx, viaProxy(4_000_000)),
    }
  }

  const p = (s: number[]) => [pct(s, 50), pct(s, 99)] as const
  const [d50, d99] = p(direct)
  const [b50, b99] = p(bareLatency)
  const [m50, m99] = p(miss)
  const [h50, h99] = p(hit)
  const checks = [
    ['hit p50 ≤ direct p50', `${f(h50, 3)} ms vs ${f(d50, 3)} ms`, h50 <= d50],
    ['miss overhead ≤ 2 ms (p50)', `${f(m50 - d50, 3)} ms`, m50 - d50 <= 2],
    ['hit throughput ≥ 50% of bare node:http', `${f((100 * hitRps) / bareRps, 1)} %`, hitRps >= bareRps / 2],
    ['100 concurrent identical GETs → 1 upstream call', String(coalesced), coalesced === 1],
  ] as const

  const lines = [
    `Gateway proxy benchmark — ${new Date().toISOString()} — node ${process.version}, ${(await import('node:os')).cpus().length} CPUs`,
    `${SAMPLES} sequential requests per latency row (one keep-alive connection); ${CONNECTIONS} connections × ${SECONDS} s per throughput row; ~2 KB JSON block`,
    '',
    row(['path', 'p50 ms', 'p99 ms', 'p50 vs its direct row']),
    row(['---', '---', '---', '---']),
    row(['direct upstream', f(d50, 3), f(d99, 3), '1.00×']),
    row(['proxy, miss', f(m50, 3), f(m99, 3), `${f(m50 / d50)}× (+${f(m50 - d50, 3)} ms)`]),
    row(['proxy, hit', f(h50, 3), f(h99, 3), `${f(h50 / d50)}×`]),
    row(['bare node:http, same bytes (yardstick)', f(b50, 3), f(b99, 3), `${f(b50 / d50)}×`]),
    ...(next
      ? [
          row([
            'Next route (next start), hit',
            f(pct(next.hit, 50), 3),
            f(pct(next.hit, 99), 3),
            `${f(pct(next.hit, 50) / d50)}×`,
          ]),
          row([
            "Next's floor: /api/gw-health (no gateway)",
            f(pct(next.floor, 50), 3),
            f(pct(next.floor, 99), 3),
            `${f(pct(next.floor, 50) / d50)}×`,
          ]),
        ]
      : []),
    '',
    row([`throughput (cached hit), median of ${ROUNDS} alternating runs`, 'req/s', 'vs bare']),
    row(['---', '---', '---']),
    row(['bare node:http, same bytes', `${f(bareRps, 0)} (runs: ${bareRuns.map((x) => f(x, 0)).join(', ')})`, '1.00×']),
    row([
      'proxy handler on node:http',
      `${f(hitRps, 0)} (runs: ${hitRuns.map((x) => f(x, 0)).join(', ')})`,
      `${f(hitRps / bareRps)}×`,
    ]),
    ...(next ? [row(['Next route (next start)', f(next.rps, 0), `${f(next.rps / bareRps)}×`])] : []),
    '',
    `upstream calls for 100 concurrent identical GETs: proxy ${coalesced}${next ? `, Next route ${next.coalesced}` : ''}`,
    '',
    row(['target', 'measured', 'result']),
    row(['---', '---', '---']),
    ...checks.map(([t, m, ok]) => row([t, m, ok ? 'PASS' : 'FAIL'])),
  ]
  console.log(lines.join('\n'))
  if (withNext && !next)
    console.log('\n(--next: no build found or next start did not come up; Next route not measured)')
  process.exitCode = checks.every((c) => c[2]) ? 0 : 1
}

try {
  await main()
} finally {
  stopAll()
}
