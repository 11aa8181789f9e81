import type * as z from 'zod'
import type { UnsignedTransaction } from '@/lib/catalog/bodies/sharded'
import {
  CHAIN_ID,
  EXTRA_GAS_GUARDED_TX,
  EXTRA_GAS_RELAYED_TX,
  feeFor,
  MAX_GAS_PER_TX,
  MIN_GAS_PRICE,
  MIN_TX_VERSION,
  moveBalanceGas,
} from './fees'
import type { ShardedLedger } from './ledger'
import { signatureValid, type TxFields } from './txcodec'

/** The body the catalog's schema already checked (send requires the signature; cost and simulate do not). */
export type TransactionBody = z.output<typeof UnsignedTransaction>

/** How far ahead of the account nonce a transaction may be (mx-chain-go common.MaxTxNonceDeltaAllowed). */
const MAX_NONCE_DELTA = 100
const MAX_USERNAME_LENGTH = 32

export const toFields = (b: TransactionBody): TxFields => ({
  nonce: b.nonce,
  value: BigInt(b.value),
  sender: b.sender,
  receiver: b.receiver,
  senderUsername: b.senderUsername,
  receiverUsername: b.receiverUsername,
  gasPrice: b.gasPrice,
  gasLimit: b.gasLimit,
  data: b.data ?? '',
  chainID: b.chainID,
  version: b.version,
  options: b.options ?? 0,
  signature: (b.signature ?? '').toLowerCase(),
  guardian: b.guardian,
  guardianSignature: b.guardianSignature,
  relayer: b.relayer,
  relayerSignature: b.relayerSignature,
})

/**
 * mx-chain-proxy-go checkTransactionFields: what the proxy refuses before asking a node (400, `internal_issue`,
 * the message and the reason joined by " : ").
 */
export function proxyFieldError(l: ShardedLedger, b: TransactionBody): string | undefined {
  const decodes = (address: string) => {
    try {
      l.addresses.decode(address)
      return undefined
    } catch (e) {
      return (e as Error).message
    }
  }
  const sender = decodes(b.sender)
  if (sender) return `invalid sender address : ${sender}`
  const receiver = decodes(b.receiver)
  if (receiver) return `invalid receiver address : ${receiver}`
  const guardian = b.guardian ? decodes(b.guardian) : undefined
  if (guardian) return `invalid guardian address : ${guardian}`
  if (b.version === 0) return 'transaction must contain version : no version'
  return undefined
}

export interface NodeChecks {
  /** Verify the ed25519 signature (send always; simulate unless `checkSignature=false`). */
  signature: boolean
  /** Simulation lets an unknown sender through (the node then simulates what it can). */
  allowUnknownSender: boolean
}

/**
 * The node's ValidateTransaction, in its order: integrity (version, chain, gas price and limit), the signature,
 * then the sender's nonce and whether its balance covers the fee. The message follows the node's error texts;
 * the answer adds "transaction generation failed: " in front.
 */
export function nodeError(l: ShardedLedger, tx: TxFields, checks: NodeChecks): string | undefined {
  if ((tx.version === 1 && tx.options !== 0) || tx.version < MIN_TX_VERSION) return 'invalid transaction version'
  const username = (b64?: string) => (b64 ? Buffer.from(b64, 'base64').length : 0)
  if (username(tx.senderUsername) > MAX_USERNAME_LENGTH || username(tx.receiverUsername) > MAX_USERNAME_LENGTH)
    return 'invalid user name length'
  if (tx.chainID !== CHAIN_ID) return 'invalid chain ID'
  if (tx.gasPrice < MIN_GAS_PRICE) return 'insufficient gas price in tx'
  const extra = (tx.guardian ? EXTRA_GAS_GUARDED_TX : 0) + (tx.relayer ? EXTRA_GAS_RELAYED_TX : 0)
  if (tx.gasLimit < moveBalanceGas(tx.data) + extra) return 'insufficient gas limit in tx'
  if (tx.gasLimit > MAX_GAS_PER_TX) return 'more gas was provided than gas limit per block'
  if (checks.signature && !signatureValid(tx, l.addresses)) return 'ed25519: invalid signature'
  // Devnet has no guarded accounts and no relayers: a guarded transaction is one the node does not expect.
  if (tx.guardian || (tx.options & 2) === 2) return 'guarded transaction not expected'
  if (tx.relayer) return 'relayed transactions are not processed by devnet'
  if (!l.exists(tx.sender)) return checks.allowUnknownSender ? undefined : `insufficient funds for address ${tx.sender}`
  const account = l.account(tx.sender)
  const lower = tx.nonce < account.nonce
  const veryHigh = tx.nonce > account.nonce + MAX_NONCE_DELTA
  if (lower || veryHigh) return `invalid transaction lowerNonceInTx: ${lower}, veryHighNonceInTx: ${veryHigh}`
  const fee = feeFor(tx, tx.gasLimit)
  if (account.balance < fee)
    return `insufficient funds, for address: ${tx.sender}, wanted ${fee}, have ${account.balance}`
  return undefined
}
