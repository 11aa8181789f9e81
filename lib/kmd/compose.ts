import { base64ToBytes, makePaymentTxnWithSuggestedParamsFromObject } from 'algosdk'
import { toBase64 } from './codec'

/**
 * Build an unsigned payment for the signing form from the node's suggested params
 * (`GET /v2/transactions/params` through the proxy). Pure; amounts stay bigint.
 */

export interface NodeParams {
  fee: number | bigint
  'min-fee': number | bigint
  'last-round': number | bigint
  'genesis-id': string
  'genesis-hash': string
}

export interface PaymentInput {
  sender: string
  receiver: string
  /** Base units (micro-units), decimal text. */
  amount: string
  note?: string
  /** Rounds the transaction stays valid after the current one. */
  validity?: number
}

export function composePayment(p: PaymentInput, params: NodeParams): string {
  if (!/^\d{1,20}$/.test(p.amount.trim())) throw new Error('amount must be a whole number of base units')
  const first = BigInt(params['last-round'])
  const txn = makePaymentTxnWithSuggestedParamsFromObject({
    sender: p.sender,
    receiver: p.receiver,
    amount: BigInt(p.amount.trim()),
    ...(p.note ? { note: new TextEncoder().encode(p.note) } : {}),
    suggestedParams: {
      fee: BigInt(params.fee),
      minFee: BigInt(params['min-fee']),
      flatFee: false,
      firstValid: first,
      lastValid: first + BigInt(p.validity ?? 1000),
      genesisID: params['genesis-id'],
      genesisHash: base64ToBytes(params['genesis-hash']),
    },
  })
  return toBase64(txn.toByte())
}
