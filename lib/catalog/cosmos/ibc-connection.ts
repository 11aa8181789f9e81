import { section } from './build'

// §4.14: Platform and Classic offer the §4.9 connection rows too (Staking does not: the seed marks them H only).
const op = section({
  ids: 'cosmos.ibc.connection',
  group: 'ibc-connection',
  prefix: '/ibc/core/connection/v1',
  on: 'H P C',
  source: '000 §4.9',
})
const classicExtra = { on: 'C', upstream: true, source: '000 §4.14' } as const

/** Seed 000 §4.9: IBC core connection, plus Classic's extra connection queries of §4.14 (upstream paths). */
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
