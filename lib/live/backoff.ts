/** Reconnect delays and an abortable sleep, shared by the socket feed and the pollers. */

export interface BackoffOptions {
  initialMs?: number
  maxMs?: number
  /** Random spread as a fraction of the delay, so many relays do not reconnect in step. */
  jitter?: number
}

/** Exponential backoff: 0.5 s, 1 s, 2 s … up to 30 s by default; `reset()` after a success. */
export class Backoff {
  private attempt = 0
  private readonly initialMs: number
  private readonly maxMs: number
  private readonly jitter: number

  constructor(
    opts: BackoffOptions = {},
    private readonly random: () => number = Math.random,
  ) {
    this.initialMs = opts.initialMs ?? 500
    this.maxMs = opts.maxMs ?? 30_000
    this.jitter = opts.jitter ?? 0.2
  }

  next(): number {
    const base = Math.min(this.maxMs, this.initialMs * 2 ** this.attempt)
    this.attempt = Math.min(this.attempt + 1, 30)
    return Math.round(base * (1 - this.jitter + 2 * this.jitter * this.random()))
  }

  reset(): void {
    this.attempt = 0
  }
}

/** Resolves after `ms`, or at once (false) when the signal aborts; the timer never outlives the abort. */
export function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false)
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer)
      signal.removeEventListener('abort', onAbort)
      resolve(ok)
    }
    const onAbort = () => done(false)
    const timer = setTimeout(() => done(true), Math.max(0, ms))
    signal.addEventListener('abort', onAbort)
  })
}
