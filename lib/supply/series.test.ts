import { describe, expect, it } from 'vitest'
import { buildSeries, chartDomain, parseRange, rangeWindow, type Round } from './series'

const F = ['a', 'b']
const round = (t: number, a: string | null, b: string | null = '1', intervalMs = 1000): Round => ({
  t,
  intervalMs,
  values: { ...(a !== null && { a }), ...(b !== null && { b }) },
  errors: { ...(a === null && { a: 'boom' }), ...(b === null && { b: 'down' }) },
})

describe('ranges', () => {
  it('falls back to the default for unknown values and computes windows', () => {
    expect(parseRange('7d')).toBe('7d')
    expect(parseRange('2y')).toBe('1h')
    expect(parseRange(null)).toBe('1h')
    expect(rangeWindow('1h', 10_000_000)).toEqual({ from: 10_000_000 - 3_600_000, to: 10_000_000 })
    expect(rangeWindow('all', 5)).toEqual({ from: 0, to: 5 })
  })
})

describe('buildSeries', () => {
  it('keeps regular samples as they are, with exact strings', () => {
    const big = '123456789012345678901234567890'
    const s = buildSeries([round(1000, big), round(2000, '2'), round(3000, '3')], F, 0, 3000)
    expect(s.points.map((p) => p.values.a)).toEqual([big, '2', '3'])
    expect(s.bucketMs).toBe(0)
  })

  it('puts a null point into a sampling gap instead of joining across it', () => {
    const s = buildSeries([round(1000, '1'), round(2000, '2'), round(9000, '9'), round(10_000, '10')], F, 0, 10_000)
    expect(s.points.map((p) => [p.t, p.values.a])).toEqual([
      [1000, '1'],
      [2000, '2'],
      [5500, null],
      [9000, '9'],
      [10_000, '10'],
    ])
    expect(s.points[2]?.values.b).toBeNull()
  })

  it('does not call a sample 1.4 intervals late a gap', () => {
    const s = buildSeries([round(1000, '1'), round(2400, '2'), round(3800, '3')], F, 0, 3800)
    expect(s.points.every((p) => p.values.a !== null)).toBe(true)
  })

  it('judges gaps against the interval in force at the time', () => {
    const s = buildSeries(
      [round(0, '1', '1', 60_000), round(60_000, '2', '1', 60_000), round(61_000, '3', '1', 1000)],
      F,
      0,
      61_000,
    )
    expect(s.points.map((p) => p.values.a)).toEqual(['1', '2', '3'])
  })

  it('leaves a failed figure null in its round and counts the failures', () => {
    const s = buildSeries([round(1000, '1'), round(2000, null), round(3000, null, null)], F, 0, 3000)
    expect(s.points.map((p) => p.values.a)).toEqual(['1', null, null])
    expect(s.points.map((p) => p.values.b)).toEqual(['1', '1', null])
    expect(s.failures.a).toEqual({ count: 2, last: 'boom', at: 3000 })
    expect(s.failures.b).toEqual({ count: 1, last: 'down', at: 3000 })
  })

  it('ends with a null point when the sampler stopped before the window ends', () => {
    const s = buildSeries([round(1000, '1'), round(2000, '2')], F, 0, 60_000)
    expect(s.points.at(-1)).toEqual({ t: 60_000, values: { a: null, b: null } })
  })

  it('keeps only rounds inside the window', () => {
    const s = buildSeries([round(1000, '1'), round(2000, '2'), round(3000, '3')], F, 1500, 3000)
    expect(s.points.map((p) => p.t)).toEqual([2000, 3000])
  })

  it('downsamples long ranges to the last sample per bucket and still shows gaps', () => {
    const rounds: Round[] = []
    for (let t = 0; t < 10_000_000; t += 1000) if (t < 4_000_000 || t >= 6_000_000) rounds.push(round(t, String(t)))
    const s = buildSeries(rounds, F, 0, 9_999_000, 100)
    expect(s.bucketMs).toBe(99_990)
    expect(s.points.length).toBeLessThanOrEqual(103)
    const nulls = s.points.filter((p) => p.values.a === null)
    expect(nulls).toHaveLength(1)
    expect(nulls[0]!.t).toBeGreaterThan(3_999_000)
    expect(nulls[0]!.t).toBeLessThan(6_000_000)
    // Each kept point is the last sample of its bucket, with its exact value.
    const kept = s.points.filter((p) => p.values.a !== null)
    for (const p of kept) expect(p.values.a).toBe(String(p.t))
    expect(kept.at(-1)?.t).toBe(9_999_000)
    // Times stay in order.
    expect(s.points.map((p) => p.t)).toEqual([...s.points.map((p) => p.t)].sort((x, y) => x - y))
  })
})

describe('a range that begins before the first sample', () => {
  it('says where the history starts and charts from there, not a sliver at the right edge', () => {
    // A 24 h window whose samples began an hour ago (the app started then).
    const now = 100 * 3_600_000
    const { from, to } = rangeWindow('24h', now)
    const rounds = [round(now - 3_600_000, '1'), round(now - 3_599_000, '2'), round(now - 3_598_000, '3')]
    const s = buildSeries(rounds, F, from, to)
    expect(s.startsAt).toBe(now - 3_600_000)
    expect(chartDomain(s)).toEqual([now - 3_600_000, now])
  })

  it('says nothing when samples reach back to the start of the range, or for "all"', () => {
    const s = buildSeries([round(1000, '1'), round(2000, '2')], F, 500, 2000)
    expect(s.startsAt).toBeUndefined()
    expect(chartDomain(s)).toEqual([500, 2000])
    const all = buildSeries([round(50_000, '1'), round(51_000, '2')], F, 0, 51_000)
    expect(all.startsAt).toBeUndefined()
    expect(chartDomain(all)).toEqual([50_000, 51_000])
  })
})
