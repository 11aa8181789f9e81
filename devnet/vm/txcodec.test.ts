import { RLP } from '@ethereumjs/rlp'
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

// Vectors of meter-pov tx/transaction_test.go (TestTx): two MTR (token 0) clauses.
const to = '0x7567d83b7b8d80addcb281a71d54fc7b3364ffed'
const body: TxBody = {
  chainTag: 1,
  blockRef: '0x00000000aabbccdd',
  expiration: 32,
  clauses: [
    { to, value: 10000n, token: 0, data: '0x000000606060' },
    { to, value: 20000n, token: 0, data: '0x000000606060' },
  ],
  gasPriceCoef: 128,
  gas: 21000n,
  dependsOn: null,
  nonce: 12345678n,
  reserved: [],
}
const SIGNED =
  'f8990184aabbccdd20f842e0947567d83b7b8d80addcb281a71d54fc7b3364ffed8227108086000000606060e0947567d83b7b8d80addcb281a71d54fc7b3364ffed824e20808600000060606081808252088083bc614ec0b8412cb8b616227972202d6a80b2a5b0b236e4988b274e8ee8f7f948ff7bf225a3ff061e333d7a2d16c25a8ecd53c11f13299ea220c85656e051199b800dcf3d6c4a00'
const KEY = hexToBytes('7582be841ca040aa940fff6c05773129e135623e41acce3e0b8ba520dc1ae26a')
// The same body in VeChain Thor's format (three-field clauses), from thor-devkit's tests: Meter cannot decode it.
const THOR_SIGNED =
  'f8970184aabbccdd20f840df947567d83b7b8d80addcb281a71d54fc7b3364ffed82271086000000606060df947567d83b7b8d80addcb281a71d54fc7b3364ffed824e208600000060606081808252088083bc614ec0b841f76f3c91a834165872aa9464fc55b03a13f46ea8d3b858e528fcceaf371ad6884193c3f313ff8effbb57fe4d1adc13dceb933bedbf9dbb528d2936203d5511df00'

describe('Meter transaction codec', () => {
  it('computes the signingHash, signature, signed RLP, origin and ID that meter-pov computes', () => {
    expect(`0x${bytesToHex(signingHash(body))}`).toBe(
      '0xfc420290104d43f7c74ba45517a5ebdc2d65b86cab0e0c8584a8aa4cfcb1fe59',
    )
    const sig = sign(signingHash(body), KEY)
    expect(bytesToHex(encodeSigned(body, sig))).toBe(SIGNED)
    const origin = recoverOrigin(signingHash(body), sig)
    expect(origin).toBe('0xd989829d88b0ed1b06edf5c50174ecfa64f14a64')
    expect(origin).toBe(addressOfKey(KEY))
    expect(txId(signingHash(body), origin)).toBe('0x8b0c95930309aed68a24dc66dad23bdaed7c1a078eb9289126eb458a5ef5eee8')
  })

  it('puts the token between value and data: token 1 changes the clause, the hash and the ID', () => {
    const mtrg: TxBody = { ...body, clauses: body.clauses.map((c) => ({ ...c, token: 1 })) }
    const clause = (RLP.decode(encodeUnsigned(mtrg)) as Uint8Array[][][])[3]![0]!
    expect(clause.map((f) => bytesToHex(f))).toEqual([to.slice(2), '2710', '01', '000000606060'])
    expect(bytesToHex(signingHash(mtrg))).not.toBe(bytesToHex(signingHash(body)))
  })

  it('decodes a signed transaction back to its body, token included', () => {
    const { body: decoded, signature } = decodeSigned(hexToBytes(SIGNED))
    expect(decoded).toEqual(body)
    expect(signature).toHaveLength(65)
    const mtrg: TxBody = { ...body, clauses: [{ to: null, value: 5n, token: 1, data: '0x60' }] }
    expect(decodeSigned(encodeSigned(mtrg, sign(signingHash(mtrg), KEY))).body).toEqual(mtrg)
  })

  it('refuses what Meter cannot decode, in go-ethereum rlp words', () => {
    expect(() => decodeSigned(hexToBytes(THOR_SIGNED))).toThrow('rlp: too few elements for tx.clauseBody')
    expect(() => decodeSigned(encodeUnsigned(body))).toThrow('rlp: too few elements for tx.body')
    const badToken = RLP.encode([
      ...(RLP.decode(hexToBytes(SIGNED)) as unknown[]).map((f, i) =>
        i === 3 ? [[hexToBytes(to.slice(2)), new Uint8Array([1]), new Uint8Array([2]), new Uint8Array()]] : f,
      ),
    ] as never)
    expect(() => decodeSigned(badToken)).toThrow(/invalid token 2/)
  })

  it('keeps reserved fields verbatim, so the hash is the one their sender signed', () => {
    const withReserved: TxBody = { ...body, reserved: [new Uint8Array([1])] }
    const raw = encodeSigned(withReserved, sign(signingHash(withReserved), KEY))
    const { body: decoded } = decodeSigned(raw)
    expect(decoded.reserved).toEqual([new Uint8Array([1])])
    expect(bytesToHex(signingHash(decoded))).toBe(bytesToHex(signingHash(withReserved)))
    expect(bytesToHex(signingHash(decoded))).not.toBe(bytesToHex(signingHash(body)))
  })

  it('computes intrinsic gas as meter-pov does', () => {
    expect(intrinsicGas(body.clauses)).toBe(37432n)
    expect(intrinsicGas([])).toBe(21000n)
    expect(intrinsicGas([{ to: null, data: '0x' }])).toBe(53000n)
  })
})
