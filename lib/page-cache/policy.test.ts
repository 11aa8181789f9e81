import { describe, expect, it } from 'vitest'
import type { NetworkId } from '@/lib/networks'
import { DEFAULT_POLICY, freshnessOf } from './policy'
import { publicRoute } from './routes'

const heads: Partial<Record<NetworkId, string>> = { hub: '1000', vm: '1000', sharded: '1000', ledger: '1000' }
const cls = (url: string, status = 200, shortfalls = 0) => {
  const path = url.split('?')[0]!
  return freshnessOf(publicRoute(path)!, url, status, shortfalls, (n) => heads[n], DEFAULT_POLICY).class
}

describe('freshness of a render', () => {
  it('keeps records behind the finalised head, by ledger kind', () => {
    expect(cls('/hub/blocks/999')).toBe('immutable')
    expect(cls('/hub/blocks/1000')).toBe('head')
    expect(cls('/ledger/blocks/999')).toBe('immutable')
    // The VM ledger's blocks can still be replaced until they are 12 behind the best block.
    expect(cls('/vm/blocks/995')).toBe('head')
    expect(cls('/vm/blocks/988')).toBe('immutable')
    // A block named by hash, or a network whose head is not known yet, follows the head.
    expect(cls('/hub/blocks/ABCDEF')).toBe('head')
    expect(cls('/staking/blocks/5')).toBe('head')
  })

  it('keeps a found transaction only where a chain answers for included transactions alone', () => {
    expect(cls('/hub/txs/AB')).toBe('immutable')
    expect(cls('/ledger/txs/AB')).toBe('immutable')
    expect(cls('/vm/txs/0xab')).toBe('head')
    expect(cls('/sharded/txs/ab')).toBe('head')
  })

  it('keeps an account at past heights, and follows the head at the current one', () => {
    expect(cls('/hub/accounts/x?at=900')).toBe('immutable')
    expect(cls('/hub/accounts/x?at=900&compare=950')).toBe('immutable')
    expect(cls('/hub/accounts/x?at=900&compare=1000')).toBe('head')
    expect(cls('/hub/accounts/x?at=latest')).toBe('head')
    expect(cls('/hub/accounts/x')).toBe('head')
  })

  it('keeps briefly what may change any moment: not found yet, incomplete renders', () => {
    expect(cls('/hub/txs/AB', 404)).toBe('short')
    expect(cls('/hub/blocks/5', 200, 1)).toBe('short')
    expect(freshnessOf(publicRoute('/')!, '/', 200, 0, () => undefined, DEFAULT_POLICY).follows).toHaveLength(8)
  })
})
