import { describe, expect, it } from 'vitest'
import { candidateHref } from './search-box'

const HASH = '3EFA47B95318B777'.padEnd(64, '0')

describe('a search result', () => {
  it('for an ibc/<hash> denomination opens its denomination page, where the supply tables link', () => {
    expect(candidateHref({ network: 'hub', kind: 'denom', value: `ibc/${HASH}`, as: 'IBC denomination' })).toBe(
      `/hub/denoms/ibc/${HASH}`,
    )
  })
})
