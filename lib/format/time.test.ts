import { describe, expect, it } from 'vitest'
import { formatDuration, formatLocal, formatRelative, formatUtc, toEpochMs, zoneOffsetName } from './time'

const T = Date.UTC(2026, 10, 25, 18, 42, 10) // 25 Nov 2026, 18:42:10 UTC

describe('time formatting', () => {
  it('says how long ago in the largest sensible unit, and how long until', () => {
    expect(formatRelative(T, T + 12_000)).toBe('12s ago')
    expect(formatRelative(T, T + 3 * 60_000 + 5_000)).toBe('3 min ago')
    expect(formatRelative(T, T + 5 * 3600_000)).toBe('5 h ago')
    expect(formatRelative(T, T + 3 * 86400_000)).toBe('3 days ago')
    expect(formatRelative(T, T - 5 * 60_000)).toBe('in 5 min')
  })

  it('writes absolute time in the reader’s zone or in UTC, as Intl’s en-GB does, without constructing one', () => {
    expect(formatLocal(T, { utc: true })).toBe('25 Nov 2026, 18:42:10')
    expect(formatLocal(T, { utc: true, zone: true })).toBe('25 Nov 2026, 18:42:10 UTC')
    const intl = (timeZone?: string) =>
      new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
        ...(timeZone && { timeZone }),
      })
    for (let month = 0; month < 12; month++)
      for (const [day, h, m, s] of [
        [1, 0, 0, 0],
        [9, 7, 5, 3],
        [28, 23, 59, 59],
      ] as const) {
        const ms = Date.UTC(2026, month, day, h, m, s)
        expect(formatLocal(ms, { utc: true })).toBe(intl('UTC').format(ms))
        // The process's own zone stands for the browser's (`TZ=Asia/Kolkata npx vitest` tries another).
        expect(formatLocal(ms)).toBe(intl().format(ms))
      }
  })

  it('names the reader’s zone by its offset', () => {
    expect(zoneOffsetName(-60)).toBe('UTC+1')
    expect(zoneOffsetName(300)).toBe('UTC-5')
    expect(zoneOffsetName(-330)).toBe('UTC+5:30')
    expect(zoneOffsetName(0)).toBe('UTC')
    expect(formatLocal(T, { zone: true })).toBe(`${formatLocal(T)} ${zoneOffsetName(new Date(T).getTimezoneOffset())}`)
  })

  it('keeps the fixed UTC form and the parsers', () => {
    expect(formatUtc(T)).toBe('2026-11-25 18:42:10 UTC')
    expect(formatDuration(65_000)).toBe('1m 05s')
    expect(toEpochMs('2026-11-25T18:42:10Z')).toBe(T)
    expect(toEpochMs(T / 1000)).toBe(T)
  })
})
