import type { SignedTransaction } from 'algosdk'
import type { Effects } from './apply'
import type { SigType } from './state'

/** One confirmed transaction with what applying it produced (the indexer's and algod's apply data). */
export interface TxRecord extends Effects {
  stxn: SignedTransaction
  id: string
  round: number
  /** Position in the block (the indexer's intra-round-offset). */
  offset: number
  roundTime: number
  sigType: SigType
  /** Every address the transaction names, for the indexer's address search. */
  addresses: readonly string[]
  /** Addresses that receive (payment and asset receivers, close-to targets). */
  receivers: readonly string[]
  closeTo: readonly string[]
  freezeTarget?: string
  assetId?: bigint
  appId?: bigint
}

export interface BlockRecord {
  round: number
  /** Unix seconds. */
  timestamp: number
  seed: Uint8Array
  hash: Uint8Array
  prevHash: Uint8Array
  /** Index range of the block's transactions in the ledger's transaction list. */
  txStart: number
  txEnd: number
  proposer: string
  feesCollected: bigint
  /** Transactions ever committed including this block. */
  txnCounter: bigint
  protocol: string
  /** Post-upgrade (v42) blocks carry load and congestion tax. */
  v42: boolean
  load: bigint
  congestionTax: bigint
  txnRoot: Uint8Array
  txnRoot256: Uint8Array
}
