import { describe, expect, it } from 'vitest'
import { CATALOG, operationsOf } from '@/lib/catalog'
import { networkIds, getNetwork } from '@/lib/networks'
import { consoleGroups, consolePointers, filterGroups } from './operations'
import { FIXTURES } from './testing/fixtures'

const fixtures = Object.values(FIXTURES)

describe('consoleGroups', () => {
  it('groups a network’s operations by module in catalog order, with the gateways that serve them', () => {
    const groups = consoleGroups('ledger', fixtures)
    expect(groups.map((g) => g.name)).toEqual(['transactions'])
    expect(groups[0]!.entries.map((e) => [e.op.id, e.gateways])).toEqual([
      ['t.rawTx', ['node']],
      ['t.indexerTxs', ['indexer']],
    ])
    expect(consoleGroups('vm', fixtures).map((g) => g.name)).toEqual(['logs', 'subscriptions'])
  })

  it('lists, for every network, exactly the catalog operations of its gateways', () => {
    for (const n of networkIds()) {
      const listed = consoleGroups(n).flatMap((g) => g.entries.map((e) => e.op.id))
      const expected = new Set(getNetwork(n).gateways.flatMap((g) => operationsOf(g).map((o) => o.id)))
      expect(new Set(listed), n).toEqual(expected)
    }
    expect(CATALOG.length).toBeGreaterThan(0)
  })

  it('filters by every word of the search against id, path, summary, group and flags', () => {
    const groups = consoleGroups('hub', fixtures)
    expect(filterGroups(groups, 'BANK balances').flatMap((g) => g.entries.map((e) => e.op.id))).toEqual(['t.balances'])
    expect(filterGroups(groups, 'write').flatMap((g) => g.entries.map((e) => e.op.id))).toEqual(['t.broadcast'])
    expect(filterGroups(groups, 'nothing-like-this')).toEqual([])
  })

  it('points the ledger network at the wallet console for KMD operations and offers none of them', () => {
    expect(consolePointers('ledger')).toMatchObject([{ href: '/kmd', count: operationsOf('kmd').length }])
    expect(consolePointers('hub')).toEqual([])
    for (const n of networkIds())
      expect(consoleGroups(n).some((g) => g.entries.some((e) => e.op.kind === 'kmd'))).toBe(false)
  })
})
