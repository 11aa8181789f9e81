import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { describe, expect, it } from 'vitest'
import { Bloom, estimateK } from './bloom'

// Vectors published in vechain/thor-devkit.js tests/bloom.test.ts.
describe('Thor bloom filter', () => {
  it('estimates k as thor-devkit does', () => {
    expect([1, 100, 200, 300, 400, 500].map(estimateK)).toEqual([16, 14, 7, 5, 4, 3])
  })
  it('sets the same bits as thor-devkit for "hello world"', () => {
    const b = new Bloom(14)
    b.add(utf8ToBytes('hello world'))
    expect(bytesToHex(b.bits)).toBe(
      '00000000000000000000000000000000000000000000000000040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001000000000004000000000000000000040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000100000000000000001000000000000020000000000000000000000000008000000000000000000000000000000080000000100000000000000000000040020000000000080000000000000000000080000000000000000000000000',
    )
  })
  it('contains what was added', () => {
    const b = new Bloom(14)
    for (let i = 0; i < 100; i++) b.add(utf8ToBytes(String(i)))
    for (let i = 0; i < 100; i++) expect(b.test(utf8ToBytes(String(i)))).toBe(true)
    expect(new Bloom(14).test(utf8ToBytes('x'))).toBe(false)
  })
})
