/**
 * `npx tsx bench/pages/render-cost.ts`: what one server render of each page kind costs, measured on the production
 * server with the page cache off (every request renders): CPU ms per render (the server process's own user+system
 * time over BENCH_RENDERS (20) sequential renders, from /proc, so other processes on the machine do not count),
 * wall ms, and what the browser receives: HTML bytes, of which the inline RSC payload (the `self.__next_f.push`
 * strings), and gzip bytes. Pages: `/`, every overview, and a block, a transaction and an account page of each ledger
 * kind, found through the overviews. Starts devnet and the built server on BENCH_PORT (4540) / BENCH_DEVNET_PORT
 * (4541); BENCH_CPU_PROF=dir adds a V8 CPU profile of the server (written when it stops). Run `next build` first.
 */
import '../../lib/networks/disk'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { networkIds } from '../../lib/networks'
import { startDevnet, startServe } from '../load/app'

const port = process.env.BENCH_PORT ?? '4540'
const devnetPort = process.env.BENCH_DEVNET_PORT ?? '4541'
const base = `http://127.0.0.1:${port}`
const RENDERS = Number(process.env.BENCH_RENDERS ?? 20)
const KINDS = ['hub', 'vm', 'sharded', 'ledger']
const NETWORKS = networkIds()

/** utime + stime of a process, ms (clock ticks are 100 Hz on Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** The inline RSC payload: the JSON strings pushed to `self.__next_f`, as bytes of HTML. */
function rscBytes(html: string): number {
  let n = 0
  for (const m of html.matchAll(/self\.__next_f\.push\(\[1,"((?:[^"\\]|\\.)*)"\]\)/g)) n += Buffer.byteLength(m[1]!)
  return n
}

const first = (html: string, network: string, kind: string) =>
  [...html.matchAll(new RegExp(`href="(/${network}/${kind}/[^"?#]+)"`, 'g'))]
    .map((m) => m[1]!)
    .find((p) => !p.endsWith('/search'))

async function main() {
  const devnet = await startDevnet(devnetPort)
  const env: Record<string, string> = { PAGE_CACHE_ENABLED: 'false' }
  const prof = process.env.BENCH_CPU_PROF
  if (prof) env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${prof}`
  const app = await startServe(port, devnetPort, env)
  try {
    const pages = ['/', ...NETWORKS.map((n) => `/${n}`)]
    for (const n of KINDS) {
      // The first render of a cold process may miss the deadline (a degraded overview has no links): the third.
      let html = ''
      for (let i = 0; i < 3; i++) html = await (await fetch(`${base}/${n}`)).text()
      for (const kind of ['blocks', 'txs', 'accounts']) {
        const p = first(html, n, kind)
        if (p) pages.push(p)
      }
    }
    const pid = app.child.pid!
    console.log(`render cost, ${RENDERS} sequential renders each, page cache off, ${new Date().toISOString()}`)
    console.log('| page | CPU ms/render | wall ms | HTML KB | of which RSC KB | gzip KB | load avg |')
    console.log('| --- | --- | --- | --- | --- | --- | --- |')
    for (const p of pages) {
      for (let i = 0; i < 3; i++) await (await fetch(base + p)).arrayBuffer() // warm: code loaded, proxy cache filled
      let html = ''
      const c0 = cpuMs(pid)
      const t0 = performance.now()
      for (let i = 0; i < RENDERS; i++) html = await (await fetch(base + p)).text()
      const wall = (performance.now() - t0) / RENDERS
      const cpu = (cpuMs(pid) - c0) / RENDERS
      const kb = (n: number) => (n / 1024).toFixed(1)
      const label = p.length > 40 ? `${p.slice(0, 37)}…` : p
      console.log(
        `| \`${label}\` | ${cpu.toFixed(1)} | ${wall.toFixed(0)} | ${kb(Buffer.byteLength(html))} | ${kb(rscBytes(html))} | ${kb(gzipSync(html).length)} | ${(await import('node:os')).loadavg()[0]!.toFixed(1)} |`,
      )
    }
  } finally {
    if (app.child.pid) process.kill(app.child.pid, 'SIGINT') // lets --cpu-prof write its profile
    await new Promise((r) => setTimeout(r, 3000))
    app.stop()
    devnet.stop()
  }
}

await main()
