import { sha256 } from '../../primitives/hash'
import { bech32Encode } from '../../primitives/bech32'
import type { Chain } from '../chain/chain'
import type { Channel } from '../chain/ibc'
import { escrowAddressBytes, Topology } from '../chain/ibc'
import { RECV_EVERY } from '../chain/intents'
import type { CosmosGatewayId } from '@/lib/catalog/types'
import { b64 } from '../chain/hash'
import { invalid, notFound } from '../grpc'
import { indexed, listing } from '../pagination'
import { coin, heightOf, iso } from '../render'
import { pathParam, page, proof, type CosmosHandler, type HandlerGroup } from './kit'

type Req = Parameters<CosmosHandler>[0]

/**
 * Sequences received so far on a channel, as its blocks' recv transactions hold them: from a devnet peer by the
 * link's schedule (not contiguous: timed-out and stuck packets never arrive), from an external chain one per
 * RECV_EVERY(k) blocks.
 */
function receiver(chain: Chain) {
  const memo = new Map<string, { head: number; seqs: number[]; set: Set<number> }>()
  const list = (ch: Channel): number[] => {
    const link = chain.links.in.find((l) => l.dstChannel === ch.channelId && ch.portId === 'transfer')
    if (link) {
      const hit = memo.get(ch.channelId)
      if (hit?.head === chain.head) return hit.seqs
      const seqs = link.receivedUpTo(chain.head)
      memo.set(ch.channelId, { head: chain.head, seqs, set: new Set(seqs) })
      return seqs
    }
    const n = chain.topology.external.includes(ch) ? Math.floor(chain.head / RECV_EVERY(ch.connection)) : 0
    return Array.from({ length: n }, (_, i) => i + 1)
  }
  const has = (ch: Channel, s: number) => {
    const link = chain.links.in.find((l) => l.dstChannel === ch.channelId && ch.portId === 'transfer')
    if (!link) return s >= 1 && s <= list(ch).length
    list(ch)
    return memo.get(ch.channelId)!.set.has(s)
  }
  return { list, has }
}

