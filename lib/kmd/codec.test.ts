import {
  generateAccount,
  makePaymentTxnWithSuggestedParamsFromObject,
  masterDerivationKeyToMnemonic,
  secretKeyToMnemonic,
} from 'algosdk'
import { describe, expect, it } from 'vitest'
import { decodeTxn, fromBase64, parseMasterKey, parsePrivateKey, previewTxn, signedTxnId, toBase64 } from './codec'

const params = {
  fee: 1000,
  minFee: 1000,
  flatFee: true,
  firstValid: 100,
  lastValid: 1100,
  genesisID: 'devnet-v1',
  genesisHash: new Uint8Array(32).fill(3),
}

describe('codec', () => {
  it('base64 round trip, URL alphabet, and clear errors', () => {
    const bytes = Uint8Array.from({ length: 70 }, (_, i) => (i * 37) % 256)
    expect(fromBase64(toBase64(bytes))).toEqual(bytes)
    expect(fromBase64(toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_'))).toEqual(bytes)
    expect(() => fromBase64('not base64!', 'program')).toThrow('program must be base64 text')
    expect(() => fromBase64('')).toThrow()
  })

  it('private keys from a mnemonic or base64; wrong input explained', () => {
    const a = generateAccount()
    const m = secretKeyToMnemonic(a.sk)
    expect(parsePrivateKey(m)).toBe(toBase64(a.sk))
    expect(parsePrivateKey(`  ${m.toUpperCase().replace(/ /g, '\n')} `)).toBe(toBase64(a.sk))
    expect(parsePrivateKey(toBase64(a.sk))).toBe(toBase64(a.sk))
    expect(() => parsePrivateKey(m.split(' ').slice(0, 24).join(' '))).toThrow('25 words, got 24')
    expect(() => parsePrivateKey(m.replace(/\S+$/, 'abandon'))).toThrow(/checksum|not valid/)
    expect(() => parsePrivateKey(toBase64(a.sk.slice(0, 32)))).toThrow('64 bytes, got 32')
  })

  it('master keys: empty means generate, mnemonic or base64 of 32 bytes', () => {
    const mdk = Uint8Array.from({ length: 32 }, (_, i) => i + 1)
    expect(parseMasterKey('  ')).toBeUndefined()
    expect(parseMasterKey(masterDerivationKeyToMnemonic(mdk))).toBe(toBase64(mdk))
    expect(parseMasterKey(toBase64(mdk))).toBe(toBase64(mdk))
    expect(() => parseMasterKey(toBase64(new Uint8Array(31)))).toThrow('32 bytes')
  })

  it('previews a payment before signing, from the unsigned or the signed blob', () => {
    const from = generateAccount()
    const to = generateAccount()
    const amount = 2n ** 60n + 7n // beyond Number precision: must stay exact
    const txn = makePaymentTxnWithSuggestedParamsFromObject({
      sender: from.addr,
      receiver: to.addr,
      amount,
      note: new TextEncoder().encode('rent'),
      suggestedParams: params,
    })
    const p = previewTxn(toBase64(txn.toByte()))
    expect(p).toMatchObject({
      type: 'pay',
      sender: from.addr.toString(),
      receiver: to.addr.toString(),
      amount: amount.toString(),
      fee: '1000',
      firstValid: '100',
      lastValid: '1100',
      genesisId: 'devnet-v1',
      note: { text: 'rent' },
      wasSigned: false,
      txid: txn.txID(),
    })
    const signed = toBase64(txn.signTxn(from.sk))
    expect(previewTxn(signed)).toMatchObject({ wasSigned: true, txid: txn.txID() })
    expect(decodeTxn(signed).unsigned).toBe(toBase64(txn.toByte()))
    expect(signedTxnId(signed)).toBe(txn.txID())
    expect(() => previewTxn(toBase64(new TextEncoder().encode('hello')))).toThrow('not a msgpack transaction')
  })

  it('shows a binary note as base64 only', () => {
    const a = generateAccount()
    const txn = makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: a.addr,
      amount: 0,
      note: Uint8Array.from([0, 1, 255]),
      suggestedParams: params,
    })
    expect(previewTxn(toBase64(txn.toByte())).note).toEqual({ text: undefined, base64: 'AAH/' })
  })
})

describe('composePayment', () => {
  it('builds from suggested params and previews back the same fields', async () => {
    const { composePayment } = await import('./compose')
    const a = generateAccount()
    const b = generateAccount()
    const blob = composePayment(
      { sender: a.addr.toString(), receiver: b.addr.toString(), amount: '18446744073709.551615', note: 'hi' },
      {
        fee: 0,
        'min-fee': 1000,
        'last-round': 500,
        'genesis-id': 'devnet-v1',
        'genesis-hash': toBase64(new Uint8Array(32).fill(9)),
      },
    )
    expect(previewTxn(blob)).toMatchObject({
      sender: a.addr.toString(),
      receiver: b.addr.toString(),
      amount: '18446744073709551615',
      fee: '1000',
      firstValid: '500',
      lastValid: '1500',
      note: { text: 'hi' },
    })
    expect(() =>
      composePayment(
        { sender: a.addr.toString(), receiver: b.addr.toString(), amount: '1.1234567' },
        { fee: 0, 'min-fee': 1000, 'last-round': 1, 'genesis-id': 'x', 'genesis-hash': toBase64(new Uint8Array(32)) },
      ),
    ).toThrow('at most 6 decimal places')
  })
})
