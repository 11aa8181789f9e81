import { describe, expect, it } from 'vitest'
import { formatDuration, formatLocal, formatRelative, formatUtc, toEpochMs } from './time'

const T = Date.UTC(2026, 10, 25, 18, 42, 10) // 25 Nov 2026, 18:42:10 UTC

describe('time formatting', () => {
  it('says how long ago in the largest sensible unit, and how long until', () => {
    expect(formatRelative(T, T + 12_000)).toBe('12s ago')
    expect(formatRelative(T, T + 3 * 60_000 + 5_000)).toBe('3 min ago')
    expect(formatRelative(T, T + 5 * 3600_000)).toBe('5 h ago')
    expect(formatRelative(T, T + 3 * 86400_000)).toBe('3 days ago')
    expect(formatRelative(T, T - 5 * 60_000)).toBe('in 5 min')
  })

  it('writes absolute time in the reader’s zone, not UTC', () => {
    expect(formatLocal(T, { timeZone: 'UTC' })).toBe('25 Nov 2026, 18:42:10')
    expect(formatLocal(T, { timeZone: 'Europe/Berlin' })).toBe('25 Nov 2026, 19:42:10')
    expect(formatLocal(T, { timeZone: 'America/New_York' })).toBe('25 Nov 2026, 13:42:10')
    expect(formatLocal(T, { timeZone: 'Europe/Berlin', zone: true })).toMatch(/^25 Nov 2026, 19:42:10 (CET|GMT\+1)$/)
  })

  it('keeps the fixed UTC form and the parsers', () => {
    expect(formatUtc(T)).toBe('2026-11-25 18:42:10 UTC')
    expect(formatDuration(65_000)).toBe('1m 05s')
    expect(toEpochMs('2026-11-25T18:42:10Z')).toBe(T)
    expect(toEpochMs(T / 1000)).toBe(T)
  })
})
