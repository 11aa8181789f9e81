import { describe, expect, it } from 'vitest'
import { formatDec, formatPercent, formatUnits, groupThousands, parseBaseUnits, parseUnits } from './amount'

describe('amount formatting', () => {
  it('formats base units with the exponent and trims trailing zeros', () => {
    expect(formatUnits(1234500n, 6)).toBe('1.2345')
    expect(formatUnits(1000000n, 6)).toBe('1')
    expect(formatUnits(1n, 6)).toBe('0.000001')
    expect(formatUnits(0n, 18)).toBe('0')
  })

  it('keeps every digit of amounts past 2^53', () => {
    const raw = 123456789012345678901234567890n
    expect(formatUnits(raw, 18)).toBe('123,456,789,012.34567890123456789')
    expect(formatUnits(raw, 18, { group: false })).toBe('123456789012.34567890123456789')
    expect(parseBaseUnits('123456789012345678901234567890')).toBe(raw)
  })

  it('truncates, never rounds up, past maxFraction', () => {
    expect(formatUnits(1999999n, 6, { maxFraction: 2 })).toBe('1.99')
  })

  it('reads decimal and 0x-hex base units and rejects anything else', () => {
    expect(parseBaseUnits('0x513a75a0fbbc000')).toBe(0x513a75a0fbbc000n)
    expect(parseBaseUnits('0x')).toBe(0n)
    expect(parseBaseUnits('12.5')).toBeUndefined()
    expect(parseBaseUnits('-3')).toBeUndefined()
    expect(parseBaseUnits('1e6')).toBeUndefined()
  })

  it('parses human amounts back to base units exactly', () => {
    expect(parseUnits('1.5', 6)).toBe(1500000n)
    expect(parseUnits('1,000.000001', 6)).toBe(1000000001n)
    expect(parseUnits('0.0000001', 6)).toBeUndefined()
    expect(parseUnits('abc', 6)).toBeUndefined()
  })

  it('groups thousands and shows SDK decimals and percentages', () => {
    expect(groupThousands('1234567')).toBe('1,234,567')
    expect(formatDec('1234.500000000000000000')).toBe('1,234.5')
    expect(formatPercent('0.050000000000000000')).toBe('5%')
    expect(formatPercent('0.123450000000000000')).toBe('12.34%')
  })
})
