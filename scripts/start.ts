/**
 * `npm start`: build when the sources are newer than the last build, start devnet when any gateway is left on
 * its default, then serve the app on PORT (default 3000). `--no-build` serves the existing build (e2e).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { GATEWAY_IDS } from '../lib/catalog/types'
import { waitForUrl } from './wait-for-url'

process.env.NEXT_TELEMETRY_DISABLED ??= '1'
const root = join(import.meta.dirname, '..')
const port = process.env.PORT ?? '3000'
const devnetPort = process.env.DEVNET_PORT ?? '7700'
const host = process.env.HOSTNAME ?? '127.0.0.1'
const children: ChildProcess[] = []

function newestMtime(path: string): number {
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  let max = st.mtimeMs
  for (const e of readdirSync(path)) if (e !== 'node_modules' && !e.startsWith('.')) max = Math.max(max, newestMtime(join(path, e)))
  return max
}

function needsBuild(): boolean {
  const stamp = join(root, '.next', 'BUILD_ID')
  if (!existsSync(stamp)) return true
  const built = statSync(stamp).mtimeMs
  const inputs = ['app', 'components', 'lib', 'public', 'next.config.ts', 'tailwind.config.ts', 'package.json', 'proxy.ts', 'instrumentation.ts', 'postcss.config.mjs', 'tsconfig.json']
  return inputs.some((p) => existsSync(join(root, p)) && newestMtime(join(root, p)) > built)
}

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
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))


const onDevnet = GATEWAY_IDS.filter((id) => !process.env[`${id.toUpperCase()}_URL`])
const bin = (name: string) => join(root, 'node_modules', '.bin', name)

if (!process.argv.includes('--no-build') && needsBuild()) {
  console.log('[start] sources changed since the last build: running next build')
  const r = spawnSync(bin('next'), ['build'], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

if (onDevnet.length && existsSync(join(root, 'devnet', 'main.ts'))) {
  console.log(`[start] devnet on 127.0.0.1:${devnetPort} for: ${onDevnet.join(', ')}`)
  run(bin('tsx'), ['devnet/main.ts'], { ...process.env, DEVNET_PORT: devnetPort })
  await waitForUrl(`http://127.0.0.1:${devnetPort}/__devnet/stats`, 60_000)
}

console.log(`[start] explorer on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`)
run(bin('tsx'), ['scripts/serve.ts'], { ...process.env, PORT: port, HOSTNAME: host })
