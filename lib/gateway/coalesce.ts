import 'server-only'

/**
 * Singleflight: concurrent callers with the same key share one execution. The work runs detached from every
 * caller, so a caller that gives up (client disconnect) never cancels it for the others.
 */
export class Coalescer<T> {
  private readonly inflight = new Map<string, Promise<T>>()

  get size(): number {
    return this.inflight.size
  }

  /** `leader` is true for the caller whose call started the work. */
  run(key: string, work: () => Promise<T>): { promise: Promise<T>; leader: boolean } {
    const existing = this.inflight.get(key)
    if (existing) return { promise: existing, leader: false }
    const promise = work().finally(() => this.inflight.delete(key))
    this.inflight.set(key, promise)
    return { promise, leader: true }
  }

  /** Start the work unless it is already running (background revalidation). */
  has(key: string): boolean {
    return this.inflight.has(key)
  }
}

/** Wait for `p`, or reject as soon as `signal` aborts; `p` itself keeps running. */
export function untilAborted<T>(p: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return p
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    p.then(
      (v) => {
        signal.removeEventListener('abort', onAbort)
        resolve(v)
      },
      (e) => {
        signal.removeEventListener('abort', onAbort)
        reject(e)
      },
    )
  })
}
