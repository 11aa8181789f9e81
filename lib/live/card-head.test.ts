import { describe, expect, it } from 'vitest'
import { cardHead, measureInterval, type IntervalMark } from './card-head'
import type { BlockSummary } from './summary'

const block = (height: string, time?: number): BlockSummary => ({
  network: 'platform',
  id: height,
  height,
  ...(time !== undefined && { time }),
})

describe('the head a home card shows', () => {
  it('takes the strip’s block when the polled head (an IBC proof height, no time) is not newer', () => {
    const c = cardHead(block('10579', 1000), { height: '10579', source: 'IBC query height' })
    expect(c).toEqual({ height: '10579', timeMs: 1000, from: 'feed' })
    expect(cardHead(block('10580', 2000), { height: '10579', source: 'IBC query height' })?.height).toBe('10580')
  })

  it('takes the polled head when it is newer than the last block the feed delivered', () => {
    expect(cardHead(block('10', 1), { height: '12', timeMs: 5 })).toEqual({ height: '12', timeMs: 5, from: 'head' })
  })

  it('at the same height prefers the source that knows the time', () => {
    expect(cardHead(block('7'), { height: '7', timeMs: 9 })).toMatchObject({ from: 'head', timeMs: 9 })
  })

  it('uses whichever exists; a forked-away block is no head', () => {
    expect(cardHead(undefined, { height: '3', source: 'IBC query height' })).toEqual({
      height: '3',
      source: 'IBC query height',
      from: 'head',
    })
    expect(cardHead(block('4', 8), undefined)?.from).toBe('feed')
    expect(cardHead({ ...block('4', 8), obsolete: true }, undefined)).toBeUndefined()
  })

  it('compares heights beyond 2^53 exactly', () => {
    expect(cardHead(block('9007199254740993', 1), { height: '9007199254740992', timeMs: 2 })?.from).toBe('feed')
  })
})

describe('the block interval a home card measures', () => {
  const run = (heads: { height: string; timeMs?: number; fetchedAt?: number }[]) => {
    let mark: IntervalMark | null = null
    return heads.map(({ fetchedAt, ...h }) => {
      const r = measureInterval(mark, { ...h, from: h.timeMs === undefined ? 'head' : 'feed' }, fetchedAt)
      mark = r.mark
      return r.intervalMs
    })
  }

  it('divides the time between two heads by their height difference', () => {
    expect(
      run([
        { height: '10', timeMs: 0 },
        { height: '10', timeMs: 0 },
        { height: '13', timeMs: 18_000 },
      ]),
    ).toEqual([undefined, undefined, 6000])
  })

  it('never mixes a fetch time with a block time: the feed’s first block after a timeless head starts again', () => {
    // The server's head (a proof height, no time) fetched at 20 s; the feed's next blocks carry their own times,
    // older than that fetch. Mixed, the first measure would be 14 s − 20 s: below zero.
    expect(
      run([
        { height: '100', fetchedAt: 20_000 },
        { height: '101', timeMs: 14_000 },
        { height: '102', timeMs: 20_000 },
      ]),
    ).toEqual([undefined, undefined, 6000])
  })

  it('measures polled heads without times by when they were fetched, and starts again below its first height', () => {
    expect(
      run([
        { height: '5', fetchedAt: 1000 },
        { height: '7', fetchedAt: 5000 },
        { height: '3', fetchedAt: 6000 },
        { height: '4', fetchedAt: 8000 },
      ]),
    ).toEqual([undefined, 2000, undefined, 2000])
  })

  it('measures nothing without a head or a time', () => {
    expect(measureInterval(null, undefined, 5)).toEqual({ mark: null })
    expect(measureInterval(null, { height: '1', from: 'head' }, undefined)).toEqual({ mark: null })
  })
})
