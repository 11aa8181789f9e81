import { describe, expect, it } from 'vitest'
import { DEFAULT_PAGE_SIZE, paramsFromRecord, readCursor, withCursor } from './cursor'

describe('cursor state in the URL', () => {
  it('reads the stack and size of one panel, ignoring other panels and bad sizes', () => {
    const sp = new URLSearchParams('txs.c=a%2Bb%3D%3D,c_d&txs.n=50&other.c=zz')
    expect(readCursor(sp, 'txs')).toEqual({ stack: ['a+b==', 'c_d'], size: 50 })
    expect(readCursor(new URLSearchParams('txs.n=7'), 'txs')).toEqual({ stack: [], size: DEFAULT_PAGE_SIZE })
  })

  it('pushes and pops cursors without touching other params, and drops defaults', () => {
    const sp = new URLSearchParams('tab=events&txs.c=k1')
    const next = withCursor(sp, 'txs', { stack: ['k1', 'k/2+=='], size: 10 })
    expect(readCursor(next, 'txs')).toEqual({ stack: ['k1', 'k/2+=='], size: 10 })
    expect(next.get('tab')).toBe('events')
    const first = withCursor(next, 'txs', { stack: [], size: DEFAULT_PAGE_SIZE })
    expect(first.has('txs.c')).toBe(false)
    expect(first.has('txs.n')).toBe(false)
  })

  it('reads Next searchParams records (arrays take the first value)', () => {
    expect(readCursor(paramsFromRecord({ 'b.c': ['x', 'y'], 'b.n': '100' }), 'b')).toEqual({ stack: ['x'], size: 100 })
  })
})
