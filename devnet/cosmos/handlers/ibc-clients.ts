import { indexed } from '../pagination'
import { heightOf } from '../render'
import { lightClients } from './ibc-light'
import { pathParam, page, proof, type HandlerGroup } from './kit'

/** ibc-go's client and connection queries. */
export const clientHandlers: HandlerGroup = (chain) => {
  const topo = chain.topology
  const {
    rev,
    clientId,
    clientIndex,
    clientState,
    csHeights,
    consensusState,
    heightJson,
    consensusAt,
    connectionEnd,
    connIndex,
    identifiedClient,
  } = lightClients(chain)
  const k = topo.counterparties.length

  return {
    'cosmos.ibc.client.clientStates': (req) =>
      page(
        req,
        'client_states',
        indexed(k, (i) => i),
        identifiedClient,
      ),
    'cosmos.ibc.client.clientState': (req) => ({
      client_state: clientState(clientIndex(pathParam(req, 'client_id'))),
      ...proof(chain, 'client'),
    }),
    'cosmos.ibc.client.clientStatus': (req) => ({
      status: topo.counterparties[clientIndex(pathParam(req, 'client_id'))]!.status,
    }),
    'cosmos.ibc.client.consensusStates': (req) => {
      const c = clientIndex(pathParam(req, 'client_id'))
      const hs = csHeights(c)
      return page(req, 'consensus_states', indexed(hs.size, hs.at), (h) => ({
        height: heightJson(c, h),
        consensus_state: consensusState(c, h),
      }))
    },
    'cosmos.ibc.client.consensusStateHeights': (req) => {
      const c = clientIndex(pathParam(req, 'client_id'))
      const hs = csHeights(c)
      return page(req, 'consensus_state_heights', indexed(hs.size, hs.at), (h) => heightJson(c, h))
    },
    'cosmos.ibc.client.consensusState': (req) => {
      const c = clientIndex(pathParam(req, 'client_id'))
      return {
        consensus_state: consensusAt(
          c,
          pathParam(req, 'revision_number'),
          pathParam(req, 'revision_height'),
          req.query.latest_height === 'true',
        ),
        ...proof(chain, 'consensus'),
      }
    },
    'cosmos.ibc.client.params': () => ({
      params: { allowed_clients: ['06-solomachine', '07-tendermint', '09-localhost'] },
    }),
    'cosmos.ibc.client.upgradedClientState': () => ({
      upgraded_client_state: {
        ...clientState(0),
        chain_id: chain.opts.profile.chainId.replace(/\d+$/, (d) => String(Number(d) + 1)),
        latest_height: { revision_number: String(Number(rev(chain.opts.profile.chainId)) + 1), revision_height: '1' },
      },
    }),
    'cosmos.ibc.client.upgradedConsensusState': () => ({ upgraded_consensus_state: consensusState(0, chain.head) }),

    'cosmos.ibc.connection.clientConnections': (req) => ({
      connection_paths: [`connection-${clientIndex(pathParam(req, 'client_id'))}`],
      ...proof(chain, 'client-connections'),
    }),
    'cosmos.ibc.connection.connections': (req) => ({
      ...page(
        req,
        'connections',
        indexed(k, (i) => i),
        (i) => ({ id: `connection-${i}`, ...connectionEnd(i) }),
      ),
      height: heightOf(chain),
    }),
    'cosmos.ibc.connection.connection': (req) => ({
      connection: connectionEnd(connIndex(pathParam(req, 'connection_id'))),
      ...proof(chain, 'connection'),
    }),
    'cosmos.ibc.connection.clientState': (req) => ({
      identified_client_state: identifiedClient(connIndex(pathParam(req, 'connection_id'))),
      ...proof(chain, 'client'),
    }),
    'cosmos.ibc.connection.consensusState': (req) => {
      const c = connIndex(pathParam(req, 'connection_id'))
      return {
        consensus_state: consensusAt(c, pathParam(req, 'revision_number'), pathParam(req, 'revision_height'), false),
        client_id: clientId(c),
        ...proof(chain, 'consensus'),
      }
    },
    'cosmos.ibc.connection.params': () => ({ params: { max_expected_time_per_block: '30000000000' } }),
  }
}