export const ibcHandlers: HandlerGroup = (chain) => {
  const topo = chain.topology
  const received = receiver(chain)
  const rev = (chainId: string) => chainId.split('-').pop() ?? '0'
  const cpHeight = (k: number) => Math.floor(chain.head * (1 + k / 10))
  const clientId = (k: number) => `07-tendermint-${k}`
  const clientIndex = (id: string) => {
    const m = /^07-tendermint-(\d+)$/.exec(id)
    const k = m ? Number(m[1]) : -1
    if (k < 0 || k >= topo.counterparties.length) throw notFound(`light client ${id} not found`)
    return k
  }
  const clientState = (k: number) => {
    const cp = topo.counterparties[k]!
    return {
      '@type': '/ibc.lightclients.tendermint.v1.ClientState',
      chain_id: cp.chainId,
      trust_level: { numerator: '1', denominator: '3' },
      trusting_period: cp.status === 'Expired' ? '3600s' : '1209600s',
      unbonding_period: '1814400s',
      max_clock_drift: '40s',
      frozen_height:
        cp.status === 'Frozen'
          ? { revision_number: rev(cp.chainId), revision_height: String(cpHeight(k) - 500) }
          : { revision_number: '0', revision_height: '0' },
      latest_height: { revision_number: rev(cp.chainId), revision_height: String(cpHeight(k)) },
      proof_specs: [
        {
          leaf_spec: {
            hash: 'SHA256',
            prehash_key: 'NO_HASH',
            prehash_value: 'SHA256',
            length: 'VAR_PROTO',
            prefix: 'AA==',
          },
          inner_spec: {
            child_order: [0, 1],
            child_size: 33,
            min_prefix_length: 4,
            max_prefix_length: 12,
            empty_child: null,
            hash: 'SHA256',
          },
          max_depth: 0,
          min_depth: 0,
          prehash_key_before_comparison: false,
        },
      ],
      upgrade_path: ['upgrade', 'upgradedIBCState'],
      allow_update_after_expiry: true,
      allow_update_after_misbehaviour: true,
    }
  }
  /**
   * Consensus state heights of client k: every 100 counterparty blocks, and every height the client moved to over
   * the last RECENT_UPDATES blocks (an update stores one for the height it moves to, and a real client keeps them
   * until they fall out of its trusting period), so a height read from the client state a block ago still resolves.
   */
  const RECENT_UPDATES = 20
  const csHeights = (k: number) => {
    const latest = cpHeight(k)
    const recent = new Set<number>()
    for (let h = Math.max(1, chain.head - RECENT_UPDATES + 1); h <= chain.head; h++)
      recent.add(Math.floor(h * (1 + k / 10)))
    const low = recent.size ? Math.min(...recent) : latest + 1
    const every = Math.floor((low - 1) / 100) // multiples of 100 below the recent updates
    const tail = [
      ...new Set([
        ...recent,
        ...Array.from({ length: Math.floor(latest / 100) - every }, (_, i) => (every + i + 1) * 100),
      ]),
    ]
      .filter((h) => h >= 100 || recent.has(h))
      .sort((a, b) => a - b)
    return {
      size: every + tail.length,
      at: (i: number) => (i < every ? (i + 1) * 100 : tail[i - every]!),
      has: (h: number) => recent.has(h) || (h >= 100 && h <= latest && h % 100 === 0),
    }
  }
  const consensusState = (k: number, h: number) => ({
    '@type': '/ibc.lightclients.tendermint.v1.ConsensusState',
    timestamp: iso(chain.blockTime(Math.min(chain.head, Math.max(1, h)))),
    root: { hash: b64(sha256(`root/${k}/${h}`)) },
    next_validators_hash: Buffer.from(sha256(`nvh/${k}/${h}`))
      .toString('hex')
      .toUpperCase(),
  })
  const heightJson = (k: number, h: number) => ({
    revision_number: rev(topo.counterparties[k]!.chainId),
    revision_height: String(h),
  })
  const consensusAt = (k: number, revNum: string, revHeight: string, latest: boolean) => {
    const hs = csHeights(k)
    const h = latest ? hs.at(hs.size - 1) : Number(BigInt(revHeight))
    if (!latest && (revNum !== rev(topo.counterparties[k]!.chainId) || !hs.has(h)))
      throw notFound(`consensus state not found: client ${clientId(k)} height ${revNum}-${revHeight}`)
    return consensusState(k, h)
  }

  const channelOf = (req: Req) => {
    const ch = topo.channel(pathParam(req, 'channel_id'), pathParam(req, 'port_id'))
    if (!ch)
      throw notFound(`channel not found: port ${pathParam(req, 'port_id')} channel ${pathParam(req, 'channel_id')}`)
    return ch
  }
  const channelEnd = (ch: Channel) => ({
    state: ch.state,
    ordering: ch.ordering,
    counterparty: { port_id: ch.counterpartyPort, channel_id: ch.counterpartyChannel },
    connection_hops: [`connection-${ch.connection}`],
    version: ch.version,
  })
  const identified = (ch: Channel) => ({ ...channelEnd(ch), port_id: ch.portId, channel_id: ch.channelId })
  const chKey = (ch: Channel) => `${ch.portId}/${ch.channelId.replace(/\d+/, (d) => d.padStart(6, '0'))}`
  const pending = (ch: Channel) => [...(chain.pending.get(ch.channelId)?.keys() ?? [])].sort((a, b) => a - b)
  const seqOf = (req: Req) => Number(BigInt(pathParam(req, 'sequence')))
  const packetState = (ch: Channel, seq: number, label: string) => ({
    port_id: ch.portId,
    channel_id: ch.channelId,
    sequence: String(seq),
    data: b64(sha256(`${label}/${chain.opts.profile.id}/${ch.channelId}/${seq}`)),
  })
  const seqList = (raw: unknown) => ((raw as string[] | undefined) ?? []).map((s) => Number(BigInt(s)))

  const connectionEnd = (k: number) => {
    const cp = topo.counterparties[k]!
    return {
      client_id: clientId(k),
      versions: [{ identifier: '1', features: ['ORDER_ORDERED', 'ORDER_UNORDERED'] }],
      state: 'STATE_OPEN',
      counterparty: {
        client_id: cp.gateway ? `07-tendermint-${topoIndexOn(cp.gateway)}` : `07-tendermint-${30 + k}`,
        connection_id: cp.gateway ? `connection-${topoIndexOn(cp.gateway)}` : `connection-${30 + k}`,
        prefix: { key_prefix: b64(Buffer.from('ibc')) },
      },
      delay_period: '0',
    }
  }
  const topoIndexOn = (g: CosmosGatewayId) => Topology.indexOn(g, chain.opts.profile.id)
  const connIndex = (id: string) => {
    const m = /^connection-(\d+)$/.exec(id)
    const k = m ? Number(m[1]) : -1
    if (k < 0 || k >= topo.counterparties.length) throw notFound(`connection ${id} not found`)
    return k
  }
  const identifiedClient = (k: number) => ({ client_id: clientId(k), client_state: clientState(k) })
  const k = topo.counterparties.length

  return {
    'cosmos.ibc.channel.channels': (req) => ({
      ...page(req, 'channels', listing(topo.channels, chKey), identified),
      height: heightOf(chain),
    }),
    'cosmos.ibc.channel.channel': (req) => ({ channel: channelEnd(channelOf(req)), ...proof(chain, 'channel') }),
    'cosmos.ibc.channel.clientState': (req) => ({
      identified_client_state: identifiedClient(channelOf(req).connection),
      ...proof(chain, 'client'),
    }),
    'cosmos.ibc.channel.consensusState': (req) => {
      const c = channelOf(req).connection
      return {
        consensus_state: consensusAt(c, pathParam(req, 'revision_number'), pathParam(req, 'revision_height'), false),
        client_id: clientId(c),
        ...proof(chain, 'consensus'),
      }
    },
    'cosmos.ibc.channel.nextSequenceReceive': (req) => ({
      next_sequence_receive: String((received.list(channelOf(req)).at(-1) ?? 0) + 1),
      ...proof(chain, 'nsr'),
    }),
    'cosmos.ibc.channel.nextSequenceSend': (req) => ({
      next_sequence_send: String(chain.nextSend.get(channelOf(req).channelId) ?? 1),
      ...proof(chain, 'nss'),
    }),
    'cosmos.ibc.channel.packetAcknowledgements': (req) => {
      const ch = channelOf(req)
      const only = seqList(req.query.packet_commitment_sequences)
      if (only.length) {
        const acked = only.filter((s) => received.has(ch, s))
        return {
          ...page(
            req,
            'acknowledgements',
            listing(acked, (s) => String(s).padStart(12, '0')),
            (s) => packetState(ch, s, 'ack'),
          ),
          height: heightOf(chain),
        }
      }
      const all = received.list(ch)
      return {
        ...page(
          req,
          'acknowledgements',
          indexed(all.length, (i) => all[i]!),
          (s) => packetState(ch, s, 'ack'),
        ),
        height: heightOf(chain),
      }
    },
    'cosmos.ibc.channel.packetAcknowledgement': (req) => {
      const ch = channelOf(req)
      const s = seqOf(req)
      if (!received.has(ch, s))
        throw notFound(
          `packet acknowledgement hash not found: portID (${ch.portId}), channelID (${ch.channelId}), sequence (${s})`,
        )
      return { acknowledgement: packetState(ch, s, 'ack').data, ...proof(chain, 'ack') }
    },
    'cosmos.ibc.channel.packetCommitments': (req) => {
      const ch = channelOf(req)
      return {
        ...page(
          req,
          'commitments',
          listing(pending(ch), (s) => String(s).padStart(12, '0')),
          (s) => packetState(ch, s, 'commitment'),
        ),
        height: heightOf(chain),
      }
    },
    'cosmos.ibc.channel.unreceivedAcks': (req) => {
      const ch = channelOf(req)
      const p = chain.pending.get(ch.channelId)
      return {
        sequences: seqList(req.path.packet_ack_sequences)
          .filter((s) => p?.has(s))
          .map(String),
        height: heightOf(chain),
      }
    },
    'cosmos.ibc.channel.unreceivedPackets': (req) => {
      const ch = channelOf(req)
      return {
        sequences: seqList(req.path.packet_commitment_sequences)
          .filter((s) => !received.has(ch, s))
          .map(String),
        height: heightOf(chain),
      }
    },
    'cosmos.ibc.channel.packetCommitment': (req) => {
      const ch = channelOf(req)
      const s = seqOf(req)
      if (!chain.pending.get(ch.channelId)?.has(s))
        throw notFound(
          `packet commitment hash not found: portID (${ch.portId}), channelID (${ch.channelId}), sequence (${s})`,
        )
      return { commitment: packetState(ch, s, 'commitment').data, ...proof(chain, 'commitment') }
    },
    'cosmos.ibc.channel.packetReceipt': (req) => {
      const ch = channelOf(req)
      const s = seqOf(req)
      return { received: received.has(ch, s), ...proof(chain, 'receipt') }
    },
    'cosmos.ibc.channel.connectionChannels': (req) => {
      const c = connIndex(pathParam(req, 'connection'))
      return {
        ...page(
          req,
          'channels',
          listing(
            topo.channels.filter((ch) => ch.connection === c),
            chKey,
          ),
          identified,
        ),
        height: heightOf(chain),
      }
    },

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
