import { describe, expect, it } from 'vitest'
import { rng, seedBytes } from './random'

describe('rng', () => {
  it('is deterministic per seed and label and differs across them', () => {
    const a = rng(1, 'hub', 10)
    const b = rng(1, 'hub', 10)
    const xs = Array.from({ length: 5 }, () => a.int(0, 1_000_000))
    expect(Array.from({ length: 5 }, () => b.int(0, 1_000_000))).toEqual(xs)
    expect(rng(2, 'hub', 10).int(0, 1_000_000)).not.toBe(rng(1, 'hub', 10).int(0, 1_000_000))
    expect(seedBytes(1, 'x')).not.toEqual(seedBytes(1, 'y'))
  })
  it('stays inside its bounds', () => {
    const r = rng(7, 'bounds')
    for (let i = 0; i < 1000; i++) {
      const v = r.int(3, 9)
      expect(v >= 3 && v <= 9).toBe(true)
      expect(r.bigint(10n) < 10n).toBe(true)
    }
  })
})
