import 'server-only'

import type { BreakerState } from '@/lib/client/health'

export type { BreakerState }

export interface BreakerSettings {
  /** Consecutive failures (5xx, timeouts, network errors) that open the circuit. */
  threshold: number
  /** Pause before one probe call is let through. */
  openMs: number
}

/**
 * Per-gateway circuit breaker: after `threshold` consecutive failures, calls are refused at once for `openMs`;
 * then a single probe goes out (half-open) and its result closes or reopens the circuit.
 */
export class CircuitBreaker {
  private failures = 0
  private openedAt = 0
  private probing = false
  private probeStartedAt = 0
  private _state: BreakerState = 'closed'

  constructor(
    private readonly s: BreakerSettings,
    private readonly clock: () => number,
  ) {}

  get state(): BreakerState {
    return this._state
  }

  /**
   * May a call go out now? `probe` for exactly one caller in half-open until it reports (success, failure or
   * release); everyone else is refused meanwhile.
   */
  admit(): 'go' | 'probe' | 'refuse' {
    if (this._state === 'closed') return 'go'
    if (this._state === 'open' && this.clock() - this.openedAt >= this.s.openMs) {
      this._state = 'half-open'
      this.probing = false
    }
    if (this._state === 'half-open' && !this.probing) {
      this.probing = true
      this.probeStartedAt = this.clock()
      return 'probe'
    }
    return 'refuse'
  }

  allow(): boolean {
    return this.admit() !== 'refuse'
  }

  /**
   * The call said nothing about the gateway's health (a client-caused error, a long poll): the count stays as it
   * is, and a half-open probe slot goes to the next caller.
   */
  release(): void {
    this.probing = false
  }

  /** Milliseconds until a probe may go out. */
  retryAfterMs(): number {
    return this._state === 'open' ? Math.max(0, this.openedAt + this.s.openMs - this.clock()) : 0
  }

  success(): void {
    this.failures = 0
    this.probing = false
    this._state = 'closed'
  }

  failure(): void {
    this.failures++
    this.probing = false
    if (this._state === 'half-open') {
      // The pause runs from the probe's start: a probe that hung for the whole timeout was already a pause, and
      // the next one goes out at once, so a gateway that comes back is noticed within one call.
      this._state = 'open'
      this.openedAt = this.probeStartedAt
    } else if (this.failures >= this.s.threshold) {
      this._state = 'open'
      this.openedAt = this.clock()
    }
  }
}

/** A counting semaphore with a bounded queue: the per-gateway cap on concurrent upstream calls. */
export class Semaphore {
  private active = 0
  private readonly queue: (() => void)[] = []

  constructor(
    private readonly max: number,
    private readonly maxQueue: number,
  ) {}

  get inFlight(): number {
    return this.active
  }

  /** Resolves with a release function, or null when the queue is full or the wait outlives `signal`. */
  async acquire(signal: AbortSignal): Promise<(() => void) | null> {
    if (this.active < this.max) {
      this.active++
      return this.releaser()
    }
    if (this.queue.length >= this.maxQueue || signal.aborted) return null
    return new Promise((resolve) => {
      const grant = () => {
        signal.removeEventListener('abort', onAbort)
        this.active++
        resolve(this.releaser())
      }
      const onAbort = () => {
        const i = this.queue.indexOf(grant)
        if (i >= 0) this.queue.splice(i, 1)
        resolve(null)
      }
      this.queue.push(grant)
      signal.addEventListener('abort', onAbort, { once: true })
    })
  }

  private releaser(): () => void {
    let done = false
    return () => {
      if (done) return
      done = true
      this.active--
      this.queue.shift()?.()
    }
  }
}
