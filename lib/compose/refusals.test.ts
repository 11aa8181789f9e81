import { describe, expect, it } from 'vitest'
import { displayUnitsIn, sdkFailureInWords } from './refusals'

describe('SDK refusals in words', () => {
  it('reads insufficient funds in display units', () => {
    expect(
      sdkFailureInWords(
        'failed to execute message; message index: 0: spendable balance 12uhub is smaller than 5000000uhub: insufficient funds',
        'hub',
      ),
    ).toBe(
      'Spendable balance 0.000012 HUB is smaller than the 5 HUB needed: the transaction would fail for insufficient funds.',
    )
    // The deliver-time variant names no balance.
    expect(sdkFailureInWords('spendable balance is smaller than 29563825029uhub: insufficient funds', 'hub')).toBe(
      'The spendable balance is smaller than the 29,563.825029 HUB needed: the transaction would fail for insufficient funds.',
    )
  })

  it("reads a fee below the node's minimum, coin by coin", () => {
    expect(sdkFailureInWords('insufficient fees; got: 10uhub required: 5000uhub: insufficient fee', 'hub')).toBe(
      'The fee offered (0.00001 HUB) is below the 0.005 HUB the node asks for.',
    )
    expect(sdkFailureInWords('insufficient fees; got:  required: 5000uhub: insufficient fee', 'hub')).toBe(
      'The fee offered (no fee) is below the 0.005 HUB the node asks for.',
    )
  })

  it('leaves a denomination it cannot read as written, and an unknown message to the caller', () => {
    expect(sdkFailureInWords('spendable balance 3ibc/ABC is smaller than 7ibc/ABC: insufficient funds', 'hub')).toBe(
      'Spendable balance 3ibc/ABC is smaller than the 7ibc/ABC needed: the transaction would fail for insufficient funds.',
    )
    expect(sdkFailureInWords('something else', 'hub')).toBeUndefined()
  })

  it("converts every amount of the network's denominations inside any other message", () => {
    expect(displayUnitsIn('fee 2500uclsc and 1000000uusd paid, 3ufoo kept', 'classic')).toBe(
      'fee 0.0025 CLSC and 1 USTC paid, 3ufoo kept',
    )
    // Not inside a longer word or number.
    expect(displayUnitsIn('x12uhubz 5uhub', 'hub')).toBe('x12uhubz 0.000005 HUB')
  })
})
