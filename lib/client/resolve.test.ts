import { describe, expect, it } from 'vitest'
import { offers, resolveCall } from './resolve'

describe('offers and resolveCall', () => {
  it('answer for the gateways the catalog names', () => {
    expect(offers('hub', 'cosmos.bank.balances')).toBe(true)
    expect(offers('vm', 'cosmos.bank.balances')).toBe(false)
    expect(resolveCall({ gateway: 'vm', opId: 'vm.blocks.get', path: { revision: '7' } }).gatewayPath).toBe('/blocks/7')
  })

  it('throw for an id the catalog lacks instead of silently dropping the panel (and it is a type error first)', () => {
    // @ts-expect-error a misspelling of cosmos.bank.balances is not an OperationId
    expect(() => offers('hub', 'cosmos.bank.balancez')).toThrow(/unknown operation cosmos\.bank\.balancez/)
    // @ts-expect-error vm.block.get is not an OperationId (it is vm.blocks.get)
    expect(() => resolveCall({ gateway: 'vm', opId: 'vm.block.get' })).toThrow(/unknown operation/)
  })
})
