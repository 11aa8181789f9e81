import { describe, expect, it } from 'vitest'
import { FIGURE_IDS, parseFigure, summarize, SUPPLY_TOKENS } from './feed'

describe('supply feed figures', () => {
  it('lists the seven figures; token C has no total', () => {
    expect(FIGURE_IDS).toHaveLength(7)
    expect(SUPPLY_TOKENS.find((t) => t.id === 'tokenC')?.total).toBeUndefined()
  })

  it('parses the bare integer the real handler writes and the {result} the swagger promises', () => {
    expect(parseFigure(81443180)).toBe(81443180n)
    expect(parseFigure(123456789012345678901234567890n)).toBe(123456789012345678901234567890n)
    expect(parseFigure({ height: '100', result: '81443180' })).toBe(81443180n)
    expect(parseFigure({ result: 5 })).toBe(5n)
    expect(parseFigure('42')).toBe(42n)
  })

  it('says what arrived when the shape is wrong', () => {
    expect(() => parseFigure({ error: 'boom' })).toThrow(/got \{"error":"boom"\}/)
    expect(() => parseFigure(-3)).toThrow(/whole non-negative/)
    expect(() => parseFigure(1.5)).toThrow()
    expect(() => parseFigure(null)).toThrow(/got null/)
  })
})

describe('summarize', () => {
  const big = 10n ** 30n
  it('derives locked amounts and shares exactly, and says token C has no total', () => {
    const s = summarize({
      'supply.circulating': { value: (big - big / 4n).toString() },
      'supply.total': { value: big.toString() },
      'supply.circulatingTokenB': { value: '1' },
      'supply.totalTokenB': { value: '3' },
      'supply.circulatingTokenC': { value: '77' },
      'supply.circulatingTokenD': { error: '500 upstream_error: injected fault' },
      'supply.totalTokenD': { value: '10' },
    })
    const [main, b, c, d] = s
    expect(main).toMatchObject({
      locked: (big / 4n).toString(),
      lockedShare: '25.00%',
      circulatingShare: '75.00%',
      errors: [],
    })
    expect(b).toMatchObject({ locked: '2', lockedShare: '66.67%', circulatingShare: '33.33%' })
    expect(c).toMatchObject({ circulating: '77', noTotal: true, errors: [] })
    expect(c?.total).toBeUndefined()
    expect(c?.lockedShare).toBeUndefined()
    expect(d?.total).toBe('10')
    expect(d?.circulating).toBeUndefined()
    expect(d?.locked).toBeUndefined()
    expect(d?.errors).toEqual(['Token D circulating supply: the gateway failed (HTTP 500): injected fault'])
  })
  it('circulating and locked shares, stacked side by side, add up to 100 % (issue 46)', () => {
    // 12.345 % circulating: rounded each on its own, 12.35 + 87.66 made 100.01.
    const [main] = summarize({ 'supply.circulating': { value: '2469' }, 'supply.total': { value: '20000' } })
    expect([main?.circulatingShare, main?.lockedShare]).toEqual(['12.35%', '87.65%'])
  })
  it('reports figures that were never fetched', () => {
    expect(summarize({})[0]?.errors).toEqual([
      'Main token circulating supply: not fetched',
      'Main token total supply: not fetched',
    ])
  })
})
