/**
 * Devnet start-up time and resident memory with every gateway running: starts `devnet/main.ts` as a child
 * process, waits for /__devnet/stats, exercises a few large lists, then prints the child's RSS over time.
 * Usage: npx tsx bench/devnet/startup.ts [port] [seconds]
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

const port = process.argv[2] ?? '4240'
const seconds = Number(process.argv[3] ?? '20')
const base = `http://127.0.0.1:${port}`
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

const started = Date.now()
const child = spawn(process.execPath, ['--import', 'tsx', 'devnet/main.ts'], {
  env: { ...process.env, DEVNET_PORT: port },
  stdio: ['ignore', 'inherit', 'inherit'],
})
try {
  for (;;) {
    try {
      if ((await fetch(`${base}/__devnet/stats`)).ok) break
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  console.log(
    `ready after ${Date.now() - started} ms (process start to first answer); RSS ${rssMb(child.pid!).toFixed(0)} MB`,
  )
  const get = (p: string) => fetch(base + p, { headers: { 'api-key': 'devnet-key' } }).then((r) => r.text())
  let peak = 0
  for (let s = 0; s < seconds; s++) {
    await Promise.all([
      get('/platform/sdk/auth/v1beta1/accounts?pagination.limit=1000&pagination.offset=' + s * 1000),
      get('/platform/sdk/staking/v1beta1/validators?pagination.limit=200'),
      get('/hub/sdk/base/consensus/v1beta1/blocks/latest'),
      get('/hub/sdk/bank/v1beta1/denom_owners/uhub?pagination.limit=1000'),
    ])
    await new Promise((r) => setTimeout(r, 1000))
    peak = Math.max(peak, rssMb(child.pid!))
  }
  console.log(
    `after ${seconds} s of blocks and list queries: RSS ${rssMb(child.pid!).toFixed(0)} MB (peak ${peak.toFixed(0)} MB)`,
  )
} finally {
  child.kill('SIGTERM')
}
