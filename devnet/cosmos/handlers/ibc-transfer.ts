import { sha256 } from '../../primitives/hash'
import { bech32Encode } from '../../primitives/bech32'
import { escrowAddressBytes } from '../chain/ibc'
import { invalid, notFound } from '../grpc'
import { listing } from '../pagination'
import { coin } from '../render'
import { channelOfRequest } from './ibc-channels'
import { lightClients } from './ibc-light'
import { pathParam, page, type CosmosHandler, type HandlerGroup } from './kit'

type Req = Parameters<CosmosHandler>[0]

/** ICS-20 transfer and interchain-account queries. */
export const transferHandlers: HandlerGroup = (chain) => {
  const topo = chain.topology
  const channelOf = (req: Req) => channelOfRequest(chain, req)
  const { connIndex } = lightClients(chain)

  return {
    'cosmos.ibc.transfer.escrowAddress': (req) => {
      const ch = channelOf(req)
      return { escrow_address: bech32Encode(chain.opts.profile.prefix, escrowAddressBytes(ch.portId, ch.channelId)) }
    },
    'cosmos.ibc.transfer.denomHash': (req) => {
      const trace = pathParam(req, 'trace')
      const parts = trace.split('/')
      if (parts.length < 3 || parts.length % 2 === 0) throw invalid(`invalid denom trace: ${trace}`)
      return { hash: Buffer.from(sha256(trace)).toString('hex').toUpperCase() }
    },
    'cosmos.ibc.transfer.denomTraces': (req) =>
      page(
        req,
        'denom_traces',
        listing(topo.traces, (t) => t.hash),
        (t) => ({ path: t.path, base_denom: t.baseDenom }),
      ),
    'cosmos.ibc.transfer.denomTrace': (req) => {
      const raw = pathParam(req, 'hash')
      if (!/^(ibc\/)?[0-9A-Fa-f]{64}$/.test(raw)) throw invalid(`invalid denom trace hash: ${raw}`)
      const t = topo.trace(raw)
      if (!t) throw notFound(`denomination trace not found: ${raw}`)
      return { denom_trace: { path: t.path, base_denom: t.baseDenom } }
    },
    'cosmos.ibc.transfer.totalEscrow': (req) => {
      const denom = pathParam(req, 'denom')
      let total = 0n
      for (const ch of topo.channels)
        if (ch.portId === 'transfer')
          total += chain.ledger.balance(
            bech32Encode(chain.opts.profile.prefix, escrowAddressBytes('transfer', ch.channelId)),
            denom,
          )
      return { amount: coin(denom, total) }
    },
    'cosmos.ibc.transfer.params': () => ({ params: { send_enabled: true, receive_enabled: true } }),

    'cosmos.ica.interchainAccount': (req) => {
      const c = connIndex(pathParam(req, 'connection_id'))
      const owner = pathParam(req, 'owner')
      const cp = topo.counterparties[c]!
      const prefix = cp.gateway ? chain.peerBook(cp.gateway).profile.prefix : cp.chainId.split('-')[0]!
      return { address: bech32Encode(prefix, sha256(`icacontroller-${owner}/connection-${c}`)) }
    },
    'cosmos.ica.controllerParams': () => ({ params: { controller_enabled: true } }),
    'cosmos.ica.hostParams': () => ({ params: { host_enabled: true, allow_messages: ['*'] } }),
  }
}
