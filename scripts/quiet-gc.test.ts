import { afterEach, describe, expect, it, vi } from 'vitest'
import { startQuietGc } from './quiet-gc'

afterEach(() => void vi.useRealTimers())

describe('quiet-time collection', () => {
  it('collects when a busy spell ends (twice, the second on the shrunken heap), never during it, not again while quiet', async () => {
    vi.useFakeTimers()
    const gc = vi.fn()
    const q = startQuietGc({ busyRequests: 100, quietRequests: 5, windowMs: 1000, gc })
    for (let w = 0; w < 3; w++) {
      for (let i = 0; i < 60; i++) q.request() // busy windows
      await vi.advanceTimersByTimeAsync(1000)
    }
    expect(gc).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000) // the first quiet window after 180 requests
    expect(gc).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(gc).toHaveBeenCalledTimes(2)
    expect(q.collections()).toBe(1)
    q.stop()
  })

  it('finds V8’s collector without a start flag', () => {
    const q = startQuietGc({ busyRequests: 0, quietRequests: 1, windowMs: 10 })
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(q.collections()).toBeGreaterThan(0)
        q.stop()
        resolve()
      }, 50),
    )
  })
})
