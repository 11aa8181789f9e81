import { TYPE } from './codec'
import type { Intent } from './intents'
import { ibcTransferMessage, packetReplyMessage, recvPacketMessage } from './ibc-messages'
import { coinStr, event, transferEvents, type MessageParts, type TxEnv } from './tx-events'

/** Message JSON, moves of value and module events of one intent. */
export function messageOf(env: TxEnv, intent: Intent, pktSeq: number): MessageParts {
  switch (intent.kind) {
    case 'send':
      return sendMessage(env, intent)
    case 'delegate':
      return delegateMessage(env, intent)
    case 'ibc':
      return ibcTransferMessage(env, intent, pktSeq)
    case 'oracle':
      return oracleMessage(env, intent)
    case 'bridge':
      return bridgeMessage(env, intent)
    case 'recv':
      return recvPacketMessage(env, intent)
    case 'ack':
    case 'timeout':
      return packetReplyMessage(env, intent)
    case 'alliance':
      return allianceMessage(env, intent)
  }
}

function sendMessage(env: TxEnv, intent: Extract<Intent, { kind: 'send' }>): MessageParts {
  const { book, profile: p } = env
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
    events: transferEvents(from, to, amt),
    action: TYPE.send,
    module: 'bank',
  }
}

function delegateMessage(env: TxEnv, intent: Extract<Intent, { kind: 'delegate' }>): MessageParts {
  const { book, profile: p } = env
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
      ...transferEvents(from, pool, amt),
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

function oracleMessage(env: TxEnv, intent: Extract<Intent, { kind: 'oracle' }>): MessageParts {
  const { book } = env
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

function bridgeMessage(env: TxEnv, intent: Extract<Intent, { kind: 'bridge' }>): MessageParts {
  const { book, profile: p } = env
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
      ...transferEvents(from, peggy, coinStr(total, p.denom)),
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

function allianceMessage(env: TxEnv, intent: Extract<Intent, { kind: 'alliance' }>): MessageParts {
  const { book } = env
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
      ...transferEvents(from, book.moduleAccount('alliance')!.address, amt),
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
