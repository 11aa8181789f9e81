import { describe, expect, it } from 'vitest'
import { delegationsOf } from './delegations'

const of = (delegator: string, amount: string) => ({
  delegation: { delegator_address: delegator },
  balance: { denom: 'uplat', amount },
})

describe('a validator’s delegations', () => {
  it('come largest first, whatever order the gateway pages them in (by delegator address)', () => {
    // As Platform answered: 39,167 / 30,367 / 0.026618 / 15,804 PLAT.
    const body = {
      delegation_responses: [
        of('plat1a', '39167000000'),
        of('plat1b', '30367000000'),
        of('plat1c', '26618'),
        of('plat1d', '15804000000'),
      ],
    }
    expect(delegationsOf(body, 'uplat').map((d) => d.delegator)).toEqual(['plat1a', 'plat1b', 'plat1d', 'plat1c'])
  })

  it('compare amounts as integers, not as text, beyond 2^53', () => {
    const body = { delegation_responses: [of('x', '9007199254740993'), of('y', '9007199254740995'), of('z', '99')] }
    expect(delegationsOf(body, 'uplat').map((d) => d.delegator)).toEqual(['y', 'x', 'z'])
  })
})
