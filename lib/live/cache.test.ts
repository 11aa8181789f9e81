import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { queryKeys } from '@/lib/query/keys'
import { refreshHeads } from './cache'
import { headKeysOf } from './heads'

const key = (gateway: string, opId: string, path: Record<string, string> = {}, query: Record<string, string> = {}) => [
  ...queryKeys.gateway(gateway),
  opId,
  path,
  query,
  {},
  null,
]

describe('head queries refreshed by the live feed', () => {
  it('derives each network head key from the explorer records', () => {
    expect(headKeysOf('vm')).toEqual([['gw', 'vm', 'vm.blocks.get', { revision: 'best' }]])
    expect(headKeysOf('hub')).toEqual([['gw', 'hub', 'cosmos.base.latestBlock', {}]])
    expect(headKeysOf('ledger')).toEqual([['gw', 'node', 'node.status', {}]])
  })

  it('invalidates the head entries of the network only, whatever their query, and leaves pinned blocks alone', async () => {
    const client = new QueryClient()
    const best = key('vm', 'vm.blocks.get', { revision: 'best' })
    const bestExpanded = key('vm', 'vm.blocks.get', { revision: 'best' }, { expanded: 'true' })
    const old = key('vm', 'vm.blocks.get', { revision: '3' })
    const other = key('hub', 'cosmos.base.latestBlock')
    for (const k of [best, bestExpanded, old, other]) client.setQueryData(k, 1)
    await refreshHeads(client, headKeysOf('vm'))
    expect([best, bestExpanded, old, other].map((k) => client.getQueryState(k)?.isInvalidated)).toEqual([
      true,
      true,
      false,
      false,
    ])
  })
})
