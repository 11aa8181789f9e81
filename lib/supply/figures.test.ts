import { describe, expect, it } from 'vitest'
import { getOperation } from '@/lib/catalog'
import { historyGroups, isHistoryGroupId, sampledFigureIds, sampledFigures, sampledFigure } from './figures'

const HUGE = 123456789012345678901234567890n

describe('sampled figures', () => {
  it('are the seven feed figures plus the single-number network figures, each offered by its gateway', () => {
    expect(sampledFigureIds().slice(0, 7)).toEqual([
      'supply.circulating',
      'supply.total',
      'supply.circulatingTokenB',
      'supply.totalTokenB',
      'supply.circulatingTokenC',
      'supply.circulatingTokenD',
      'supply.totalTokenD',
    ])
    expect(new Set(sampledFigureIds()).size).toBe(sampledFigureIds().length)
    for (const f of sampledFigures()) expect(getOperation(f.opId).gateways, f.id).toContain(f.gateway)
  })

  it('read their answers exactly', () => {
    expect(sampledFigure('supply.total')?.read(HUGE)).toBe(HUGE)
    expect(sampledFigure('hub.supply')?.query).toEqual({ denom: 'uhub' })
    expect(sampledFigure('hub.supply')?.read({ amount: { denom: 'uhub', amount: HUGE.toString() } })).toBe(HUGE)
    expect(sampledFigure('platform.notBonded')?.read({ pool: { bonded_tokens: '1', not_bonded_tokens: '2' } })).toBe(2n)
    expect(
      sampledFigure('sharded.staked')?.read({
        data: { metrics: { erd_total_supply: '9', erd_total_staked_value: HUGE.toString() } },
      }),
    ).toBe(HUGE)
    expect(sampledFigure('ledger.online')?.read({ current_round: 1, 'total-money': HUGE, 'online-money': 5 })).toBe(5n)
    expect(() => sampledFigure('sharded.staked')?.read({ data: { metrics: { erd_total_supply: '9' } } })).toThrow(
      /erd_total_staked_value/,
    )
  })

  it('every history group plots sampled figures only', () => {
    for (const g of historyGroups()) {
      for (const l of g.lines) expect(sampledFigureIds(), g.id).toContain(l.figure)
      expect(isHistoryGroupId(g.id)).toBe(true)
    }
    expect(isHistoryGroupId('vm')).toBe(false)
  })
})
