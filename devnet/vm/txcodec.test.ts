import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { describe, expect, it } from 'vitest'
import {
  addressOfKey,
  decodeSigned,
  encodeSigned,
  encodeUnsigned,
  intrinsicGas,
  recoverOrigin,
  sign,
  signingHash,
  txId,
  type TxBody,
} from './txcodec'

// Vectors published in vechain/thor-devkit.js tests/transaction.test.ts.
const body: TxBody = {
  chainTag: 1,
  blockRef: '0x00000000aabbccdd',
  expiration: 32,
  clauses: [
    { to: '0x7567d83b7b8d80addcb281a71d54fc7b3364ffed', value: 10000n, data: '0x000000606060' },
    { to: '0x7567d83b7b8d80addcb281a71d54fc7b3364ffed', value: 20000n, data: '0x000000606060' },
  ],
  gasPriceCoef: 128,
  gas: 21000n,
  dependsOn: null,
  nonce: 12345678n,
}
const UNSIGNED =
  'f8540184aabbccdd20f840df947567d83b7b8d80addcb281a71d54fc7b3364ffed82271086000000606060df947567d83b7b8d80addcb281a71d54fc7b3364ffed824e208600000060606081808252088083bc614ec0'
const SIGNED =
  'f8970184aabbccdd20f840df947567d83b7b8d80addcb281a71d54fc7b3364ffed82271086000000606060df947567d83b7b8d80addcb281a71d54fc7b3364ffed824e208600000060606081808252088083bc614ec0b841f76f3c91a834165872aa9464fc55b03a13f46ea8d3b858e528fcceaf371ad6884193c3f313ff8effbb57fe4d1adc13dceb933bedbf9dbb528d2936203d5511df00'
const KEY = hexToBytes('7582be841ca040aa940fff6c05773129e135623e41acce3e0b8ba520dc1ae26a')

describe('Thor transaction codec', () => {
  it('encodes the unsigned body and its signingHash as thor-devkit does', () => {
    expect(bytesToHex(encodeUnsigned(body))).toBe(UNSIGNED)
    expect(bytesToHex(signingHash(body))).toBe('2a1c25ce0d66f45276a5f308b99bf410e2fc7d5b6ea37a49f2ab9f1da9446478')
  })

  it('signs, encodes, recovers the origin and derives the ID as thor-devkit does', () => {
    const sig = sign(signingHash(body), KEY)
    expect(bytesToHex(sig)).toBe(SIGNED.slice(-130))
    expect(bytesToHex(encodeSigned(body, sig))).toBe(SIGNED)
    const origin = recoverOrigin(signingHash(body), sig)
    expect(origin).toBe(addressOfKey(KEY))
    expect(txId(signingHash(body), origin)).toBe('0xda90eaea52980bc4bb8d40cb2ff84d78433b3b4a6e7d50b75736c5e3e77b71ec')
  })

  it('decodes a signed transaction back to its body', () => {
    const { body: decoded, signature } = decodeSigned(hexToBytes(SIGNED))
    expect(decoded).toEqual(body)
    expect(signature).toHaveLength(65)
    expect(() => decodeSigned(hexToBytes(UNSIGNED))).toThrow(/10 RLP fields/)
  })

  it('computes intrinsic gas as thor-devkit does', () => {
    expect(intrinsicGas(body.clauses)).toBe(37432n)
    expect(intrinsicGas([])).toBe(21000n)
    expect(intrinsicGas([{ to: null, value: 0n, data: '0x' }])).toBe(53000n)
  })
})
