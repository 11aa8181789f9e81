import { query } from '../params'
import { section } from './build'

// Staking offers the Hub's base rows plus three base queries whose paths only upstream shows.
const op = section({
  ids: 'cosmos.base',
  group: 'base',
  prefix: '/sdk/base/consensus/v1beta1',
  on: 'H S',
  source: '000 §4.3',
})
const extra = { on: 'S', upstream: true, source: '000 §4.14' } as const

/** Node and block queries (and the Staking extras). */
export const baseOperations = [
  op('abciQuery', '/abci_query', 'Query the application directly, bypassing the consensus engine', {
    since: '0.46',
    params: [
      query('data', 'bytes', { description: 'query data, base64' }),
      // cosmos-sdk client/grpc/cmtservice ABCIQuery: InvalidArgument "empty query path".
      query('path', 'string', { required: true, description: 'a valid, supported path: app, custom, p2p or store' }),
      query('height', 'int64', { description: 'block height' }),
      query('prove', 'boolean', { description: 'include a proof' }),
    ],
  }),
  op('latestBlock', '/blocks/latest', 'The latest block'),
  op('block', '/blocks/{height}', 'Block at a height', { ...extra, cache: 'immutable' }),
  op('nodeInfo', '/node_info', 'Information about the node', { ...extra, cache: 'params' }),
  op('syncing', '/syncing', 'Whether the node is syncing', extra),
]
