/**
 * Tells viewers early that a feed has gone quiet: when nothing arrived for `afterMs()` (about 1.5 block intervals),
 * `onStall` runs once, long before a socket's ping timeout or a request's timeout would say so; `seen()` re-arms.
 */
export interface StallWatch {
  /** Something arrived; returns true when the feed had been reported stalled (time to say it is live again). */
  seen(): boolean
  stop(): void
}

export function watchStall(
  afterMs: () => number,
  onStall: (quietMs: number) => void,
  now: () => number = Date.now,
): StallWatch {
  let last = now()
  let stalled = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const arm = () => {
    clearTimeout(timer)
    timer = setTimeout(check, Math.max(50, last + afterMs() - now()))
    timer.unref?.()
  }
  const check = () => {
    const quiet = now() - last
    if (quiet >= afterMs()) {
      stalled = true
      onStall(quiet)
      return
    }
    arm()
  }
  arm()
  return {
    seen() {
      last = now()
      const was = stalled
      stalled = false
      arm()
      return was
    },
    stop() {
      clearTimeout(timer)
      timer = undefined
    },
  }
}

/** How long a feed may be quiet before viewers are told: 1.5 block intervals, at least 2 s. */
export const stallAfterMs = (intervalMs: number, minMs = 2000) => Math.max(minMs, Math.round(intervalMs * 1.5))
