import { TYPE } from './codec'
import type { Intent } from './intents'
import { coinStr, escrowAddress, event, transferEvents, type MessageParts, type TxEnv } from './tx-events'

/** A timeout in ms as the nanosecond string IBC carries ('0' when none). */
const nanos = (ms: number | undefined) => (ms ? (BigInt(ms) * 1_000_000n).toString() : '0')

/** ICS-20 packet data as both ends encode it (same keys, same order, so its bytes agree). */
const packetData = (amount: bigint, denom: string, receiver: string, sender: string) =>
  JSON.stringify({ amount: amount.toString(), denom, receiver, sender })

const packetAttrs = (
  pkt: {
    sequence: string
    source_port: string
    source_channel: string
    destination_port: string
    destination_channel: string
    timeout_timestamp: string
  },
  ordering: string,
  connection: number,
) => ({
  packet_timeout_height: '0-0',
  packet_timeout_timestamp: pkt.timeout_timestamp,
  packet_sequence: pkt.sequence,
  packet_src_port: pkt.source_port,
  packet_src_channel: pkt.source_channel,
  packet_dst_port: pkt.destination_port,
  packet_dst_channel: pkt.destination_channel,
  packet_channel_ordering: ordering,
  packet_connection: `connection-${connection}`,
})

/** MsgTransfer: the coins go to the channel's escrow and the packet is sent. */
export function ibcTransferMessage(env: TxEnv, intent: Extract<Intent, { kind: 'ibc' }>, pktSeq: number): MessageParts {
  const { book, profile: p } = env
  const from = book.address(intent.from)
  const ch = env.topology.channels.find((c) => c.channelId === intent.channel)!
  const cp = env.topology.counterparties[ch.connection]!
  const amt = coinStr(intent.amount, p.denom)
  const data = packetData(intent.amount, p.denom, intent.receiver, from)
  return {
    msg: {
      '@type': TYPE.transfer,
      source_port: 'transfer',
      source_channel: intent.channel,
      token: { denom: p.denom, amount: intent.amount.toString() },
      sender: from,
      receiver: intent.receiver,
      timeout_height: { revision_number: cp.chainId.split('-').pop() ?? '1', revision_height: '0' },
      timeout_timestamp: nanos(intent.timeoutMs),
      memo: '',
    },
    events: [
      ...transferEvents(from, escrowAddress(env, intent.channel), amt),
      event('send_packet', {
        packet_data: data,
        packet_timeout_height: '0-0',
        packet_timeout_timestamp: nanos(intent.timeoutMs),
        packet_sequence: String(pktSeq),
        packet_src_port: 'transfer',
        packet_src_channel: intent.channel,
        packet_dst_port: ch.counterpartyPort,
        packet_dst_channel: ch.counterpartyChannel,
        packet_channel_ordering: ch.ordering,
        packet_connection: `connection-${ch.connection}`,
      }),
      event('ibc_transfer', {
        sender: from,
        receiver: intent.receiver,
        amount: intent.amount.toString(),
        denom: p.denom,
        memo: '',
      }),
    ],
    action: TYPE.transfer,
    module: 'transfer',
  }
}

