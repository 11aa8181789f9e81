import { describe, expect, it } from 'vitest'
import { chainOf, coinAmount, energyAmount, isOwnAccount, nativeAmount } from './chain'
import { cellOf } from './common'
import type { ChainProfile } from './view'

const hub: ChainProfile = {
  address: { kind: 'bech32', prefix: 'cosmos', validatorPrefix: 'cosmosvaloper', consensusPrefix: 'cosmosvalcons' },
  denom: { base: 'uatom', display: 'ATOM', exponent: 6 },
}
const real = { network: 'hub' as const, chain: hub }
const OWN = 'cosmos1a0d206nnylpxf8ta9kcrff5mucja7h228xwxqs'
const OTHER = 'osmo1a0d206nnylpxf8ta9kcrff5mucja7h22ulk6tq'

describe('the chain an adapter reads with', () => {
  it('is the one given, else the network registry’s (with the VM’s gas coin)', () => {
    expect(chainOf(real)).toBe(hub)
    expect(chainOf({ network: 'hub' }).denom.base).toBe('uhub')
    expect(chainOf('vm').energy).toMatchObject({ display: 'VME', exponent: 18 })
    expect(chainOf('ledger').energy).toBeUndefined()
  })

  it('gives native amounts their unit; other coins keep their own name for the page’s metadata', () => {
    expect(coinAmount(real, '783604', 'uatom')).toEqual({
      type: 'amount',
      raw: '783604',
      denom: 'uatom',
      exponent: 6,
      display: 'ATOM',
    })
    expect(coinAmount(real, '37', 'ibc/B055')).toEqual({ type: 'amount', raw: '37', denom: 'ibc/B055' })
    expect(coinAmount(real, '5', 'uhub')).toEqual({ type: 'amount', raw: '5', denom: 'uhub' })
    expect(nativeAmount({ network: 'sharded' }, '1')).toMatchObject({ denom: 'atto', display: 'SHD' })
    // Without a gas coin the native token pays.
    expect(energyAmount({ network: 'ledger' }, '1')).toMatchObject({ display: 'LGR' })
  })

  it('knows its own accounts by the prefix it is given, not devnet’s', () => {
    expect(isOwnAccount(real, OWN)).toBe(true)
    expect(isOwnAccount(real, OTHER)).toBe(false)
    expect(isOwnAccount({ network: 'hub' }, OWN)).toBe(false)
    expect(isOwnAccount('vm', '0x2d7c8293b20344223668ed3fd88301381dc35ce0')).toBe(true)
    expect(isOwnAccount('ledger', 'ALGORANDAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIN5DNAU')).toBe(true)
  })

  it('generic cells follow it: coins in units, own addresses linked, others as text', () => {
    expect(cellOf({ denom: 'uatom', amount: '10' }, real)).toMatchObject({ exponent: 6, display: 'ATOM' })
    expect(cellOf(OWN, real)).toEqual({ type: 'link', kind: 'account', network: 'hub', value: OWN })
    expect(cellOf(OTHER, real)).toMatchObject({ type: 'text', value: OTHER })
  })
})
