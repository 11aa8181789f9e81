import { describe, expect, it } from 'vitest'
import { distinctUnits } from './denom-name'

const voucher = (path: string) => ({
  display: 'DEX',
  exponent: 6,
  ibc: { path, baseDenom: 'udex', origin: 'Exchange' },
})

describe('units of a network’s denominations', () => {
  it('name two vouchers of one token by their route, not both “DEX”', () => {
    const out = distinctUnits({
      uhub: { display: 'HUB', exponent: 6 },
      'ibc/572F': voucher('transfer/channel-1'),
      'ibc/DA19': voucher('transfer/channel-8'),
    })
    expect(out['ibc/572F']!.display).toBe('DEX (channel-1)')
    expect(out['ibc/DA19']!.display).toBe('DEX (channel-8)')
    expect(out.uhub!.display).toBe('HUB')
  })

  it('use the whole path where the first hop is shared, and leave a unit no other denomination uses', () => {
    const out = distinctUnits({
      'ibc/A': voucher('transfer/channel-1'),
      'ibc/B': voucher('transfer/channel-1/transfer/channel-0'),
      'ibc/C': { ...voucher('transfer/channel-2'), display: 'STK' },
    })
    expect(out['ibc/A']!.display).toBe('DEX (transfer/channel-1)')
    expect(out['ibc/B']!.display).toBe('DEX (transfer/channel-1/transfer/channel-0)')
    expect(out['ibc/C']!.display).toBe('STK')
  })

  it('tell two vouchers apart by their hash where their traces could not be read', () => {
    const out = distinctUnits({
      'ibc/572F610C': { display: 'DEX', exponent: 6 },
      'ibc/DA190833': { display: 'DEX', exponent: 6 },
    })
    expect(out['ibc/572F610C']!.display).toBe('DEX (ibc/572F…)')
    expect(out['ibc/DA190833']!.display).toBe('DEX (ibc/DA19…)')
  })
})
