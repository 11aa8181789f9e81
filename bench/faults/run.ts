/**
 * `npm run bench:faults`: what people see while devnet misbehaves. Starts the built app + devnet (scripts/start.ts
 * --no-build, devnet supervised) on BENCH_PORT (4530) / BENCH_DEVNET_PORT (4531), follows the live feeds of vm, hub
 * and ledger over SSE, polls a head query through the proxy every 250 ms and loads /hub every 2 s, then:
 *   1. stops devnet (SIGSTOP) for BENCH_HANG_S (30) seconds, then resumes it (SIGCONT);
 *   2. kills devnet (SIGKILL) and lets the supervisor bring it back.
 * Prints the time to the first 504/stale/503 answer, page latency during the hang, the time to recovery of the proxy
 * and of each live feed, and whether the app and its SSE streams stayed up. Loopback only; stops by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { waitForUrl } from '../../scripts/wait-for-url'
import { exitIfHelp } from '../../scripts/cli-help'

exitIfHelp(import.meta.url)

const root = join(import.meta.dirname, '..', '..')
const port = process.env.BENCH_PORT ?? '4530'
const devnetPort = process.env.BENCH_DEVNET_PORT ?? '4531'
const base = `http://127.0.0.1:${port}`
const HANG_S = Number(process.env.BENCH_HANG_S ?? 30)
const FEEDS = ['vm', 'hub', 'ledger'] as const
const HEAD = '/api/gw/hub/sdk/base/consensus/v1beta1/blocks/latest'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const s1 = (ms: number | undefined) =>
  ms === undefined || !Number.isFinite(ms) ? 'never' : `${(ms / 1000).toFixed(1)} s`

/** Descendant of `rootPid` whose command line contains `needle`, preferring the deepest (the real node process). */
function descendant(rootPid: number, needle: string): number | undefined {
  const parent = new Map<number, number>()
  const cmd = new Map<number, string>()
  for (const d of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    try {
      parent.set(Number(d), Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${d}/status`, 'utf8'))?.[1]))
      cmd.set(Number(d), readFileSync(`/proc/${d}/cmdline`, 'utf8').replace(/\0/g, ' '))
    } catch {
      // gone
    }
  }
  const depth = (pid: number) => {
    let n = 0
    for (let p = pid; p > 1; p = parent.get(p) ?? 0, n++) if (p === rootPid) return n
    return -1
  }
  let best: number | undefined
  for (const [pid, c] of cmd)
    if (c.includes(needle) && depth(pid) >= 0 && (best === undefined || depth(pid) > depth(best))) best = pid
  return best
}

interface FeedLog {
  blocks: number[]
  statuses: { t: number; state: string; detail?: string }[]
  ended?: number
}

/** Follow one SSE stream, timestamping block and status frames. */
function follow(network: string, log: FeedLog, signal: AbortSignal) {
  void (async () => {
    try {
      const res = await fetch(`${base}/api/live/${network}`, { signal, headers: { accept: 'text/event-stream' } })
      const reader = res.body!.getReader()
      const dec = new TextDecoder()
      let buf = ''
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buf += dec.decode(value, { stream: true })
        let i
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const frame = buf.slice(0, i)
          buf = buf.slice(i + 2)
          const event = /^event: ?(.*)$/m.exec(frame)?.[1]
          const data = /^data: ?(.*)$/m.exec(frame)?.[1]
          if (event === 'block') log.blocks.push(Date.now())
          if (event === 'status' && data) {
            const s = JSON.parse(data) as { state: string; detail?: string }
            log.statuses.push({ t: Date.now(), state: s.state, ...(s.detail && { detail: s.detail }) })
          }
        }
      }
    } catch {
      // aborted at the end, or the stream broke
    }
    if (!signal.aborted) log.ended = Date.now()
  })()
}

interface Probe {
  t: number
  status: number
  cache: string
  ms: number
}

async function main() {
  const app: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build'], {
    cwd: root,
    env: { ...process.env, PORT: port, DEVNET_PORT: devnetPort, HOSTNAME: '127.0.0.1', RATE_LIMIT_PER_MIN: '1000000' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  })
  const supervisorLog: string[] = []
  app.stderr!.on('data', (b: Buffer) => {
    for (const l of b.toString().split('\n'))
      if (l.startsWith('[start]')) supervisorLog.push(`${new Date().toISOString().slice(11, 19)} ${l}`)
  })
  const stop = new AbortController()
  try {
    await waitForUrl(`${base}/`, 180_000)
    const devnet = descendant(app.pid!, 'devnet/main.ts')
    if (!devnet) throw new Error('devnet process not found')
    const feeds = Object.fromEntries(FEEDS.map((n) => [n, { blocks: [], statuses: [] } as FeedLog]))
    for (const n of FEEDS) follow(n, feeds[n]!, stop.signal)
    const probes: Probe[] = []
    const pages: { t: number; ms: number; status: number }[] = []
    let appDown = 0
    const probeLoop = (async () => {
      while (!stop.signal.aborted) {
        const t = Date.now()
        try {
          const r = await fetch(base + HEAD, { signal: AbortSignal.timeout(30_000) })
          await r.arrayBuffer()
          probes.push({ t, status: r.status, cache: r.headers.get('x-cache') ?? '', ms: Date.now() - t })
        } catch {
          appDown++
          probes.push({ t, status: 0, cache: '', ms: Date.now() - t })
        }
        await sleep(250)
      }
    })()
    const pageLoop = (async () => {
      while (!stop.signal.aborted) {
        const t = Date.now()
        try {
          const r = await fetch(`${base}/hub`, { signal: AbortSignal.timeout(30_000) })
          await r.arrayBuffer()
          pages.push({ t, ms: Date.now() - t, status: r.status })
        } catch {
          appDown++
          pages.push({ t, ms: Date.now() - t, status: 0 })
        }
        await sleep(2000)
      }
    })()
    // Every feed live with a block before the faults.
    const ready = Date.now() + 60_000
    while (FEEDS.some((n) => feeds[n]!.blocks.length === 0) && Date.now() < ready) await sleep(250)
    await sleep(3000)

    const feedSince = (n: string, from: number, until = Infinity) => ({
      told: feeds[n]!.statuses.find((s) => s.t >= from && s.t < until && s.state !== 'live')?.t,
      block: feeds[n]!.blocks.find((t) => t >= from && t < until),
    })
    const firstBad = (from: number) =>
      probes.find((p) => p.t >= from && (p.status >= 500 || p.status === 0 || p.cache === 'stale'))
    const firstFresh = (from: number) => probes.find((p) => p.t >= from && p.status === 200 && p.cache !== 'stale')

    // 1. Hang.
    const hungAt = Date.now()
    process.kill(devnet, 'SIGSTOP')
    await sleep(HANG_S * 1000)
    const resumedAt = Date.now()
    process.kill(devnet, 'SIGCONT')
    await sleep(15_000)
    const hangPages = pages.filter((p) => p.t >= hungAt && p.t < resumedAt)
    const bad = firstBad(hungAt)
    console.log(
      `bench:faults  ${base}; load average ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')} (2 cores, shared)`,
    )
    console.log(`1. devnet stopped (SIGSTOP) for ${HANG_S} s, then resumed`)
    console.log(
      `   proxy: first 504/stale/503 answer ${s1(bad && bad.t + bad.ms - hungAt)} after the stop (${bad ? `${bad.status} ${bad.cache}` : '-'}); slowest head answer during the hang ${Math.max(...probes.filter((p) => p.t >= hungAt && p.t < resumedAt).map((p) => p.ms))} ms`,
    )
    console.log(`   /hub during the hang: ${hangPages.map((p) => `${p.status} ${p.ms} ms`).join(', ')}`)
    const fresh1 = firstFresh(resumedAt)
    console.log(`   proxy recovered (fresh 200) ${s1(fresh1 && fresh1.t + fresh1.ms - resumedAt)} after the resume`)
    for (const n of FEEDS) {
      const f = feedSince(n, hungAt, resumedAt)
      const back = feeds[n]!.blocks.find((t) => t >= resumedAt)
      console.log(
        `   feed ${n.padEnd(6)} viewers told ${s1(f.told && f.told - hungAt)} after the stop; first block ${s1(back && back - resumedAt)} after the resume`,
      )
    }

    // 2. Kill.
    const killedAt = Date.now()
    process.kill(devnet, 'SIGKILL')
    const backBy = Date.now() + 120_000
    let newDevnet: number | undefined
    while (Date.now() < backBy) {
      newDevnet = descendant(app.pid!, 'devnet/main.ts')
      if (newDevnet && newDevnet !== devnet) {
        try {
          if ((await fetch(`http://127.0.0.1:${devnetPort}/__devnet/stats`)).ok) break
        } catch {
          // not yet
        }
      }
      await sleep(250)
    }
    const devnetBackAt = Date.now()
    await sleep(20_000)
    const bad2 = firstBad(killedAt)
    const fresh2 = firstFresh(devnetBackAt)
    const killPages = pages.filter((p) => p.t >= killedAt && p.t < devnetBackAt)
    console.log(
      `2. devnet killed (SIGKILL); the supervisor had it answering again ${s1(devnetBackAt - killedAt)} later`,
    )
    console.log(
      `   proxy: first 502/503/stale answer ${s1(bad2 && bad2.t + bad2.ms - killedAt)} after the kill (${bad2 ? `${bad2.status} ${bad2.cache}` : '-'}); recovered (fresh 200) ${s1(fresh2 && fresh2.t + fresh2.ms - devnetBackAt)} after devnet was back`,
    )
    console.log(`   /hub while devnet was down: ${killPages.map((p) => `${p.status} ${p.ms} ms`).join(', ')}`)
    for (const n of FEEDS) {
      const f = feedSince(n, killedAt, devnetBackAt)
      const back = feeds[n]!.blocks.find((t) => t >= devnetBackAt)
      console.log(
        `   feed ${n.padEnd(6)} viewers told ${s1(f.told && f.told - killedAt)} after the kill; first block ${s1(back && back - devnetBackAt)} after devnet was back`,
      )
    }
    for (const n of FEEDS)
      console.log(
        `   feed ${n} statuses since the kill: ${feeds[n]!.statuses.filter((x) => x.t >= killedAt)
          .map((x) => `+${s1(x.t - killedAt)} ${x.state}${x.detail ? ` (${x.detail.slice(0, 90)})` : ''}`)
          .join('; ')}`,
      )
    const broken = FEEDS.filter((n) => feeds[n]!.ended !== undefined)
    console.log(
      `app stayed up: ${app.exitCode === null && appDown === 0 ? 'yes' : `NO (exit ${app.exitCode}, ${appDown} failed requests)`}; SSE streams open throughout: ${broken.length ? `NO (${broken.join(', ')} ended)` : 'yes'}`,
    )
    for (const l of supervisorLog) console.log(`   ${l}`)
    stop.abort()
    await Promise.allSettled([probeLoop, pageLoop])
  } finally {
    stop.abort()
    try {
      process.kill(-app.pid!, 'SIGCONT')
      process.kill(-app.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
  }
}

await main()
process.exit(0)
