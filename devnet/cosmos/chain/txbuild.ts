import { sha256 } from '../../primitives/hash'
import { Tx } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { rng } from '../../primitives/random'
import type { AddressBook } from './accounts'
import { anyFromJson, encodeTxRaw, TYPE } from './codec'
import type { Grant } from './grants'
import { escrowAddressBytes, type Topology } from './ibc'
import { hexUpper } from './hash'
import type { Intent } from './intents'
import { unitScale, type ChainProfile } from './profile'
import { bech32Encode } from '../../primitives/bech32'

export interface EventAttr {
  key: string
  value: string
  index: boolean
}
export interface TxEvent {
  type: string
  attributes: EventAttr[]
}

/** A transaction as a block holds it: its bytes, hash and execution result. */
export interface BlockTx {
  bytes: Uint8Array
  hash: string
  tx: Tx
  code: number
  codespace: string
  log: string
  gasWanted: bigint
  gasUsed: bigint
  events: TxEvent[]
}

export interface TxEnv {
  seed: number
  profile: ChainProfile
  book: AddressBook
  topology: Topology
  extraDenoms: readonly string[]
  grants: readonly Grant[]
}

export const event = (type: string, attrs: Record<string, string>): TxEvent => ({
  type,
  attributes: Object.entries(attrs).map(([key, value]) => ({ key, value, index: true })),
})

const coinStr = (amount: bigint, denom: string) => `${amount}${denom}`

export const escrowAddress = (env: TxEnv, channel: string) =>
  bech32Encode(env.profile.prefix, escrowAddressBytes('transfer', channel))

/** The signer (account index) of an intent. */
export const signerOf = (i: Intent) =>
  i.kind === 'oracle' ? i.validator : i.kind === 'recv' || i.kind === 'ack' || i.kind === 'timeout' ? i.relayer : i.from

/** Index of the fee grant that pays an intent's fee, if one does. */
export const sponsorOf = (i: Intent): number | undefined =>
  i.kind === 'send' ||
  i.kind === 'delegate' ||
  i.kind === 'recv' ||
  i.kind === 'ack' ||
  i.kind === 'timeout' ||
  i.kind === 'ibc'
    ? i.sponsor
    : undefined

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

/** The account index that pays an intent's fee: the fee grant's granter when one sponsors it, else the signer. */
export const feePayerOf = (env: Pick<TxEnv, 'grants'>, i: Intent) => {
  const g = sponsorOf(i)
  return g === undefined ? signerOf(i) : env.grants[g]!.granter
}

/** Gas and fee (gas × a fixed price, in the staking denom) of generated transaction `index` of a block. */
export function gasOf(env: TxEnv, height: number, index: number): { gasLimit: bigint; gasUsed: bigint; fee: bigint } {
  const r = rng(env.seed, env.profile.id, 'gas', height, index)
  const gasLimit = BigInt(r.int(80_000, 250_000))
  return {
    gasLimit,
    gasUsed: (gasLimit * BigInt(r.int(55, 95))) / 100n,
    fee: (gasLimit / 40n) * unitScale(env.profile),
  }
}

