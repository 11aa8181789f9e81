import { describe, expect, it } from 'vitest'
import {
  amountText,
  displayPrecision,
  formatAmount,
  formatDec,
  formatPercent,
  formatUnits,
  groupThousands,
  parseBaseUnits,
  parseUnits,
} from './amount'

describe('amount formatting', () => {
  it('formats base units with the exponent and trims trailing zeros', () => {
    expect(formatUnits(1234500n, 6)).toBe('1.2345')
    expect(formatUnits(1000000n, 6)).toBe('1')
    expect(formatUnits(1n, 6)).toBe('0.000001')
    expect(formatUnits(0n, 18)).toBe('0')
  })

  it('keeps every digit of amounts past 2^53', () => {
    const raw = 123456789012345678901234567890n
    expect(formatUnits(raw, 18)).toBe('123,456,789,012.34567890123456789')
    expect(formatUnits(raw, 18, { group: false })).toBe('123456789012.34567890123456789')
    expect(parseBaseUnits('123456789012345678901234567890')).toBe(raw)
  })

  it('truncates, never rounds up, past maxFraction', () => {
    expect(formatUnits(1999999n, 6, { maxFraction: 2 })).toBe('1.99')
  })

  it('reads decimal and 0x-hex base units and rejects anything else', () => {
    expect(parseBaseUnits('0x513a75a0fbbc000')).toBe(0x513a75a0fbbc000n)
    expect(parseBaseUnits('0x')).toBe(0n)
    expect(parseBaseUnits('12.5')).toBeUndefined()
    expect(parseBaseUnits('-3')).toBeUndefined()
    expect(parseBaseUnits('1e6')).toBeUndefined()
  })

  it('parses human amounts back to base units exactly', () => {
    expect(parseUnits('1.5', 6)).toBe(1500000n)
    expect(parseUnits('1,000.000001', 6)).toBe(1000000001n)
    expect(parseUnits('0.0000001', 6)).toBeUndefined()
    expect(parseUnits('abc', 6)).toBeUndefined()
  })

  it('groups thousands and shows SDK decimals and percentages', () => {
    expect(groupThousands('1234567')).toBe('1,234,567')
    expect(formatDec('1234.500000000000000000')).toBe('1,234.5')
    expect(formatPercent('0.050000000000000000')).toBe('5%')
    expect(formatPercent('0.123450000000000000')).toBe('12.34%')
  })
})

/**
 * Every denomination the devnet chains use, through the one formatter: base units → display units with the
 * chain's decimals (denom metadata, the sharded ledger's `erd_denomination`, the VM's 18, the ledger's 6, asset
 * decimals), thousands separators, the symbol, and the exact base value kept for the tooltip and copy.
 */
