import 'server-only'
import { randomBytes } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { CacheEntry } from './cache'
import { frame, startedRedis, unframe } from './redis'
import type { Fetched } from './types'

/**
 * Singleflight across app instances (REDIS_URL). In-process coalescing (./coalesce.ts) already folds one
 * instance's callers into one call; this folds the instances: the first to miss takes a short lease on Redis and
 * calls the gateway, the others wait for its answer on a pub/sub channel. The lease is renewed while the call runs
 * and expires on its own when its holder dies, so a waiter takes it over; past a bounded wait, a waiter calls
 * itself. Any Redis failure degrades to calling directly: Redis is an optimisation, never a dependency.
 */

export interface CrossFlight {
  run<T extends Fetched>(key: string, work: () => Promise<T>): Promise<T>
  /** Calls this instance made itself vs answers it took from another instance (for tests and benchmarks). */
  readonly stats: { led: number; joined: number; fallback: number }
  close(): Promise<void>
}

export interface RedisFlightOptions {
  /** Lease life; renewed every third of it while the call runs, so only a dead holder lets it lapse. */
  leaseMs?: number
  /** Longest a waiter waits for another instance's answer before calling itself (≥ the upstream timeout). */
  waitMs?: number
  /** How often a waiter re-checks the lease (takes it over when its holder died). */
  pollMs?: number
  /** An answer stays readable this long after it was published, for waiters that subscribed just too late. */
  resultMs?: number
  prefix?: string
}

