import { crc32 } from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { crc32Combine, crc32Shift } from './crc32-combine'

describe('crc32Combine', () => {
  it('gives the CRC-32 of a concatenation, as zlib computes it over the whole', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 300 }), (a, b) => {
        const whole = crc32(Buffer.concat([a, b]))
        expect(crc32Combine(crc32(a), crc32(b), crc32Shift(b.length))).toBe(whole)
      }),
      { numRuns: 300 },
    )
  })

  it('holds for pieces longer than a deflate block and for many pieces chained', () => {
    const pieces = [70_000, 0, 1, 65_535, 200_001, 24].map((n, i) => Buffer.alloc(n, i * 37 + 1))
    let crc = 0
    for (const p of pieces) crc = crc32Combine(crc, crc32(p), crc32Shift(p.length))
    expect(crc).toBe(crc32(Buffer.concat(pieces)))
  })
})