/** Message JSON, moves of value and module events of one intent. */
function messageOf(
  env: TxEnv,
  intent: Intent,
  pktSeq: number,
): { msg: Record<string, unknown>; events: TxEvent[]; action: string; module: string } {
  const { book, profile: p } = env
  const transfer = (from: string, to: string, amount: string): TxEvent[] => [
    event('coin_spent', { spender: from, amount }),
    event('coin_received', { receiver: to, amount }),
    event('transfer', { recipient: to, sender: from, amount }),
  ]
  switch (intent.kind) {
    case 'send': {
      const from = book.address(intent.from)
      const to = book.address(intent.to)
      const amt = coinStr(intent.amount, p.denom)
      return {
        msg: {
          '@type': TYPE.send,
          from_address: from,
          to_address: to,
          amount: [{ denom: p.denom, amount: intent.amount.toString() }],
        },
        events: transfer(from, to, amt),
        action: TYPE.send,
        module: 'bank',
      }
    }
    case 'delegate': {
      const from = book.address(intent.from)
      const pool = book.moduleAccount('bonded_tokens_pool')!.address
      const amt = coinStr(intent.amount, p.denom)
      return {
        msg: {
          '@type': TYPE.delegate,
          delegator_address: from,
          validator_address: book.valoper(intent.validator),
          amount: { denom: p.denom, amount: intent.amount.toString() },
        },
        events: [
          ...transfer(from, pool, amt),
          event('delegate', {
            validator: book.valoper(intent.validator),
            delegator: from,
            amount: amt,
            new_shares: `${intent.amount}.000000000000000000`,
          }),
        ],
        action: TYPE.delegate,
        module: 'staking',
      }
    }
    case 'ibc': {
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
          ...transfer(from, escrowAddress(env, intent.channel), amt),
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
    case 'oracle': {
      const v = book.valoper(intent.validator)
      return {
        msg: {
          '@type': TYPE.oracleVote,
          exchange_rates: intent.rates,
          salt: 'a1b2',
          feeder: book.address(intent.validator),
          validator: v,
        },
        events: [event('aggregate_vote', { voter: v, exchange_rates: intent.rates })],
        action: TYPE.oracleVote,
        module: 'oracle',
      }
    }
    case 'bridge': {
      const from = book.address(intent.from)
      const peggy = book.moduleAccount('peggy')!.address
      const total = intent.amount + intent.fee
      return {
        msg: {
          '@type': TYPE.sendToEth,
          sender: from,
          eth_dest: intent.ethDest,
          amount: { denom: p.denom, amount: intent.amount.toString() },
          bridge_fee: { denom: p.denom, amount: intent.fee.toString() },
        },
        events: [
          ...transfer(from, peggy, coinStr(total, p.denom)),
          event('injective.peggy.v1.EventSendToEth', {
            sender: from,
            receiver: intent.ethDest,
            amount: coinStr(intent.amount, p.denom),
            bridge_fee: coinStr(intent.fee, p.denom),
          }),
        ],
        action: TYPE.sendToEth,
        module: 'peggy',
      }
    }
    case 'recv': {
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
          ...transfer(transferModule, to, amt),
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
    case 'ack':
    case 'timeout': {
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
          ...transfer(escrowAddress(env, intent.channel), sender, amt),
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
    case 'alliance': {
      const from = book.address(intent.from)
      const denom = env.extraDenoms[intent.denomIndex]!
      const amt = coinStr(intent.amount, denom)
      return {
        msg: {
          '@type': TYPE.allianceDelegate,
          delegator_address: from,
          validator_address: book.valoper(intent.validator),
          amount: { denom, amount: intent.amount.toString() },
        },
        events: [
          ...transfer(from, book.moduleAccount('alliance')!.address, amt),
          event('alliance.alliance.DelegateAllianceEvent', {
            allianceSender: from,
            validator: book.valoper(intent.validator),
            coin: amt,
          }),
        ],
        action: TYPE.allianceDelegate,
        module: 'alliance',
      }
    }
  }
}

/** Encode a generated transaction: real TxRaw bytes, upper-case hex SHA-256 hash, SDK 0.47+ events. */
export function buildGenerated(
  env: TxEnv,
  height: number,
  index: number,
  intent: Intent,
  accSeq: number,
  pktSeq: number,
): BlockTx {
  const r = rng(env.seed, env.profile.id, 'tx', height, index)
  const signer = signerOf(intent)
  const from = env.book.address(signer)
  const { gasLimit, gasUsed, fee } = gasOf(env, height, index)
  const { msg, events, action, module } = messageOf(env, intent, pktSeq)
  const payer = env.book.address(feePayerOf(env, intent))
  // A sponsored transaction names its fee granter, and its signer as the payer the grant covers.
  const sponsored = payer !== from ? { granter: payer, payer: from } : {}
  const tx = Tx.fromPartial({
    body: { messages: [anyFromJson(msg)], memo: r.next() < 0.2 ? `devnet ${height}` : '' },
    authInfo: {
      signerInfos: [
        {
          publicKey: anyFromJson({
            '@type': TYPE.secp256k1,
            key: Buffer.from(env.book.pubKey(signer)).toString('base64'),
          }),
          modeInfo: { single: { mode: 1 } },
          sequence: BigInt(accSeq),
        },
      ],
      fee: { amount: [{ denom: env.profile.denom, amount: fee.toString() }], gasLimit, ...sponsored },
    },
    signatures: [r.bytes(64)],
  })
  const bytes = encodeTxRaw(tx)
  const feeCollector = env.book.moduleAccount('fee_collector')!.address
  const feeStr = coinStr(fee, env.profile.denom)
  const sig = Buffer.from(tx.signatures[0]!).toString('base64')
  return {
    bytes,
    hash: hexUpper(sha256(bytes)),
    tx,
    code: 0,
    codespace: '',
    log: '',
    gasWanted: gasLimit,
    gasUsed,
    events: [
      // The ante handler: a fee grant is used first (x/feegrant's event), then the fee leaves the payer.
      ...(payer !== from ? [event('use_feegrant', { granter: payer, grantee: from })] : []),
      event('coin_spent', { spender: payer, amount: feeStr }),
      event('coin_received', { receiver: feeCollector, amount: feeStr }),
      event('transfer', { recipient: feeCollector, sender: payer, amount: feeStr }),
      event('message', { sender: payer }),
      event('tx', { fee: feeStr, fee_payer: payer }),
      event('tx', { acc_seq: `${from}/${accSeq}` }),
      event('tx', { signature: sig }),
      event('message', { action, sender: from, module, msg_index: '0' }),
      ...events.map((e) => ({ ...e, attributes: [...e.attributes, { key: 'msg_index', value: '0', index: true }] })),
    ],
  }
}
