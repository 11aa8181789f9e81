import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { Redis } from 'ioredis'

/** A real redis-server (Debian package; scripts/test.sh installs it) on a free loopback port, no persistence. */
export interface RedisServer {
  port: number
  url: string
  proc: ChildProcess
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address()
      const port = typeof addr === 'object' && addr ? addr.port : 0
      s.close(() => resolve(port))
    })
  })
}

export async function waitForRedis(port: number, tries = 100): Promise<void> {
  for (let i = 0; i < tries; i++) {
    const probe = new Redis({
      port,
      host: '127.0.0.1',
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    })
    probe.on('error', () => {})
    try {
      await probe.connect()
      await probe.ping()
      probe.disconnect()
      return
    } catch {
      probe.disconnect()
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  throw new Error(`redis-server did not start on port ${port}`)
}

/** `port` fixed (a test that needs a known one) or a free one. */
export async function startRedis(port?: number): Promise<RedisServer> {
  const p = port ?? (await freePort())
  const proc = spawn('redis-server', ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  })
  await waitForRedis(p)
  return {
    port: p,
    url: `redis://127.0.0.1:${p}`,
    proc,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve()
        proc.once('exit', () => resolve())
        proc.kill('SIGTERM')
      }),
  }
}
