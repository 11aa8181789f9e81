import { expect, vi } from 'vitest'
import type { GatewayModule } from '../../types'

/** start() makes only unref'd timers and stop() clears every one of them; both are idempotent. */
export function expectCleanLifecycle(gw: GatewayModule): void {
  const original = globalThis.setInterval
  const made: NodeJS.Timeout[] = []
  const set = vi.spyOn(globalThis, 'setInterval').mockImplementation(((...args: Parameters<typeof setInterval>) => {
    const t = original(...args)
    made.push(t)
    return t
  }) as typeof setInterval)
  const cleared = vi.spyOn(globalThis, 'clearInterval')
  try {
    gw.start()
    gw.start()
    expect(made).toHaveLength(1)
    expect(made[0]!.hasRef()).toBe(false)
    gw.stop()
    gw.stop()
    expect(cleared.mock.calls.some(([c]) => c === made[0])).toBe(true)
  } finally {
    gw.stop()
    set.mockRestore()
    cleared.mockRestore()
  }
}
