import { describe, expect, it } from 'vitest'
import {
  divRound,
  formatFixed,
  formatPercentOf,
  parseDecimal,
  parseWhole,
  percentScaled,
  plainFixed,
  rescale,
  sum,
  toChartNumber,
} from './decimal'

const HUGE = '123456789012345678901234567890' // 30 digits, far past 2^53

describe('parseDecimal', () => {
  it('keeps every digit of an 18-decimal sdk.Dec far beyond 2^53', () => {
    expect(parseDecimal(`${HUGE}.000000000000000001`)).toBe(BigInt(`${HUGE}000000000000000001`))
    expect(plainFixed(parseDecimal(`${HUGE}.123456789012345678`)!, 18)).toBe(`${HUGE}.123456789012345678`)
  })
  it('pads short fractions and truncates long ones toward zero', () => {
    expect(parseDecimal('0.5', 2)).toBe(50n)
    expect(parseDecimal('1.999', 2)).toBe(199n)
    expect(parseDecimal('-1.999', 2)).toBe(-199n)
    expect(parseDecimal('7', 0)).toBe(7n)
  })
  it('rejects what is not a decimal', () => {
    for (const bad of ['', '1e18', '0x10', '1.', '.5', 'abc', '1,000']) expect(parseDecimal(bad)).toBeUndefined()
  })
})

describe('parseWhole', () => {
  it('accepts strings, bigints and safe integers only', () => {
    expect(parseWhole(HUGE)).toBe(BigInt(HUGE))
    expect(parseWhole(10n ** 40n)).toBe(10n ** 40n)
    expect(parseWhole(81443180)).toBe(81443180n)
    expect(parseWhole(2 ** 53)).toBeUndefined() // already rounded by JSON.parse: refuse rather than guess
    expect(parseWhole(-1)).toBeUndefined()
    expect(parseWhole(1.5)).toBeUndefined()
    expect(parseWhole('12.0')).toBeUndefined()
    expect(parseWhole(null)).toBeUndefined()
  })
})

describe('formatting', () => {
  it('groups thousands and trims zeros without losing digits', () => {
    expect(formatFixed(BigInt(HUGE), 0)).toBe('123,456,789,012,345,678,901,234,567,890')
    expect(formatFixed(parseDecimal('1234567.500000000000000000')!, 18)).toBe('1,234,567.5')
    expect(formatFixed(parseDecimal('0.123456789')!, 18, 4)).toBe('0.1234')
    expect(formatFixed(-1500000n, 6)).toBe('-1.5')
  })
  it('sums huge values exactly (a float sum would drop the low digits)', () => {
    const a = BigInt(HUGE)
    expect(sum([a, 1n, a]).toString()).toBe('246913578024691357802469135781')
    expect(Number(HUGE) + 1 === Number(HUGE)).toBe(true) // why floats are not an option
  })
  it('rescales between exponents exactly', () => {
    expect(rescale(1n, 6, 18)).toBe(10n ** 12n)
    expect(rescale(1_999_999n, 6, 0)).toBe(1n)
  })
})

describe('percentages', () => {
  it('rounds half away from zero in bigint', () => {
    expect(divRound(5n, 2n)).toBe(3n)
    expect(divRound(-5n, 2n)).toBe(-3n)
    expect(divRound(4n, 3n)).toBe(1n)
    expect(() => divRound(1n, 0n)).toThrow(RangeError)
  })
  it('computes shares of huge totals exactly', () => {
    const total = 10n ** 40n
    expect(formatPercentOf(total / 4n, total)).toBe('25.00%')
    expect(formatPercentOf(1n, 3n)).toBe('33.33%')
    expect(formatPercentOf(2n, 3n)).toBe('66.67%')
    expect(formatPercentOf(total - 1n, total, 6)).toBe('100.000000%')
    expect(formatPercentOf(1n, total, 0)).toBe('0%')
    expect(formatPercentOf(-1n, 8n)).toBe('-12.50%')
    expect(percentScaled(1n, 0n)).toBeUndefined()
    expect(formatPercentOf(1n, 0n)).toBeUndefined()
  })
})

describe('toChartNumber', () => {
  it('gives the nearest double for drawing, from the exact text', () => {
    expect(toChartNumber(BigInt(HUGE))).toBe(1.2345678901234568e29)
    expect(toChartNumber(parseDecimal('0.25')!, 18)).toBe(0.25)
    expect(toChartNumber(-1500000n, 6)).toBe(-1.5)
  })
})
