import { afterEach, describe, expect, it, vi } from 'vitest'
import type { NetworkId } from '@/lib/networks'
import { createHeadWatcher } from './heads'

afterEach(() => void vi.useRealTimers())

describe('head watcher', () => {
  it('reads the heads of networks whose pages are asked for, and stops when nobody asks', async () => {
    vi.useFakeTimers()
    let now = 0
    const reads: NetworkId[] = []
    let height = 10
    const w = createHeadWatcher({
      read: async (n) => (reads.push(n), String(height)),
      intervalMs: 500,
      idleMs: 2000,
      clock: () => now,
    })
    expect(w.current('hub')).toBeUndefined()
    w.touch(['hub'])
    await vi.advanceTimersByTimeAsync(0)
    expect(w.current('hub')).toBe('10')
    expect(w.current('vm')).toBeUndefined()
    height = 11
    now += 500
    await vi.advanceTimersByTimeAsync(500)
    expect(w.current('hub')).toBe('11')
    // Nobody asks any more: after idleMs the reads stop.
    const before = reads.length
    now += 5000
    await vi.advanceTimersByTimeAsync(5000)
    const after = reads.length
    await vi.advanceTimersByTimeAsync(5000)
    expect(reads.length).toBe(after)
    expect(after - before).toBeLessThanOrEqual(1)
    expect(reads.every((n) => n === 'hub')).toBe(true)
    w.close()
  })

  it('keeps the last head when a read fails, and never runs two reads of one network at once', async () => {
    let calls = 0
    let fail = false
    const gate: (() => void)[] = []
    const w = createHeadWatcher({
      read: (n) => {
        calls++
        if (fail) return Promise.reject(new Error('down'))
        return new Promise((r) => gate.push(() => r(n === 'hub' ? '5' : undefined)))
      },
      intervalMs: 10,
    })
    w.touch(['hub'])
    w.touch(['hub'])
    await new Promise((r) => setTimeout(r, 35))
    expect(calls).toBe(1)
    gate.splice(0).forEach((g) => g())
    await new Promise((r) => setTimeout(r, 0))
    expect(w.current('hub')).toBe('5')
    fail = true
    await new Promise((r) => setTimeout(r, 30))
    expect(calls).toBeGreaterThan(1)
    expect(w.current('hub')).toBe('5')
    w.close()
  })
})
