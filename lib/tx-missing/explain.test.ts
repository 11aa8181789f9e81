import { describe, expect, it } from 'vitest'
import { networkIds } from '@/lib/networks'
import { ledgerPoolState, possibilities, shardedPoolState } from './explain'

describe('pending pool answers in words', () => {
  it('ledger node: waiting, confirmed ahead of the indexer, dropped', () => {
    expect(ledgerPoolState({ 'pool-error': '', txn: {} })).toMatchObject({ state: 'pending' })
    expect(ledgerPoolState({ 'confirmed-round': 4021, 'pool-error': '', txn: {} })).toEqual({
      state: 'confirmed',
      text: 'The node confirmed it in round 4021; the indexer has not caught up yet.',
    })
    expect(ledgerPoolState({ 'pool-error': 'transaction already in ledger', txn: {} })).toMatchObject({
      state: 'rejected',
      text: expect.stringContaining('already in ledger'),
    })
  })

  it('sharded gateway statuses', () => {
    expect(shardedPoolState({ data: { status: 'pending' }, error: '', code: 'successful' }).state).toBe('pending')
    expect(shardedPoolState({ data: { status: 'invalid' }, error: '', code: 'successful' }).state).toBe('rejected')
    expect(shardedPoolState({ data: { status: 'success' }, error: '', code: 'successful' }).state).toBe('confirmed')
    expect(shardedPoolState(null).state).toBe('unknown')
  })

  it('every network has its own explanations, the expiry rule among them', () => {
    for (const n of networkIds())
      expect(
        possibilities(n).some((p) => /expire|Invalid|nonce/i.test(p)),
        n,
      ).toBe(true)
    expect(possibilities('ledger').join(' ')).toContain('last-valid')
    expect(possibilities('vm').join(' ')).toContain('expiration')
  })
})
