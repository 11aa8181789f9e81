/**
 * `npm run start:cluster`: the explorer scaled out on one machine, to try it. Starts redis-server (Debian's
 * package, no persistence) unless REDIS_URL is set, devnet when any gateway is left on its default, and
 * CLUSTER_SIZE (3) app instances (scripts/serve.ts) on consecutive ports from PORT (3000), all sharing Redis:
 * one upstream call per miss, one live feed per network, KMD sessions valid on every instance. With
 * BALANCER_PORT set, a round-robin balancer without stickiness listens there in front of them.
 * Env: PORT, CLUSTER_SIZE, CLUSTER_REDIS_PORT (6390), REDIS_URL, SESSION_SECRET (generated for this run when
 * unset), BALANCER_PORT, DEVNET_PORT, HOSTNAME. `--no-build` serves the existing build.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { request, createServer } from 'node:http'
import { join } from 'node:path'
import '../lib/networks/disk'
import { gatewayIds } from '../lib/networks'
import { needsBuild } from './needs-build'
import { precompressIfMissing } from './precompress'
import { waitForUrl } from './wait-for-url'
import { exitIfHelp } from './cli-help'

exitIfHelp(import.meta.url)

process.env.NEXT_TELEMETRY_DISABLED ??= '1'
const root = join(import.meta.dirname, '..')
const basePort = Number(process.env.PORT ?? 3000)
const size = Number(process.env.CLUSTER_SIZE ?? 3)
const redisPort = Number(process.env.CLUSTER_REDIS_PORT ?? 6390)
const devnetPort = process.env.DEVNET_PORT ?? '7700'
const host = process.env.HOSTNAME ?? '127.0.0.1'
const children: ChildProcess[] = []
const bin = (name: string) => join(root, 'node_modules', '.bin', name)

if (!Number.isInteger(size) || size < 1 || size > 32) {
  console.error('CLUSTER_SIZE: must be a whole number from 1 to 32')
  process.exit(1)
}

function shutdown(code: number): never {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(cmd, args, { cwd: root, env, stdio: 'inherit' })
  children.push(child)
  child.on('error', (err) => {
    console.error(`[cluster] ${cmd}: ${err.message}`)
    shutdown(1)
  })
  child.on('exit', (code, signal) => {
    console.error(`[cluster] ${cmd} ${args.join(' ')} exited (${signal ?? code}); stopping`)
    shutdown(code ?? 1)
  })
  return child
}

if (!process.argv.includes('--no-build') && needsBuild(root)) {
  console.log('[cluster] sources changed since the last build: running next build')
  const r = spawnSync(bin('next'), ['build'], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
// Brotli twins of the build's scripts (scripts/precompress.ts), made once per build; without them, Next's gzip.
await precompressIfMissing(root)

let redisUrl = process.env.REDIS_URL
if (!redisUrl) {
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    console.error('[cluster] redis-server is not installed: apt-get install redis-server (or set REDIS_URL)')
    process.exit(1)
  }
  console.log(`[cluster] redis-server on 127.0.0.1:${redisPort} (no persistence)`)
  run(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
    process.env,
  )
  redisUrl = `redis://127.0.0.1:${redisPort}`
}

// Every instance must seal and open KMD sessions with the same key.
const sessionSecret = process.env.SESSION_SECRET ?? randomBytes(32).toString('base64url')
if (!process.env.SESSION_SECRET)
  console.log('[cluster] SESSION_SECRET generated for this run: KMD sessions end when the cluster stops')

const onDevnet = gatewayIds().filter((id) => !process.env[`${id.toUpperCase()}_URL`])
if (onDevnet.length) {
  console.log(`[cluster] devnet on 127.0.0.1:${devnetPort} for: ${onDevnet.join(', ')}`)
  run(bin('tsx'), ['devnet/main.ts'], { ...process.env, DEVNET_PORT: devnetPort })
  await waitForUrl(`http://127.0.0.1:${devnetPort}/__devnet/stats`, 60_000)
}

const ports = Array.from({ length: size }, (_, i) => basePort + i)
const balancerPort = process.env.BALANCER_PORT ? Number(process.env.BALANCER_PORT) : undefined
// The balancer passes the browser's Host through, so every instance must answer to the balancer's address and to
// any instance's own (the app refuses Hosts it does not know: DNS rebinding).
const loopback = (p: number) => [`localhost:${p}`, `127.0.0.1:${p}`, `[::1]:${p}`]
const allowedHosts =
  process.env.ALLOWED_HOSTS ?? [...ports, ...(balancerPort ? [balancerPort] : [])].flatMap(loopback).join(',')
for (const port of ports)
  run(bin('tsx'), ['scripts/serve.ts'], {
    ...process.env,
    PORT: String(port),
    HOSTNAME: host,
    ALLOWED_HOSTS: allowedHosts,
    REDIS_URL: redisUrl,
    SESSION_SECRET: sessionSecret,
    DEVNET_PORT: devnetPort,
  })
await Promise.all(ports.map((p) => waitForUrl(`http://127.0.0.1:${p}/api/gw-health`, 120_000)))
const shown = host === '0.0.0.0' ? 'localhost' : host
console.log(`[cluster] ${size} instances: ${ports.map((p) => `http://${shown}:${p}`).join('  ')}`)

if (balancerPort) {
  // Round robin per request, no stickiness: what shared sessions and the shared live feed are for.
  let next = 0
  const balancer = createServer((req, res) => {
    const port = ports[next++ % ports.length]!
    const upstream = request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers)
        up.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: 'bad_gateway', detail: `instance on port ${port} did not answer` }))
    })
    res.on('close', () => upstream.destroy())
    req.pipe(upstream)
  })
  balancer.listen(balancerPort, host, () =>
    console.log(`[cluster] round-robin balancer: http://${shown}:${balancerPort}`),
  )
}
