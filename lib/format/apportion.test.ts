import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatUnits } from './amount'
import { apportion, apportionShares, apportionSteps, apportionUnits } from './apportion'

/** A shown decimal (`-1,234.5`) as an exact integer at `scale` fraction digits. */
function exact(shown: string, scale: number): bigint {
  const m = /^(-?)([\d,]+)(?:\.(\d+))?$/.exec(shown)
  if (!m) throw new Error(`not a shown decimal: ${shown}`)
  const frac = m[3] ?? ''
  if (frac.length > scale) throw new Error(`${shown} has more than ${scale} fraction digits`)
  const v = BigInt(m[2]!.replace(/,/g, '') + frac.padEnd(scale, '0'))
  return m[1] ? -v : v
}
const sumOf = (xs: readonly bigint[]) => xs.reduce((a, b) => a + b, 0n)

/** Big integers well past 2^64, and small ones, so both long fractions and short ones are drawn. */
const big = fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: 1000n }))
const signed = fc.oneof(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.bigInt({ min: -1000n, max: 1000n }))
const decimals = fc.integer({ min: 0, max: 24 })
const fraction = fc.integer({ min: 0, max: 8 })

describe('apportionSteps', () => {
  it('sums to the truncation of the exact sum, each part within one step of its exact value', () => {
    fc.assert(
      fc.property(fc.array(signed, { maxLength: 12 }), fc.bigInt({ min: 1n, max: 10n ** 20n }), (ns, d) => {
        const out = apportionSteps(ns, d)
        expect(sumOf(out)).toBe(sumOf(ns) / d)
        out.forEach((q, i) => {
          const n = ns[i]!
          // q·d ≤ n + d and n ≤ (q + 1)·d: q is the floor of n/d or one above it.
          expect(q * d - n < d && n - q * d < d).toBe(true)
          if (n % d === 0n) expect(q * d).toBe(n)
        })
      }),
    )
  })
  it('gives the missing steps to the largest remainders, ties to the earlier part', () => {
    // 1/3 each: 0 + 0 + 0 steps, trunc(1) = 1 missing → the first part.
    expect(apportionSteps([1n, 1n, 1n], 3n)).toEqual([1n, 0n, 0n])
    // Remainders 1, 2 (of 3): the second one takes the step.
    expect(apportionSteps([1n, 2n], 3n)).toEqual([0n, 1n])
  })
  it('refuses a denominator that is not positive', () => {
    expect(() => apportionSteps([1n], 0n)).toThrow(RangeError)
  })
})

describe('apportion: amounts', () => {
  it('the GOLD supply of issue 46: reserve and circulating add up to the total', () => {
    // 21,000,000 at 7 decimals: 4,557,700.6839265 + 16,442,299.3160735.
    const total = 210_000_000_000_000n
    const reserve = 45_577_006_839_265n
    const shown = apportion([reserve, total - reserve], total, 7, 6)
    expect(shown.whole).toBe('21,000,000')
    expect(shown.parts).toEqual(['4,557,700.683927', '16,442,299.316073'])
    // What independent truncation showed: one millionth short.
    expect(formatUnits(reserve, 7, { maxFraction: 6 })).toBe('4,557,700.683926')
  })
  it('for random big-integer parts and decimals, the shown parts sum exactly to the shown whole', () => {
    fc.assert(
      fc.property(fc.array(big, { minLength: 1, maxLength: 10 }), decimals, fraction, (parts, exp, frac) => {
        const whole = sumOf(parts)
        const s = apportion(parts, whole, exp, frac)
        expect(sumOf(s.parts.map((p) => exact(p, exp)))).toBe(exact(s.whole, exp))
        // The whole reads as it does alone on the page: cut, never rounded up.
        expect(s.whole).toBe(formatUnits(whole, exp, { maxFraction: frac }))
      }),
    )
  })
  it('negative parts (what was burnt) and a negative whole add up too', () => {
    fc.assert(
      fc.property(fc.array(signed, { minLength: 1, maxLength: 10 }), decimals, fraction, (parts, exp, frac) => {
        const s = apportion(parts, sumOf(parts), exp, frac)
        expect(sumOf(s.parts.map((p) => exact(p, exp)))).toBe(exact(s.whole, exp))
      }),
    )
  })
  it('a part of 0 stays 0, and a part exact at the digits shown is shown exactly', () => {
    fc.assert(
      fc.property(fc.array(big, { minLength: 1, maxLength: 10 }), decimals, fraction, (parts, exp, frac) => {
        const step = 10n ** BigInt(Math.max(0, exp - frac))
        const u = apportionUnits(parts, sumOf(parts), exp, frac)
        u.parts.forEach((p, i) => {
          if (parts[i] === 0n) expect(p).toBe(0n)
          if (parts[i]! % step === 0n) expect(p).toBe(parts[i])
          // Within one step of the exact value, and a whole number of steps.
          expect(p % step).toBe(0n)
          expect(p - parts[i]! < step && parts[i]! - p < step).toBe(true)
        })
      }),
    )
    expect(apportion([0n, 5n, 0n], 5n, 6, 6).parts).toEqual(['0', '0.000005', '0'])
  })
  it('parts that do not cover the whole are apportioned with the unshown rest', () => {
    fc.assert(
      fc.property(fc.array(big, { maxLength: 8 }), big, decimals, fraction, (parts, rest, exp, frac) => {
        const whole = sumOf(parts) + rest
        expect(apportion(parts, whole, exp, frac).parts).toEqual(
          apportion([...parts, rest], whole, exp, frac).parts.slice(0, parts.length),
        )
      }),
    )
  })
  it('shows every digit when asked for more digits than the denomination has', () => {
    expect(apportion([1n, 2n], 3n, 2, 6)).toEqual({ whole: '0.03', parts: ['0.01', '0.02'] })
  })
})

describe('apportionShares', () => {
  it('shares of random parts add up to exactly 100, each within one step of its exact share', () => {
    fc.assert(
      fc.property(fc.array(big, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 6 }), (parts, digits) => {
        const whole = sumOf(parts)
        fc.pre(whole > 0n)
        const shares = apportionShares(parts, whole, digits)!
        expect(sumOf(shares.map((s) => exact(s, digits)))).toBe(100n * 10n ** BigInt(digits))
        shares.forEach((s, i) => {
          expect(s).toMatch(digits ? new RegExp(`^\\d+\\.\\d{${digits}}$`) : /^\d+$/)
          if (parts[i] === 0n) expect(exact(s, digits)).toBe(0n)
          // |shown·whole − part·100·10^digits| < whole: within one step of the exact share.
          const d = exact(s, digits) * whole - parts[i]! * 100n * 10n ** BigInt(digits)
          expect(d < whole && -d < whole).toBe(true)
        })
      }),
    )
  })
  it('three equal holders: 33.34 + 33.33 + 33.33, not 99.99', () => {
    expect(apportionShares([1n, 1n, 1n], 3n)).toEqual(['33.34', '33.33', '33.33'])
  })
  it('a half-way pair: 12.35 + 87.65, not 12.35 + 87.66', () => {
    expect(apportionShares([2469n, 17531n], 20000n)).toEqual(['12.35', '87.65'])
  })
  it('with the unshown rest, negative parts and a negative whole; none of a zero whole', () => {
    expect(apportionShares([1n, 1n], 3n)).toEqual(['33.34', '33.33'])
    expect(apportionShares([-1n, 3n], 2n)).toEqual(['-50.00', '150.00'])
    expect(apportionShares([-1n, -1n], -2n)).toEqual(['50.00', '50.00'])
    expect(apportionShares([0n], 0n)).toBeUndefined()
  })
})
