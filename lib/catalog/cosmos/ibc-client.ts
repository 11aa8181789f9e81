import { query } from '../params'
import { section } from './build'

// Platform and Classic offer every client row too.
const op = section({
  ids: 'cosmos.ibc.client',
  group: 'ibc-client',
  prefix: '/ibc/core/client/v1',
  on: 'H S X P C',
  source: '000 §4.9',
})
const classicExtra = { on: 'C', upstream: true, source: '000 §4.14' } as const

/** IBC core client, plus Classic's extra client queries (upstream paths). */
export const ibcClientOperations = [
  op('clientStates', '/client_states', 'All light client states', { page: true }),
  op('clientState', '/client_states/{client_id}', 'State of one light client'),
  op('clientStatus', '/client_status/{client_id}', 'Status of one light client'),
  op('consensusStates', '/consensus_states/{client_id}', 'Consensus states of a client', { page: true }),
  op('consensusStateHeights', '/consensus_states/{client_id}/heights', 'Heights of the consensus states of a client', {
    page: true,
  }),
  // Cached as head, not immutable: latest_height=true turns it into a head query.
  op(
    'consensusState',
    '/consensus_states/{client_id}/revision/{revision_number}/height/{revision_height}',
    'Consensus state of a client at a revision and height',
    {
      params: [
        query('latest_height', 'boolean', {
          description: 'overrides the height and returns the latest stored consensus state',
        }),
      ],
    },
  ),
  op('params', '/params', 'IBC client parameters', { ...classicExtra, cache: 'params' }),
  op('upgradedClientState', '/upgraded_client_states', 'Upgraded client state', classicExtra),
  op('upgradedConsensusState', '/upgraded_consensus_states', 'Upgraded consensus state', classicExtra),
]