// 1: the caller now holds the lease; 2: an answer is ready; 0: another instance is calling.
const TRY = `
if redis.call('EXISTS', KEYS[2]) == 1 then return 2 end
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
return 0
`
const RENEW = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`
// Result first, then the message, then the lease: whoever finds the lease gone finds the answer.
const FINISH = `
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
redis.call('PUBLISH', KEYS[3], ARGV[2])
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1
`

type Meta = Omit<Fetched, 'bytes' | 'entry'> & { entry?: Omit<CacheEntry, 'bytes'> }

const JOINED = Symbol('joined')

/** True for an answer that another instance fetched and this one took from Redis. */
export const joinedElsewhere = (f: object): boolean => JOINED in f

/** Framed as cache entries are (./redis.ts); the entry, when any, holds the same bytes, so they travel once. */
export function encodeFetch(f: Fetched): Buffer {
  const { bytes, entry, ...rest } = f
  const meta: Meta = { ...rest }
  if (entry) {
    const { bytes: _same, ...entryMeta } = entry
    meta.entry = entryMeta
  }
  return frame(meta, bytes)
}

export function decodeFetch(buf: Buffer): Fetched | undefined {
  const v = unframe<Meta>(buf)
  if (!v) return undefined
  const bytes = new Uint8Array(v.bytes)
  const { entry, ...rest } = v.meta
  const f: Fetched = { ...rest, bytes, ...(entry && { entry: { ...entry, bytes } }) }
  return Object.assign(f, { [JOINED]: true })
}

/** One subscriber connection, one Redis channel per key that someone here waits on (reference-counted). */
class Channels {
  private readonly listeners = new Map<string, Set<(msg: Buffer) => void>>()

  constructor(private readonly sub: Redis) {
    // The main connection already reports outages; a waiter without its channel simply polls, then calls.
    sub.on('error', () => {})
    sub.on('messageBuffer', (channel: Buffer, msg: Buffer) => {
      for (const l of this.listeners.get(channel.toString()) ?? []) l(msg)
    })
  }

  /** Resolves once Redis confirmed the subscription; the returned function leaves it. */
  async listen(channel: string, onMessage: (msg: Buffer) => void): Promise<() => void> {
    let set = this.listeners.get(channel)
    const first = !set
    if (!set) this.listeners.set(channel, (set = new Set()))
    set.add(onMessage)
    const leave = () => {
      const s = this.listeners.get(channel)
      if (!s?.delete(onMessage) || s.size > 0) return
      this.listeners.delete(channel)
      this.sub.unsubscribe(channel).catch(() => {})
    }
    try {
      // A later listener of the same channel also waits for the confirmation (the command is ordered after it).
      await (first ? this.sub.subscribe(channel) : this.sub.ping())
    } catch (err) {
      leave()
      throw err
    }
    return leave
  }
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

export function createRedisFlight(redis: Redis, sub: Redis, opts: RedisFlightOptions = {}): CrossFlight {
  const leaseMs = opts.leaseMs ?? 3000
  const waitMs = opts.waitMs ?? 12_000
  const pollMs = opts.pollMs ?? 250
  const resultMs = opts.resultMs ?? 1000
  const prefix = opts.prefix ?? 'gw:f:'
  const channels = new Channels(sub)
  const stats = { led: 0, joined: 0, fallback: 0 }
  const keys = (key: string) => [`${prefix}lease:${key}`, `${prefix}result:${key}`, `${prefix}done:${key}`] as const

  async function lead<T extends Fetched>(key: string, token: string, work: () => Promise<T>): Promise<T> {
    const [lease, result, done] = keys(key)
    stats.led++
    const renew = setInterval(
      () => void redis.eval(RENEW, 1, lease, token, String(leaseMs)).catch(() => {}),
      leaseMs / 3,
    )
    try {
      const f = await work()
      await redis.eval(FINISH, 3, lease, result, done, token, encodeFetch(f), String(resultMs)).catch(() => {})
      return f
    } finally {
      clearInterval(renew)
    }
  }

  async function readResult(key: string): Promise<Fetched | undefined> {
    const buf = await redis.getBuffer(keys(key)[1])
    return buf ? decodeFetch(buf) : undefined
  }

  async function run<T extends Fetched>(key: string, work: () => Promise<T>): Promise<T> {
    const [lease, result, done] = keys(key)
    const token = randomBytes(12).toString('base64url')
    const deadline = Date.now() + waitMs
    const attempt = () => redis.eval(TRY, 2, lease, result, token, String(leaseMs)) as Promise<number>
    let state: number
    try {
      // The first misses of a process may come before its connection is up: wait for it rather than all calling.
      await startedRedis(redis)
      state = await attempt()
    } catch {
      stats.fallback++
      return work()
    }
    if (state === 1) return lead(key, token, work)
    if (state === 2) {
      const ready = await readResult(key).catch(() => undefined)
      if (ready) {
        stats.joined++
        return ready as T
      }
    }

    let answer: Fetched | undefined
    let wake: () => void = () => {}
    let leave: () => void = () => {}
    try {
      const listening = channels.listen(done, (msg) => {
        answer ??= decodeFetch(msg)
        wake()
      })
      // A subscriber that cannot reach Redis must not hold the caller past the bounded wait.
      let timer: ReturnType<typeof setTimeout> | undefined
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => {
            listening.then(
              (l) => l(),
              () => {},
            )
            reject(new Error('no subscription'))
          },
          Math.max(0, deadline - Date.now()),
        )
      })
      try {
        leave = await Promise.race([listening, late])
      } finally {
        clearTimeout(timer)
      }
      // Subscribed now: anything published from here on reaches us; what came before is in the result key.
      while (!answer && Date.now() < deadline) {
        state = await attempt()
        if (state === 1) {
          leave()
          return lead(key, token, work)
        }
        if (state === 2) answer = await readResult(key)
        if (answer) break
        await Promise.race([new Promise<void>((r) => (wake = r)), sleep(Math.min(pollMs, deadline - Date.now()))])
      }
    } catch {
      // Redis went away while we waited: call ourselves.
    } finally {
      leave()
    }
    if (answer) {
      stats.joined++
      return answer as T
    }
    stats.fallback++
    return work()
  }

  return {
    run,
    stats,
    async close() {
      await Promise.all([sub.quit().catch(() => {})])
    },
  }
}
