import { sha256 } from '../../primitives/hash'
import type { Chain } from '../chain/chain'
import type { Channel } from '../chain/ibc'
import { RECV_EVERY } from '../chain/intents'
import { b64 } from '../chain/hash'
import { notFound } from '../grpc'
import { indexed, listing } from '../pagination'
import { heightOf } from '../render'
import { lightClients } from './ibc-light'
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

/** The channel a request's `port_id` and `channel_id` name, or ibc-go's not-found. */
export function channelOfRequest(chain: Chain, req: Req): Channel {
  const ch = chain.topology.channel(pathParam(req, 'channel_id'), pathParam(req, 'port_id'))
  if (!ch)
    throw notFound(`channel not found: port ${pathParam(req, 'port_id')} channel ${pathParam(req, 'channel_id')}`)
  return ch
}

/** ibc-go's channel and packet queries. */
export const channelHandlers: HandlerGroup = (chain) => {
  const topo = chain.topology
  const received = receiver(chain)
  const { clientId, consensusAt, connIndex, identifiedClient } = lightClients(chain)
  const channelOf = (req: Req) => channelOfRequest(chain, req)
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
  }
}
