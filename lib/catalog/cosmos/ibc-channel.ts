import { query } from '../params'
import { section } from './build'

// Platform and Classic offer every channel row too.
const op = section({
  ids: 'cosmos.ibc.channel',
  group: 'ibc-channel',
  prefix: '/ibc/core/channel/v1',
  on: 'H S X P C',
  source: '000 §4.8',
})

/** The prefix the gateway's channel table abbreviates as `...`. */
const CH = '/channels/{channel_id}/ports/{port_id}'

/** IBC core channel. */
export const ibcChannelOperations = [
  op('channels', '/channels', 'All channels', { page: true }),
  op('channel', CH, 'One channel'),
  op('clientState', `${CH}/client_state`, 'Client state of the channel'),
  op(
    'consensusState',
    `${CH}/consensus_state/revision/{revision_number}/height/{revision_height}`,
    'Consensus state of the channel client at a revision and height',
    { cache: 'immutable' },
  ),
  op('nextSequenceReceive', `${CH}/next_sequence`, 'Next receive sequence of the channel'),
  // Upstream, ibc-go v10 (H, S) also has it and v7 (P, C) lacks it; the gateways offer it on Exchange only.
  op('nextSequenceSend', `${CH}/next_sequence_send`, 'Next send sequence of the channel', { on: 'X' }),
  op('packetAcknowledgements', `${CH}/packet_acknowledgements`, 'Packet acknowledgements of the channel', {
    page: true,
    params: [
      query('packet_commitment_sequences', 'uint64', { array: true, description: 'only these packet sequences' }),
    ],
  }),
  op('packetAcknowledgement', `${CH}/packet_acks/{sequence}`, 'Acknowledgement of one packet'),
  op('packetCommitments', `${CH}/packet_commitments`, 'Packet commitments of the channel', { page: true }),
  op(
    'unreceivedAcks',
    `${CH}/packet_commitments/{packet_ack_sequences}/unreceived_acks`,
    'Which of the acknowledgement sequences are unreceived',
  ),
  op(
    'unreceivedPackets',
    `${CH}/packet_commitments/{packet_commitment_sequences}/unreceived_packets`,
    'Which of the packet sequences are unreceived',
  ),
  op('packetCommitment', `${CH}/packet_commitments/{sequence}`, 'Commitment of one packet'),
  op('packetReceipt', `${CH}/packet_receipts/{sequence}`, 'Whether a packet was received'),
  op('connectionChannels', '/connections/{connection}/channels', 'Channels of a connection', { page: true }),
]
