import { section } from './build'

// Platform and Classic offer the connection rows too (Staking does not: the Hub's table marks them Hub only).
const op = section({
  ids: 'cosmos.ibc.connection',
  group: 'ibc-connection',
  prefix: '/ibc/core/connection/v1',
  on: 'H P C',
  source: '000 §4.9',
})
const classicExtra = { on: 'C', upstream: true, source: '000 §4.14' } as const

/** IBC core connection, plus Classic's extra connection queries (upstream paths). */
export const ibcConnectionOperations = [
  op('clientConnections', '/client_connections/{client_id}', 'Connections of a client'),
  op('connections', '/connections', 'All connections', { page: true }),
  op('connection', '/connections/{connection_id}', 'One connection', classicExtra),
  op('clientState', '/connections/{connection_id}/client_state', 'Client state of a connection', classicExtra),
  op(
    'consensusState',
    '/connections/{connection_id}/consensus_state/revision/{revision_number}/height/{revision_height}',
    'Consensus state of a connection client at a revision and height',
    { ...classicExtra, cache: 'immutable' },
  ),
  op('params', '/params', 'IBC connection parameters', { ...classicExtra, cache: 'params' }),
]
