import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base64ToBytes, base64ToHex, bytesToBase64, bytesToHex, hexToBytes } from './hex'

describe('hex and base64', () => {
  it('round-trip any bytes, as Node’s own encoders write them', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (b) => {
        const hex = Buffer.from(b).toString('hex')
        const b64 = Buffer.from(b).toString('base64')
        expect(bytesToHex(b)).toBe(hex)
        expect(hexToBytes(hex)).toEqual(b)
        expect(hexToBytes(`0x${hex.toUpperCase()}`)).toEqual(b)
        expect(base64ToBytes(b64)).toEqual(b)
        expect(bytesToBase64(b)).toBe(b64)
        expect(base64ToHex(b64)).toBe(hex.toUpperCase())
      }),
    )
  })

  it('refuses what is not hex or base64', () => {
    expect(() => hexToBytes('abc')).toThrow('invalid hex')
    expect(() => hexToBytes('zz')).toThrow('invalid hex')
    expect(() => base64ToBytes('a$==')).toThrow('invalid base64')
    expect(base64ToHex('***')).toBeUndefined()
  })
})
