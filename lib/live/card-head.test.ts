import { describe, expect, it } from 'vitest'
import { cardHead } from './card-head'
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
