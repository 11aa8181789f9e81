import { describe, expect, it } from 'vitest'
import { barAxis, distinctLabels, heightLabel, niceTicks, siLabel, timeAxis, valueAxis } from './ticks'

const distinct = (xs: readonly string[]) => new Set(xs).size === xs.length

describe('value ticks', () => {
  it('are round steps covering the values', () => {
    expect(niceTicks(0, 100)).toEqual([0, 20, 40, 60, 80, 100])
    expect(niceTicks(3, 97)).toEqual([0, 20, 40, 60, 80, 100])
    expect(niceTicks(0.1, 0.3)).toEqual([0.1, 0.15, 0.2, 0.25, 0.3])
  })

  it('use SI suffixes in display units: 750k, 1.2M', () => {
    expect(siLabel(750_000, 0)).toBe('750k')
    expect(siLabel(1_200_000, 1)).toBe('1.2M')
    expect(siLabel(7.5e23, 1)).toBe('750000E')
    expect(siLabel(98_771_939.2, 2)).toBe('98.77M')
    expect(siLabel(-2500, 1)).toBe('-2.5k')
    expect(siLabel(12.5, 0)).toBe('13')
  })

  it('never repeat a label, however narrow the range (no "17.88 17.88 17.88")', () => {
    const axis = valueAxis([17.88121, 17.88127, 17.88133, 17.88142])!
    const labels = axis.ticks.map(axis.label)
    expect(distinct(labels)).toBe(true)
    expect(labels.every((l) => l.startsWith('17.881'))).toBe(true)
    const big = valueAxis([98_771_939.1, 98_771_939.4])!
    expect(distinct(big.ticks.map(big.label))).toBe(true)
    expect(big.ticks.map(big.label)[0]).toMatch(/^98\.771939\d*M$/)
  })

  it('a flat line still gets a scale around it, distinct labels and a percent sign where the unit is one', () => {
    const flat = valueAxis([42, 42, null, 42])!
    expect(flat.ticks.length).toBeGreaterThan(1)
    expect(distinct(flat.ticks.map(flat.label))).toBe(true)
    expect(valueAxis([33.3333, 33.3334], '%')!.label(valueAxis([33.3333, 33.3334], '%')!.ticks[0]!)).toMatch(/%$/)
    expect(valueAxis([null, undefined])).toBeUndefined()
    // A constant block time of 5 s reads as round figures around 5, not 4.994 … 5.006.
    const five = valueAxis([5, 5, 5])!
    expect(five.ticks.map(five.label).every((l) => /^\d+(\.\d)?$/.test(l))).toBe(true)
    expect(five.domain[0]).toBeLessThan(5)
    expect(five.domain[1]).toBeGreaterThan(5)
  })

  it('counts get whole-number ticks, never below zero for a line of zeros', () => {
    const few = valueAxis([0, 1, 2], undefined, { integer: true })!
    expect(few.ticks.every(Number.isInteger)).toBe(true)
    expect(valueAxis([0, 1, 2])!.ticks.some((t) => !Number.isInteger(t))).toBe(true)
    expect(valueAxis([0, 0, 0], undefined, { integer: true })!.ticks).toEqual([0, 1])
    const many = valueAxis([0, 1_250_000], undefined, { integer: true })!
    expect(many.ticks.map(many.label)).toEqual(['0', '250k', '500k', '750k', '1M', '1.25M'])
  })

  it('bars are measured from zero, however high the smallest one', () => {
    const bars = barAxis([6, 3, 7, 5], undefined, { integer: true })!
    expect(bars.domain[0]).toBe(0)
    expect(bars.domain[1]).toBeGreaterThanOrEqual(7)
  })

  it('heights keep every digit, grouped (neighbouring heights never read alike)', () => {
    expect(heightLabel('10905')).toBe('10,905')
    expect(heightLabel(10906)).toBe('10,906')
    expect(heightLabel('999')).toBe('999')
    expect(heightLabel('0xabc')).toBe('0xabc')
  })

  it('distinctLabels adds digits only as far as needed', () => {
    expect(distinctLabels([1000, 2000, 3000], siLabel)).toEqual(['1k', '2k', '3k'])
    expect(distinctLabels([1000, 1500, 2000], siLabel)).toEqual(['1k', '1.5k', '2k'])
  })
})

describe('time ticks', () => {
  const at = (iso: string) => Date.parse(iso)

  it.each([
    ['3 minutes', 3 * 60_000],
    ['1 hour', 3_600_000],
    ['24 hours', 86_400_000],
    ['7 days', 7 * 86_400_000],
    ['40 seconds', 40_000],
    ['14 seconds', 14_000],
    ['a third of a second', 300],
  ])('never repeat over %s, in any zone, and there is one at least', (_, span) => {
    for (const tz of ['UTC', 'Europe/Berlin', 'Asia/Kolkata', 'America/St_Johns']) {
      const from = at('2026-11-25T17:58:30Z')
      const a = timeAxis(from, from + span, 6, tz)!
      const labels = a.ticks.map(a.label)
      expect(distinct(labels)).toBe(true)
      expect(a.ticks.length).toBeLessThanOrEqual(7)
      expect(a.ticks.length).toBeGreaterThan(0)
      expect(a.ticks.every((t) => t >= from && t <= from + span)).toBe(true)
    }
  })

  it('sit on the local clock: whole minutes and hours where the zone is offset by half an hour', () => {
    const a = timeAxis(at('2026-11-25T12:00:00Z'), at('2026-11-25T18:00:00Z'), 6, 'Asia/Kolkata')!
    // 12:00 UTC is 17:30 in Kolkata: the ticks fall on its whole hours, not on UTC's.
    expect(a.ticks.map(a.label)).toEqual(['18:00', '19:00', '20:00', '21:00', '22:00', '23:00'])
    const b = timeAxis(at('2026-11-25T17:58:00Z'), at('2026-11-25T18:01:00Z'), 6, 'UTC')!
    expect(b.ticks.map(b.label)).toEqual(['17:58', '17:59', '18:00', '18:01'])
    // A chart that starts at its first sample, seconds ago, with no whole minute inside: seconds then.
    const c = timeAxis(at('2026-11-28T03:12:01Z'), at('2026-11-28T03:12:15Z'), 6, 'UTC')!
    expect(c.ticks.map(c.label)).toEqual(['03:12:05', '03:12:10', '03:12:15'])
  })

  it('add the date when the axis spans days', () => {
    const a = timeAxis(at('2026-11-24T18:00:00Z'), at('2026-11-25T18:00:00Z'), 6, 'UTC')!
    expect(a.ticks.map(a.label)).toContain('25 Nov 00:00')
    const w = timeAxis(at('2026-11-18T18:00:00Z'), at('2026-11-25T18:00:00Z'), 6, 'UTC')!
    expect(w.ticks.map(w.label).every((l) => /^\d{1,2} Nov$/.test(l))).toBe(true)
  })

  it('no axis without a span', () => {
    expect(timeAxis(5, 5)).toBeUndefined()
  })
})
