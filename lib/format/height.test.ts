import { describe, expect, it } from 'vitest'
import { heightText } from './height'

describe('a height', () => {
  it('is grouped by thousands as the overviews write it, whatever its type', () => {
    expect(heightText('10688')).toBe('10,688')
    expect(heightText(11645)).toBe('11,645')
    expect(heightText(999n)).toBe('999')
    expect(heightText('0x1a2b')).toBe('0x1a2b')
  })
})
