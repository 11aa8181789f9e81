import { describe, expect, it } from 'vitest'
import { parseSupplyState, supplyHref, supplyLinkFor } from './url-state'

describe('supply URL state', () => {
  it('reads every chart state from the URL, with defaults for junk', () => {
    expect(parseSupplyState({ range: '7d', token: 'tokenC', network: 'platform', denom: 'uplat' })).toEqual({
      range: '7d',
      token: 'tokenC',
      network: 'platform',
      denom: 'uplat',
    })
    expect(parseSupplyState(new URLSearchParams('range=5y&token=x&network=vm&denom=<script>'))).toEqual({
      range: '1h',
      token: 'main',
      network: 'hub',
    })
    expect(parseSupplyState({ range: ['24h', '7d'] }).range).toBe('24h')
    expect(
      parseSupplyState({ denom: 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2' }).denom,
    ).toMatch(/^ibc\//)
  })

  it('writes short links that round-trip', () => {
    const s = parseSupplyState({ range: '24h', network: 'staking', denom: 'ustk' })
    expect(supplyHref(s, { token: 'tokenB' }, 'history')).toBe(
      '/supply?range=24h&token=tokenB&network=staking&denom=ustk#history',
    )
    expect(parseSupplyState(new URLSearchParams(supplyHref(s, { token: 'tokenB' }).split('?')[1]))).toEqual({
      ...s,
      token: 'tokenB',
    })
    expect(supplyHref(parseSupplyState({}), {})).toBe('/supply')
  })

  it('drops the denomination when the network changes (it belongs to the old network)', () => {
    const s = parseSupplyState({ network: 'hub', denom: 'uhub' })
    expect(supplyHref(s, { network: 'platform' }, 'denoms')).toBe('/supply?network=platform#denoms')
    expect(supplyHref(s, { network: 'platform', denom: 'uplat' })).toBe('/supply?network=platform&denom=uplat')
  })

  it('gives network overviews their anchor', () => {
    expect(supplyLinkFor('platform')).toBe('/supply?network=platform#staking')
    expect(supplyLinkFor('staking')).toBe('/supply?network=staking#denoms')
    expect(supplyLinkFor('classic')).toBe('/supply#treasury')
    expect(supplyLinkFor('vm')).toBeUndefined()
  })
})
