import { bech32Encode } from '../../primitives/bech32'
import type { Tx } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { AddressBook } from './accounts'
import type { Grant } from './grants'
import { escrowAddressBytes, type Topology } from './ibc'
import type { ChainProfile } from './profile'

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

/** What a message adds to its transaction: the message JSON, its module's events, and the `message` event's words. */
export interface MessageParts {
  msg: Record<string, unknown>
  events: TxEvent[]
  action: string
  module: string
}

export const event = (type: string, attrs: Record<string, string>): TxEvent => ({
  type,
  attributes: Object.entries(attrs).map(([key, value]) => ({ key, value, index: true })),
})

export const coinStr = (amount: bigint, denom: string) => `${amount}${denom}`

/** The bank module's events for one move of coins. */
export const transferEvents = (from: string, to: string, amount: string): TxEvent[] => [
  event('coin_spent', { spender: from, amount }),
  event('coin_received', { receiver: to, amount }),
  event('transfer', { recipient: to, sender: from, amount }),
]

export const escrowAddress = (env: TxEnv, channel: string) =>
  bech32Encode(env.profile.prefix, escrowAddressBytes('transfer', channel))
