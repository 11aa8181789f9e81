import 'server-only'
import { setMaxListeners } from 'node:events'
import type { Round } from './series'
import { alwaysLeader, type HistoryStore, type LeaderLock } from './store'

export interface SamplerOptions {
  store: HistoryStore
  /** Only the lease holder samples (Redis); SQLite needs none. */
  lock?: LeaderLock
  figures: readonly string[]
  /** One figure's exact value; rejects with a readable message when the source fails. */
  fetchFigure(figure: string, signal: AbortSignal): Promise<bigint>
  intervalMs: number
  now?: () => number
  log?: (message: string) => void
}

export interface SamplerStatus {
  intervalMs: number
  running: boolean
  /** Whether this instance held the lease at the last tick. */
  leader: boolean
  lastRoundAt?: number
  lastFailures: number
  /** Why the last tick could not store its round (the store, not an upstream, failed). */
  lastStoreError?: string
}

export interface Sampler {
  /** One pass now: the round it stored, or undefined when another instance leads or the store failed. */
  tick(): Promise<Round | undefined>
  start(): void
  stop(): Promise<void>
  status(): SamplerStatus
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 500)

/**
 * Samples every figure once per interval into the store. A failed figure is recorded as an error in its round
 * and the loop goes on; a failed store write is logged and retried next tick. Ticks never overlap: the next is
 * scheduled when the current one ends. Timers are unref'd so the sampler never keeps a process alive.
 */
export function createSampler(o: SamplerOptions): Sampler {
  const now = o.now ?? Date.now
  const lock = o.lock ?? alwaysLeader
  const log = o.log ?? (() => {})
  const state: SamplerStatus = { intervalMs: o.intervalMs, running: false, leader: false, lastFailures: 0 }
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: Promise<unknown> | undefined

  async function sample(): Promise<Round> {
    const t = now()
    // A figure must answer within the interval, or the next round would start before this one is stored.
    const signal = AbortSignal.timeout(Math.max(1000, Math.min(o.intervalMs, 30_000)))
    // Every figure of the round listens on this one signal (and stops when it settles): not a leak.
    setMaxListeners(o.figures.length + 10, signal)
    const settled = await Promise.allSettled(o.figures.map((f) => o.fetchFigure(f, signal)))
    const round: Round = { t, intervalMs: o.intervalMs, values: {}, errors: {} }
    settled.forEach((s, i) => {
      const f = o.figures[i]!
      if (s.status === 'fulfilled') round.values[f] = s.value.toString()
      else round.errors[f] = message(s.reason)
    })
    return round
  }

  async function tick(): Promise<Round | undefined> {
    try {
      state.leader = await lock.acquire()
    } catch (e) {
      state.leader = false
      log(`supply sampler: lease check failed: ${message(e)}`)
    }
    if (!state.leader) return undefined
    const round = await sample()
    state.lastFailures = Object.keys(round.errors).length
    try {
      await o.store.append(round)
      state.lastRoundAt = round.t
      delete state.lastStoreError
      return round
    } catch (e) {
      state.lastStoreError = message(e)
      log(`supply sampler: could not store the round: ${state.lastStoreError}`)
      return undefined
    }
  }

  function schedule(delay: number) {
    timer = setTimeout(() => {
      const started = now()
      inFlight = tick()
        .catch((e) => log(`supply sampler: tick failed: ${message(e)}`))
        .finally(() => {
          inFlight = undefined
          if (state.running) schedule(Math.max(0, o.intervalMs - (now() - started)))
        })
    }, delay)
    timer.unref?.()
  }

  return {
    tick,
    start() {
      if (state.running) return
      state.running = true
      schedule(0)
    },
    async stop() {
      state.running = false
      if (timer) clearTimeout(timer)
      await inFlight?.catch(() => {})
      await lock.release().catch(() => {})
    },
    status: () => ({ ...state }),
  }
}
