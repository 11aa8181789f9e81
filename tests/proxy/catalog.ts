import * as z from 'zod'
import { defineOperations } from '@/lib/catalog/define'
import { createMatcher } from '@/lib/catalog/match'
import { pageRequest, path, query } from '@/lib/catalog/params'
import type { OperationInput } from '@/lib/catalog/types'

/** A small catalog with one operation of every shape the proxy treats differently. */
const cosmos = { kind: 'cosmos', method: 'GET', group: 'g', summary: 's', source: 'test' } as const

const rows: OperationInput[] = [
  { ...cosmos, id: 't.block', path: '/sdk/base/v1beta1/blocks/{height}', gateways: ['hub', 'staking'], cache: 'immutable', params: [path('height', 'uint64')] },
  { ...cosmos, id: 't.latest', path: '/sdk/base/v1beta1/blocks/latest', gateways: ['hub', 'staking'], cache: 'head' },
  { ...cosmos, id: 't.balances', path: '/sdk/bank/v1beta1/balances/{address}', gateways: ['hub'], cache: 'head', pagination: 'sdk', params: [path('address', 'bech32'), query('resolve_denom', 'boolean'), ...pageRequest()] },
  { ...cosmos, id: 't.params', path: '/sdk/bank/v1beta1/params', gateways: ['hub'], cache: 'params' },
  { ...cosmos, id: 't.alliances', path: '/stable/alliances/params', gateways: ['platform'], cache: 'params' },
  { ...cosmos, id: 't.trace', path: '/ibc/apps/transfer/v1/denom_hashes/{trace}', gateways: ['hub'], cache: 'immutable', params: [path('trace', 'string', { greedy: true })] },
  { ...cosmos, id: 't.seqs', path: '/ibc/core/channel/v1/packet_acks/{seqs}', gateways: ['hub'], cache: 'head', params: [path('seqs', 'uint64', { array: true })] },
  { ...cosmos, id: 't.nocache', path: '/sdk/base/v1beta1/node_info', gateways: ['hub'], cache: 'none' },
  {
    ...cosmos,
    id: 't.broadcast',
    method: 'POST',
    path: '/sdk/tx/v1beta1/txs',
    gateways: ['hub'],
    cache: 'none',
    body: z.object({ tx_bytes: z.string().min(1), mode: z.enum(['BROADCAST_MODE_SYNC', 'BROADCAST_MODE_ASYNC']) }),
    flags: { write: true },
  },
  { ...cosmos, id: 't.simulate', method: 'POST', path: '/sdk/tx/v1beta1/simulate', gateways: ['hub'], cache: 'none', body: z.object({ tx_bytes: z.string() }) },
  { ...cosmos, id: 't.removed', path: '/sdk/legacy/v1/thing', gateways: [], cache: 'none', flags: { removed: 'removed in v2: use /sdk/bank/v1beta1/params' } },
  { kind: 'vm', method: 'GET', group: 'g', summary: 's', source: 'test', id: 't.vm.block', path: '/blocks/{revision}', gateways: ['vm'], cache: 'immutable', params: [path('revision')] },
  {
    kind: 'vm', method: 'GET', group: 'g', summary: 's', source: 'test', id: 't.vm.account', path: '/accounts/{address}', gateways: ['vm'], cache: 'head', immutableWith: 'revision',
    params: [path('address', 'hex'), query('revision')],
  },
  { kind: 'vm', method: 'GET', group: 'g', summary: 's', source: 'test', id: 't.vm.sub', path: '/subscriptions/block', gateways: ['vm'], cache: 'none', flags: { websocket: true } },
  { kind: 'sharded', method: 'GET', group: 'g', summary: 's', source: 'test', id: 't.sh.address', path: '/address/{address}', gateways: ['sharded'], cache: 'head', params: [path('address', 'address')] },
  { kind: 'supply', method: 'GET', group: 'g', summary: 's', source: 'test', id: 't.supply', path: '/vesting/circulatingsupply', gateways: ['supply'], cache: 'head' },
  { kind: 'node', method: 'GET', group: 'g', summary: 's', source: 'test', id: 't.node.status', path: '/v2/status', gateways: ['node'], cache: 'head' },
  { kind: 'node', method: 'POST', group: 'g', summary: 's', source: 'test', id: 't.node.submit', path: '/v2/transactions', gateways: ['node'], cache: 'none', bodyFormat: 'binary', flags: { write: true } },
  { kind: 'indexer', method: 'GET', group: 'g', summary: 's', source: 'test', id: 't.idx.account', path: '/v2/accounts/{account-id}', gateways: ['indexer'], cache: 'head', immutableWith: 'round', params: [path('account-id', 'address'), query('round', 'uint64')] },
  { kind: 'kmd', method: 'GET', group: 'g', summary: 's', source: 'test', id: 't.kmd.versions', path: '/versions', gateways: ['kmd'], cache: 'none' },
]

export const TEST_OPS = defineOperations(rows)
export const testMatcher = createMatcher(TEST_OPS)
export const testOperation = (id: string) => TEST_OPS.find((o) => o.id === id)
