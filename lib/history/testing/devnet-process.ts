import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@/tests/redis/server'

/**
 * Devnet in a process of its own, as `npm start` runs it: its start-up work (replaying the SDK chains, building
 * their hash index on the first lookup) then never stalls the index under test.
 */
export interface DevnetProcess {
  url: string
  port: number
  stop(): Promise<void>
}

export async function startDevnetProcess(env: Record<string, string> = {}): Promise<DevnetProcess> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'explorer-devnet-'))
  const proc: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'devnet/main.ts'], {
    env: { ...process.env, DEVNET_PORT: String(port), DEVNET_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  await new Promise<void>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`devnet did not start in 90 s:\n${out.slice(-2000)}`)), 90_000)
    const onData = (b: Buffer) => {
      out += b.toString()
      if (out.includes('ready on')) {
        clearTimeout(t)
        resolve()
      }
    }
    proc.stdout!.on('data', onData)
    proc.stderr!.on('data', onData)
    proc.once('exit', (code) => {
      clearTimeout(t)
      reject(new Error(`devnet exited with ${code}:\n${out.slice(-2000)}`))
    })
  })
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true })
          resolve()
        }
        if (proc.exitCode !== null) return done()
        proc.once('exit', done)
        proc.kill('SIGTERM')
      }),
  }
}

/**
 * Ask each SDK chain for a transaction it does not have: devnet builds a chain's whole hash index on the first
 * lookup, so this does it before the clock starts rather than under the first reads of the index.
 */
export async function warmDevnet(url: string, gateways: readonly string[]): Promise<void> {
  await Promise.all(
    gateways.map((g) =>
      fetch(`${url}/${g}/sdk/tx/v1beta1/txs/${'0'.repeat(64)}`, {
        headers: { 'api-key': 'devnet-key' },
        signal: AbortSignal.timeout(90_000),
      }).then((r) => r.body?.cancel()),
    ),
  )
}
