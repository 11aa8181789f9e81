/**
 * `npm start`: build when the sources are newer than the last build, start devnet when any gateway is left on
 * its default, then serve the app on PORT (default 3000). `--no-build` serves the existing build (e2e).
 * Devnet runs supervised: when it dies it is restarted with backoff and the app stays up (the app answers 502/504
 * or stale data meanwhile). So does the indexer (scripts/index.ts), which follows the chains into the explorer's
 * own index while the server only reads it. Only the app's own exit stops everything.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import '../lib/networks/disk'
import { gatewayIds } from '../lib/networks'
import { supervise, type Supervisor } from './supervisor'
import { needsBuild } from './needs-build'
import { precompressIfMissing } from './precompress'
import { waitForUrl } from './wait-for-url'
import { exitIfHelp } from './cli-help'

exitIfHelp(import.meta.url)

process.env.NEXT_TELEMETRY_DISABLED ??= '1'
const root = join(import.meta.dirname, '..')
const port = process.env.PORT ?? '3000'
const devnetPort = process.env.DEVNET_PORT ?? '7700'
const host = process.env.HOSTNAME ?? '127.0.0.1'
const children: ChildProcess[] = []
const DEVNET_READY_MS = 180_000
let devnet: Supervisor | undefined
let indexer: Supervisor | undefined

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const child = spawn(cmd, args, { cwd: root, env, stdio: 'inherit' })
  children.push(child)
  child.on('exit', (code, signal) => {
    console.error(`[start] ${cmd} ${args.join(' ')} exited (${signal ?? code}); stopping`)
    shutdown(code ?? 1)
  })
  return child
}

function shutdown(code: number): never {
  void devnet?.stop()
  devnet?.child?.kill('SIGTERM')
  void indexer?.stop()
  indexer?.child?.kill('SIGTERM')
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

const onDevnet = gatewayIds().filter((id) => !process.env[`${id.toUpperCase()}_URL`])
const bin = (name: string) => join(root, 'node_modules', '.bin', name)

if (!process.argv.includes('--no-build') && needsBuild(root)) {
  console.log('[start] sources changed since the last build: running next build')
  const r = spawnSync(bin('next'), ['build'], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
// Brotli twins of the build's scripts (scripts/precompress.ts), made once per build; without them, Next's gzip.
await precompressIfMissing(root)

if (onDevnet.length && existsSync(join(root, 'devnet', 'main.ts'))) {
  console.log(`[start] devnet on 127.0.0.1:${devnetPort} for: ${onDevnet.join(', ')}`)
  const stats = `http://127.0.0.1:${devnetPort}/__devnet/stats`
  devnet = supervise({
    name: 'devnet',
    // One process (no tsx wrapper in between), so a signal to it is a signal to devnet itself.
    start: () =>
      spawn(process.execPath, ['--import', 'tsx', 'devnet/main.ts'], {
        cwd: root,
        env: { ...process.env, DEVNET_PORT: devnetPort },
        stdio: 'inherit',
      }),
    onStart: (child, restarts) => {
      if (!restarts) return
      const t0 = Date.now()
      waitForUrl(stats, DEVNET_READY_MS).then(
        () =>
          console.error(`[start] devnet is back (pid ${child.pid}) after ${((Date.now() - t0) / 1000).toFixed(1)} s`),
        () => console.error(`[start] devnet did not answer within ${DEVNET_READY_MS / 1000} s of its restart`),
      )
    },
  })
  // Devnet replays each chain's history before it listens: about a minute on a busy two-core machine.
  await waitForUrl(stats, DEVNET_READY_MS)
}

// The index is followed by its own process (scripts/index.ts), the server only reads it: unless indexing is off, or
// the operator chose where it runs (INDEX_ROLE=all keeps it in the server's process).
const ownIndexer = !/^(false|0)$/.test(process.env.INDEX_ENABLED ?? '') && !process.env.INDEX_ROLE
if (ownIndexer) await startIndexer()

console.log(`[start] explorer on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`)
run(bin('tsx'), ['scripts/serve.ts'], {
  ...process.env,
  PORT: port,
  HOSTNAME: host,
  ...(ownIndexer && { INDEX_ROLE: 'reader' }),
})

/**
 * Starts the indexer, supervised like devnet, and waits for its database to be open and migrated (its IPC "ready")
 * so that the server never races it to the schema. Failing before that (a wrong INDEX_* setting, a database it
 * cannot open or newer than this code) stops `npm start` with the indexer's own message.
 */
async function startIndexer(): Promise<void> {
  let first = true
  await new Promise<void>((resolve) => {
    indexer = supervise({
      name: 'indexer',
      start: () =>
        spawn(process.execPath, ['--import', 'tsx', 'scripts/index.ts'], {
          cwd: root,
          env: process.env,
          stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
        }),
      onStart: (child) => {
        if (!first) return
        first = false
        const failed = (code: number | null) => {
          console.error(`[start] the indexer could not start (exit ${code}); stopping`)
          shutdown(code || 1)
        }
        child.once('exit', failed)
        child.once('message', (m) => {
          if (m !== 'ready') return
          child.off('exit', failed)
          resolve()
        })
      },
    })
  })
}
