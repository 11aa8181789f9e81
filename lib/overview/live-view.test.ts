import { describe, expect, it } from 'vitest'
import { newerThanView, newestPushed, viewBehind } from './live-view'

describe('an overview served from the page cache', () => {
  it('is behind when the feed’s newest block is two or more past its newest row (a 46 s old copy of 11090)', () => {
    expect(viewBehind('11090', '11099')).toBe(true)
    expect(viewBehind('11090', '11092')).toBe(true)
  })

  it('is current a block behind or level, and when either height is unknown', () => {
    expect(viewBehind('11090', '11091')).toBe(false)
    expect(viewBehind('11090', '11090')).toBe(false)
    expect(viewBehind(undefined, '11099')).toBe(false)
    expect(viewBehind('11090', undefined)).toBe(false)
  })

  it('reads the newest height of a batch, leaving out sharded ids that count another chain', () => {
    expect(
      newestPushed([
        { id: '11093', height: '11093' },
        { id: '11099', height: '11099' },
        { id: '11095', height: '11095' },
      ]),
    ).toBe('11099')
    expect(newestPushed([{ id: '4294967295:99999', height: '99999' }])).toBeUndefined()
  })

  it('refreshes only for a block newer than the view (the replayed newest block may be the one shown)', () => {
    expect(newerThanView('11090', '11090')).toBe(false)
    expect(newerThanView('11090', '11091')).toBe(true)
  })
})
