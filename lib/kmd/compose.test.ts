import { generateAccount } from 'algosdk'
import { describe, expect, it } from 'vitest'
import { previewTxn } from './codec'
import { composePayment, nativeDisplay, previewAmount, type NodeParams } from './compose'

const params: NodeParams = {
  fee: 0,
  'min-fee': 1000,
  'last-round': 10,
  'genesis-id': 'devnet-v1',
  'genesis-hash': Buffer.alloc(32, 3).toString('base64'),
}
const sender = generateAccount().addr.toString()
const receiver = generateAccount().addr.toString()

describe('KMD compose a payment in display units', () => {
  it('takes the amount in LGR, like the compose page', () => {
    const p = previewTxn(composePayment({ sender, receiver, amount: '1.234567' }, params))
    expect(p.amount).toBe('1234567')
    expect(previewTxn(composePayment({ sender, receiver, amount: '2' }, params)).amount).toBe('2000000')
  })

  it('refuses more decimals than the unit has, and non-numbers, in words', () => {
    expect(() => composePayment({ sender, receiver, amount: '0.1234567' }, params)).toThrow(
      'Amount: at most 6 decimal places for LGR.',
    )
    expect(() => composePayment({ sender, receiver, amount: 'abc' }, params)).toThrow(
      'Amount: a number of LGR such as 1.5.',
    )
    expect(() => composePayment({ sender, receiver, amount: '18446744073710' }, params)).toThrow(
      'Amount: at most 18,446,744,073,709.551615 LGR.',
    )
  })

  it('the preview shows the native coin in display units', () => {
    expect(nativeDisplay('1234567')).toBe('1.234567 LGR')
    expect(nativeDisplay('1000')).toBe('0.001 LGR')
    expect(previewAmount('2500000')).toBe('2.5 LGR')
    expect(previewAmount('42', '7')).toBe('42 base units of asset 7')
  })
})
