import { describe, expect, it } from 'vitest'
import { clientExpiry } from './counts'
import { formatSpanNs, nowNanos, parseDurationNanos, parseTimestampNanos, trustingState } from './trusting'

describe('parseDurationNanos', () => {
  it('reads whole and fractional seconds exactly', () => {
    expect(parseDurationNanos('1209600s')).toBe(1_209_600_000_000_000n)
    expect(parseDurationNanos('1.5s')).toBe(1_500_000_000n)
    expect(parseDurationNanos('0.000000001s')).toBe(1n)
    expect(parseDurationNanos('-2s')).toBe(-2_000_000_000n)
  })
  it('keeps precision beyond 2^53 ns', () => {
    // 10^8 s = 10^17 ns, above Number.MAX_SAFE_INTEGER; the odd nanosecond must survive.
    expect(parseDurationNanos('100000000.000000001s')).toBe(100_000_000_000_000_001n)
  })
  it('rejects what is not a protobuf duration', () => {
    for (const bad of ['1209600', '14d', '1.0000000001s', 's', ''])
      expect(() => parseDurationNanos(bad)).toThrow(/duration/)
  })
})

describe('parseTimestampNanos', () => {
  it('keeps nanoseconds and honours offsets', () => {
    expect(parseTimestampNanos('1970-01-01T00:00:01.000000007Z')).toBe(1_000_000_007n)
    expect(parseTimestampNanos('1970-01-01T01:00:00+01:00')).toBe(0n)
    expect(parseTimestampNanos('2024-05-01T12:00:00Z')).toBe(BigInt(Date.UTC(2024, 4, 1, 12)) * 1_000_000n)
  })
  it('rejects garbage', () => {
    expect(() => parseTimestampNanos('yesterday')).toThrow(/RFC 3339/)
    expect(() => parseTimestampNanos('2024-13-45T99:00:00Z')).toThrow()
  })
})

describe('trustingState', () => {
  const t0 = '2024-05-01T00:00:00.5Z'
  const base = parseTimestampNanos(t0)
  it('is the consensus time plus the period, minus now', () => {
    const now = base + 1_000_000_000n
    const s = trustingState('1209600s', t0, now)
    expect(s.expiresAtNs).toBe(base + 1_209_600_000_000_000n)
    expect(s.leftNs).toBe(1_209_599_000_000_000n)
    expect(s.expired).toBe(false)
  })
  it('is expired exactly at the boundary and after it', () => {
    expect(trustingState('3600s', t0, base + 3_600_000_000_000n).expired).toBe(true)
    expect(trustingState('3600s', t0, base + 3_599_999_999_999n).expired).toBe(false)
    expect(trustingState('3600s', t0, base + 7_200_000_000_000n).leftNs).toBe(-3_600_000_000_000n)
  })
  it('flags clients expiring within N days but not expired ones (./counts.ts)', () => {
    const day = 86_400_000_000_000n
    const now = base
    const standing = (period: string, at: bigint) =>
      clientExpiry({ status: 'Active', trustingPeriod: period, consensusTime: t0 }, at).standing
    expect(standing('604800s', now)).toBe('expiring')
    expect(standing('604801s', now)).toBe('active')
    expect(standing('1s', now + 2n * day)).toBe('expired')
  })
  it('nowNanos converts milliseconds', () => {
    expect(nowNanos(1234)).toBe(1_234_000_000n)
  })
})

describe('formatSpanNs', () => {
  const s = 1_000_000_000n
  it('shows the two largest units, truncated', () => {
    expect(formatSpanNs(13n * 86_400n * s + 4n * 3_600n * s + 59n * s)).toBe('13d 4h')
    expect(formatSpanNs(3_600n * s + 120n * s)).toBe('1h 2m')
    expect(formatSpanNs(42n * s + 999_999_999n)).toBe('42s')
    expect(formatSpanNs(0n)).toBe('0s')
  })
  it('reads negative spans as past expiry', () => {
    expect(formatSpanNs(-(2n * 86_400n * s + 3n * 3_600n * s))).toBe('expired 2d 3h ago')
  })
})
