import { describe, expect, it } from 'vitest'
import { blockEta, COUNTDOWN_HORIZON_MS } from './block-eta'

describe('blockEta', () => {
  const now = Date.UTC(2026, 10, 26, 12)

  it('counts the blocks to go from the head and times them from the head’s own time', () => {
    const e = blockEta({ target: 110n, head: 100n, headTimeMs: now - 2_000, intervalMs: 5_000, nowMs: now })
    expect(e).toEqual({ blocksToGo: 10n, atMs: now - 2_000 + 50_000, inMs: 48_000 })
  })

  it('times from now when the head has no time, or a time in the future (a skewed clock)', () => {
    expect(blockEta({ target: 101n, head: 100n, intervalMs: 3_000, nowMs: now })?.atMs).toBe(now + 3_000)
    expect(blockEta({ target: 101n, head: 100n, headTimeMs: now + 60_000, intervalMs: 3_000, nowMs: now })?.atMs).toBe(
      now + 3_000,
    )
  })

  it('says "now" rather than a negative wait for a block overdue by the estimate', () => {
    const e = blockEta({ target: 101n, head: 100n, headTimeMs: now - 60_000, intervalMs: 5_000, nowMs: now })
    expect(e?.inMs).toBe(0)
  })

  it('has no estimate for the head or a past block, nor past the horizon', () => {
    expect(blockEta({ target: 100n, head: 100n, intervalMs: 5_000, nowMs: now })).toBeUndefined()
    expect(blockEta({ target: 7n, head: 100n, intervalMs: 5_000, nowMs: now })).toBeUndefined()
    const perYear = BigInt(Math.ceil(COUNTDOWN_HORIZON_MS / 5_000))
    expect(blockEta({ target: 100n + perYear, head: 100n, intervalMs: 5_000, nowMs: now })).toBeDefined()
    expect(blockEta({ target: 101n + perYear, head: 100n, intervalMs: 5_000, nowMs: now })).toBeUndefined()
    expect(blockEta({ target: 999_999_999_999n, head: 100n, intervalMs: 5_000, nowMs: now })).toBeUndefined()
  })
})
