/**
 * What the sharded ledger holds (transactions, accounts, tokens) and the part of it that transaction execution,
 * results and synthetic traffic read: typed here, so those modules need not import the ledger that calls them.
 */
import type { AddressCodec } from './address'
import type { AdderState, CallOutcome } from './contract'
import type { Collection } from './nfts'
import type { Token } from './tokens'
import type { TxFields } from './txcodec'

/** `invalid`: executed without effect but its fee (the value did not fit the balance), as the node marks it. */
export type TxStatus = 'pending' | 'success' | 'fail' | 'invalid'

export interface Inclusion {
  shard: number
  nonce: number
  round: number
  miniblockHash: string
  /** Metachain nonce whose hyperblock notarizes the shard block (the next round). */
  metaNonce: number
}

export interface LedgerTx extends TxFields {
  hash: string
  sourceShard: number
  destinationShard: number
  status: TxStatus
  gasUsed: number
  fee: bigint
  submittedRound: number
  inclusion?: Inclusion
  /** A contract call's outcome and the unused gas paid back to the sender. */
  outcome?: CallOutcome
  refund?: bigint
}

export interface AccountState {
  nonce: number
  balance: bigint
}

export type { Token } from './tokens'

export interface NamedAccount {
  address: string
  username: string
  shard: number
}

/** The ledger as execution, results and synthetic traffic see it (a ShardedLedger). */
export interface LedgerView {
  readonly seed: number
  readonly accounts: Map<string, AccountState>
  readonly named: NamedAccount[]
  readonly contract: { address: string; owner: string; code: string; state: AdderState }
  readonly tokens: Token[]
  readonly collections: Collection[]
  readonly addresses: AddressCodec
  account(address: string): AccountState
  hashOf(fields: TxFields): string
}
