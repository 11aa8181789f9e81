import { describe, expect, it } from 'vitest'
import { child, parseJsonTree, scalarText } from './json'

describe('parseJsonTree', () => {
  it('keeps integers beyond 2^53 exactly', () => {
    const n = parseJsonTree('{"amount":18446744073709551615,"small":1.5e3,"neg":-9007199254740993}')
    expect(scalarText(child(n, 'amount'))).toBe('18446744073709551615')
    expect(scalarText(child(n, 'small'))).toBe('1.5e3')
    expect(scalarText(child(n, 'neg'))).toBe('-9007199254740993')
  })

  it('builds a tree of every JSON kind', () => {
    expect(parseJsonTree('[1,"a",true,null,{"k":[]}]')).toEqual({
      kind: 'array',
      items: [
        { kind: 'number', text: '1' },
        { kind: 'string', value: 'a' },
        { kind: 'boolean', value: true },
        { kind: 'null' },
        { kind: 'object', entries: [['k', { kind: 'array', items: [] }]] },
      ],
    })
  })

  it('returns undefined for text that is not JSON', () => {
    expect(parseJsonTree('not found')).toBeUndefined()
    expect(parseJsonTree('')).toBeUndefined()
    expect(parseJsonTree('12345678901234567890')).toEqual({ kind: 'number', text: '12345678901234567890' })
  })
})