describe('formatAmount across the devnet denominations', () => {
  const six = (display: string) => ({ display, exponent: 6 })
  const eighteen = (display: string) => ({ display, exponent: 18 })
  const cases: [string, string | number, string, { display: string; exponent: number } | undefined, string, string][] =
    [
      ['Hub native (metadata, 6)', '1234567890', 'uhub', six('HUB'), '1,234.56789', 'HUB'],
      ['Staking native', '1000000', 'ustk', six('STK'), '1', 'STK'],
      ['Staking liquid-staking token', '2500001', 'stk/ustk', six('STK-USTK'), '2.500001', 'STK-USTK'],
      ['Exchange native (18)', '1500000000000000000', 'aexch', eighteen('EXCH'), '1.5', 'EXCH'],
      ['Platform native', '53450400423142', 'uplat', six('PLAT'), '53,450,400.423142', 'PLAT'],
      ['Platform staked derivative', '42', 'ustplat', six('STPLAT'), '0.000042', 'STPLAT'],
      ['Classic native', '999999', 'uclsc', six('CLSC'), '0.999999', 'CLSC'],
      ['Classic stable coin without metadata', '1234567', 'ukrw', undefined, '1,234,567', 'ukrw'],
      ['Classic stable coin usdr', '5', 'usdr', undefined, '5', 'usdr'],
      ['Classic stable coin uusd', '1000', 'uusd', undefined, '1,000', 'uusd'],
      [
        'IBC voucher with metadata',
        '13799410982528',
        'ibc/2BF6F31ECAA0A327CAB65DC9224C35C8A0AEEB6AC44ECA1E0F6A843B85A2DFE4',
        six('AEXCH-CHANNEL-2'),
        '13,799,410.982528',
        'AEXCH-CHANNEL-2',
      ],
      [
        'IBC voucher unresolved',
        '7',
        'ibc/2BF6F31ECAA0A327CAB65DC9224C35C8A0AEEB6AC44ECA1E0F6A843B85A2DFE4',
        undefined,
        '7',
        'ibc/2BF6F3…',
      ],
      [
        'Exchange bridged ERC-20 without metadata',
        '3000006',
        'peggy0xdAC17F958D2ee523a2206206994597C13D831ec7',
        undefined,
        '3,000,006',
        'peggy0xdAC1…1ec7',
      ],
      ['VM balance token, hex wei', '0x5b13ce61764000', 'wei', eighteen('VMT'), '0.025636', 'VMT'],
      ['VM energy, hex', '0x0', 'energy', eighteen('VME'), '0', 'VME'],
      [
        'Sharded ledger (erd_denomination 18)',
        '710436293534553469062463',
        'atto',
        eighteen('SHD'),
        '710,436.293534',
        'SHD',
      ],
      ['Ledger native (6), JSON number', 145062821585928, 'micro', six('LGR'), '145,062,821.585928', 'LGR'],
      ['Ledger asset with 2 decimals', 12345, 'asset 1001', { display: 'USDX', exponent: 2 }, '123.45', 'USDX'],
      ['Ledger asset with 0 decimals', '12', 'asset 1002', { display: 'NFT', exponent: 0 }, '12', 'NFT'],
    ]
  it.each(cases)('%s', (_name, raw, denom, info, value, symbol) => {
    const a = formatAmount(raw, denom, info)
    expect(a).toMatchObject({ value, symbol, ok: true })
    expect(a.exact).toBe(`${parseBaseUnits(typeof raw === 'number' ? String(raw) : raw)!.toString()} ${denom}`)
  })

  it('trims long fractions for tables, never to a misleading zero', () => {
    expect(formatAmount('117504721143892365058', 'atto', eighteen('SHD'), { maxFraction: 4 }).value).toBe('117.5047')
    expect(formatAmount('1', 'atto', eighteen('SHD'), { maxFraction: 4 }).value).toBe('<0.0001')
    expect(formatAmount('0', 'atto', eighteen('SHD'), { maxFraction: 4 }).value).toBe('0')
    expect(formatAmount('1', 'uplat', six('PLAT'), { maxFraction: 0 }).value).toBe('<1')
  })

  it('cuts to the display precision (the decimals, at most 6) unless asked for more, every digit kept in `full`', () => {
    const a = formatAmount('32714233960562745732904', 'energy', eighteen('VME'))
    expect(a).toMatchObject({ value: '32,714.23396', precision: 6, full: '32,714.233960562745732904' })
    expect(formatAmount('19204070588213232', 'energy', eighteen('VME')).value).toBe('0.019204')
    expect(formatAmount('19204070588213232', 'energy', eighteen('VME'), { maxFraction: 18 }).value).toBe(
      '0.019204070588213232',
    )
    expect(formatAmount('12345', 'asset 1001', { display: 'USDX', exponent: 2 })).toMatchObject({ precision: 2 })
    expect(formatAmount('12345', 'uhub')).toMatchObject({ value: '12,345', precision: 0 })
    expect(displayPrecision({ exponent: 18 })).toBe(6)
    expect(displayPrecision({ exponent: 2 })).toBe(2)
    expect(amountText('2244000000000000000000', 'wei', eighteen('DCT'))).toBe('2,244 DCT')
  })

  it('shows what it cannot read as given, marked not ok', () => {
    expect(formatAmount('12.5', 'uhub', six('HUB'))).toMatchObject({ ok: false, value: '12.5', symbol: 'uhub' })
    expect(formatAmount(-3, 'micro', six('LGR'))).toMatchObject({ ok: false })
    expect(formatAmount(2 ** 60, 'micro', six('LGR'))).toMatchObject({ ok: false })
  })
})
