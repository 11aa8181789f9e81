/**
 * Real processes for the cluster test and bench: app instances (tests/cluster/instance.ts, each its own Node
 * process) on free ports against one devnet and one redis-server, plus SSE viewers that timestamp every frame.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { freePort } from '../redis/server'

const root = join(import.meta.dirname, '..', '..')

export interface Instance {
  port: number
  url: string
  proc: ChildProcess
  /** SIGKILL: a crash, nothing is released. */
  crash(): void
  stop(): Promise<void>
}

export interface InstanceEnv {
  devnetPort: number
  redisUrl?: string
  extra?: Record<string, string>
}

/** Start one instance and resolve once it listens. */
export async function startInstance(env: InstanceEnv, timeoutMs = 60_000): Promise<Instance> {
  const port = await freePort()
  const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/cluster/instance.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      DEVNET_PORT: String(env.devnetPort),
      // Viewers of the test are told apart by X-Forwarded-For (the per-client stream cap).
      TRUST_PROXY: 'true',
      // The public name the test's balancer-forwarded requests carry, as a deployment would set it.
      ALLOWED_HOSTS: `explorer.test,127.0.0.1:${port}`,
      RATE_LIMIT_PER_MIN: '1000000',
      ...(env.redisUrl && { REDIS_URL: env.redisUrl, SESSION_SECRET: 'cluster-test-secret-of-32-characters-or-more' }),
      ...env.extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let err = ''
  proc.stderr!.on('data', (d: Buffer) => void (err = (err + d.toString()).slice(-2000)))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance on ${port} did not start: ${err}`)), timeoutMs)
    proc.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes(`ready ${port}`)) {
        clearTimeout(timer)
        resolve()
      }
    })
    proc.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`instance on ${port} exited (${code}): ${err}`))
    })
  })
  proc.stdout!.resume()
  const exited = new Promise<void>((r) => proc.once('exit', () => r()))
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    proc,
    crash: () => void proc.kill('SIGKILL'),
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))])
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL')
    },
  }
}

export interface ClusterStats {
  pid: number
  upstreamTopics: string[]
  hub: { topics: number; viewers: number; feeds: number }
  flight: { led: number; joined: number; fallback: number } | null
}

export async function clusterStats(i: Instance): Promise<ClusterStats> {
  return (await (await fetch(`${i.url}/__cluster/stats`)).json()) as ClusterStats
}

/** Upstream feeds per topic across the given instances. */
export async function feedsPerTopic(instances: Instance[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const s of await Promise.all(instances.map(clusterStats)))
    for (const t of s.upstreamTopics) out[t] = (out[t] ?? 0) + 1
  return out
}

export type DevnetStats = Record<string, Record<string, number>>

export async function devnetStats(devnetUrl: string, reset = false): Promise<DevnetStats> {
  const r = await fetch(`${devnetUrl}/__devnet/stats`, { method: reset ? 'DELETE' : 'GET' })
  return ((await r.json()) as { requests: DevnetStats }).requests
}

export const totalCalls = (s: DevnetStats) =>
  Object.values(s).reduce((n, ops) => n + Object.values(ops).reduce((a, b) => a + b, 0), 0)

export interface TimedFrame {
  id?: string
  event: string
  data: unknown
  at: number
}

export interface SseViewer {
  frames: TimedFrame[]
  /** When the stream ended (the instance died), else undefined. */
  endedAt?: number
  close(): void
  ended: Promise<void>
}

/** An SSE client, as EventSource reads it, that records when each frame arrived. */
export function openViewer(url: string, headers: Record<string, string> = {}): SseViewer {
  const abort = new AbortController()
  const v: SseViewer = { frames: [], close: () => abort.abort(), ended: Promise.resolve() }
  v.ended = (async () => {
    try {
      const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal })
      if (!res.ok || !res.body) throw new Error(`${url}: ${res.status}`)
      const dec = new TextDecoder()
      let buf = ''
      const reader = res.body.getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        buf += dec.decode(value, { stream: true })
        let cut: number
        while ((cut = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, cut)
          buf = buf.slice(cut + 2)
          const f: { id?: string; event?: string; data?: string } = {}
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) f.id = line.slice(4)
            else if (line.startsWith('event: ')) f.event = line.slice(7)
            else if (line.startsWith('data: ')) f.data = (f.data ?? '') + line.slice(6)
          }
          if (f.data !== undefined)
            v.frames.push({
              ...(f.id && { id: f.id }),
              event: f.event ?? 'message',
              data: JSON.parse(f.data),
              at: Date.now(),
            })
        }
      }
    } catch {
      // aborted by us, or the instance went away
    } finally {
      v.endedAt = Date.now()
    }
  })()
  return v
}

export const blockHeights = (v: SseViewer) =>
  v.frames.filter((f) => f.event === 'block').map((f) => BigInt((f.data as { height: string }).height))

export async function until(
  pred: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string | (() => string),
): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await pred())) {
    if (Date.now() > end)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'string' ? what : what()}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
