import type { EvmLog } from './evm'
import type { Token, TxBody } from './txcodec'

/** The VM ledger's records: blocks, transactions, receipts and the logs filters and subscriptions answer. */
export interface Transfer {
  sender: string
  recipient: string
  amount: bigint
  token: Token
}

export interface Output {
  contractAddress: string | null
  events: EvmLog[]
  transfers: Transfer[]
}

export interface Receipt {
  gasUsed: bigint
  gasPayer: string
  paid: bigint
  reward: bigint
  reverted: boolean
  outputs: Output[]
}

export interface LedgerTx {
  id: string
  body: TxBody
  origin: string
  /** Present for committed transactions; synthetic ones are signed on demand with `key`. */
  signature?: Uint8Array
  key?: Uint8Array
  blockNumber: number
  index: number
  receipt?: Receipt
}

export interface BlockRecord {
  number: number
  id: string
  parentID: string
  timestamp: number
  txs: string[]
  gasUsed: bigint
  signer: string
  beneficiary: string
}

/** A log entry with the meta every filter and subscription answers. */
export interface LogMeta {
  blockID: string
  blockNumber: number
  blockTimestamp: number
  txID: string
  txOrigin: string
  clauseIndex: number
}
export type EventLog = EvmLog & { meta: LogMeta }
export type TransferLog = Transfer & { meta: LogMeta }

export interface DevAccount {
  address: string
  key: Uint8Array
}