/** MsgRecvPacket relayed in: the voucher is minted to the receiver and the packet acknowledged. */
export function recvPacketMessage(env: TxEnv, intent: Extract<Intent, { kind: 'recv' }>): MessageParts {
  const { book } = env
  const ch = env.topology.channels.find((c) => c.channelId === intent.channel)!
  const cp = env.topology.counterparties[intent.counterparty]!
  const trace = env.topology.traces[intent.counterparty]!
  const to = book.address(intent.to)
  const data = packetData(intent.amount, cp.denom, to, intent.sender)
  const packet = {
    sequence: String(intent.seq),
    source_port: ch.counterpartyPort,
    source_channel: ch.counterpartyChannel,
    destination_port: ch.portId,
    destination_channel: ch.channelId,
    data: Buffer.from(data).toString('base64'),
    timeout_height: { revision_number: '0', revision_height: '0' },
    timeout_timestamp: nanos(intent.timeoutMs),
  }
  const amt = coinStr(intent.amount, trace.denom)
  const transferModule = book.moduleAccount('transfer')!.address
  return {
    msg: {
      '@type': TYPE.recvPacket,
      packet,
      proof_commitment: Buffer.from(`proof/${intent.seq}`).toString('base64'),
      proof_height: { revision_number: '1', revision_height: String(intent.seq * 7) },
      signer: book.address(intent.relayer),
    },
    events: [
      event('recv_packet', { packet_data: data, ...packetAttrs(packet, ch.ordering, ch.connection) }),
      event('denomination_trace', { trace_hash: trace.hash, denom: trace.denom }),
      event('coin_received', { receiver: transferModule, amount: amt }),
      event('coinbase', { minter: transferModule, amount: amt }),
      ...transferEvents(transferModule, to, amt),
      event('fungible_token_packet', {
        module: 'transfer',
        sender: intent.sender,
        receiver: to,
        denom: cp.denom,
        amount: intent.amount.toString(),
        memo: '',
        success: 'true',
      }),
      event('write_acknowledgement', {
        packet_sequence: String(intent.seq),
        packet_src_channel: packet.source_channel,
        packet_dst_channel: packet.destination_channel,
        packet_ack: '{"result":"AQ=="}',
      }),
    ],
    action: TYPE.recvPacket,
    module: 'ibc_channel',
  }
}

/** MsgAcknowledgement or MsgTimeout for a packet this chain sent (a timeout refunds the sender from escrow). */
export function packetReplyMessage(env: TxEnv, intent: Extract<Intent, { kind: 'ack' | 'timeout' }>): MessageParts {
  const { book, profile: p } = env
  const ch = env.topology.channels.find((c) => c.channelId === intent.channel)!
  const sender = book.address(intent.from)
  const data = packetData(intent.amount, p.denom, intent.receiver, sender)
  const packet = {
    sequence: String(intent.seq),
    source_port: ch.portId,
    source_channel: ch.channelId,
    destination_port: ch.counterpartyPort,
    destination_channel: ch.counterpartyChannel,
    data: Buffer.from(data).toString('base64'),
    timeout_height: { revision_number: '0', revision_height: '0' },
    timeout_timestamp: nanos(intent.timeoutMs),
  }
  const proofHeight = { revision_number: '1', revision_height: String(intent.seq * 7) }
  const attrs = packetAttrs(packet, ch.ordering, ch.connection)
  const relayer = book.address(intent.relayer)
  if (intent.kind === 'ack') {
    const ack = '{"result":"AQ=="}'
    return {
      msg: {
        '@type': TYPE.acknowledgement,
        packet,
        acknowledgement: Buffer.from(ack).toString('base64'),
        proof_acked: Buffer.from(`acked/${intent.seq}`).toString('base64'),
        proof_height: proofHeight,
        signer: relayer,
      },
      events: [
        event('acknowledge_packet', attrs),
        event('fungible_token_packet', {
          module: 'transfer',
          sender,
          receiver: intent.receiver,
          denom: p.denom,
          amount: intent.amount.toString(),
          memo: '',
          acknowledgement: ack,
        }),
        event('fungible_token_packet', { success: '\u0001' }),
      ],
      action: TYPE.acknowledgement,
      module: 'ibc_channel',
    }
  }
  const amt = coinStr(intent.amount, p.denom)
  return {
    msg: {
      '@type': TYPE.timeout,
      packet,
      proof_unreceived: Buffer.from(`unreceived/${intent.seq}`).toString('base64'),
      proof_height: proofHeight,
      next_sequence_recv: String(intent.seq),
      signer: relayer,
    },
    events: [
      event('timeout_packet', attrs),
      ...transferEvents(escrowAddress(env, intent.channel), sender, amt),
      event('timeout', {
        module: 'transfer',
        refund_receiver: sender,
        refund_denom: p.denom,
        refund_amount: intent.amount.toString(),
        memo: '',
      }),
    ],
    action: TYPE.timeout,
    module: 'ibc_channel',
  }
}
