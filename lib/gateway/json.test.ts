import fc from 'fast-check'
import { isSafeNumber, parse } from 'lossless-json'
import { describe, expect, it } from 'vitest'
import { parseJsonExact } from './json'

const exact = (s: string) => parse(s, null, (n) => (isSafeNumber(n) || !/^-?\d+$/.test(n) ? Number(n) : BigInt(n)))

/** JSON texts with long digit runs where they matter: unsafe integers as numbers, and digits inside strings. */
const texts = fc
  .array(
    fc.oneof(
      fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((b) => `{"n":${b}}`),
      fc.bigInt({ min: 0n, max: 10n ** 30n }).map((b) => `["${b}",${b % 1000n}]`),
      fc.json(),
      fc.constant('{"note":"a:12345678901234567890","x":[ 98765432109876543210 ]}'),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => `[${parts.join(',')}]`)

describe('parseJsonExact', () => {
  it('reads exactly what the lossless parser reads, bigints where integers exceed 2^53', () => {
    fc.assert(
      fc.property(texts, (t) => {
        expect(parseJsonExact(t)).toEqual(exact(t))
      }),
      { numRuns: 300 },
    )
  })

  it('keeps an unsafe integer exact and leaves digits in strings alone', () => {
    expect(parseJsonExact('{"round": 18446744073709551615}')).toEqual({ round: 18446744073709551615n })
    expect(parseJsonExact('18446744073709551615')).toBe(18446744073709551615n)
    expect(parseJsonExact('{"amount":"18446744073709551615","h":12}')).toEqual({
      amount: '18446744073709551615',
      h: 12,
    })
  })
})
