import { base64ToBytes, makePaymentTxnWithSuggestedParamsFromObject } from 'algosdk'
import { formatUnits, parseUnits } from '@/lib/format/amount'
import { getNetwork, keyDaemonId, networkOfGateway, type Denom, type NetworkId } from '@/lib/networks'
import { toBase64 } from './codec'

/** The network whose key daemon the console drives: its accounts and transactions are linked there. */
export function kmdNetwork(): NetworkId {
  const kmd = keyDaemonId()
  const network = kmd && networkOfGateway(kmd)
  if (!network) throw new Error('no network has a key management daemon')
  return network
}

/** The native coin of the key daemon's network: what the KMD console's amounts are written and shown in. */
export const nativeUnit = (): Denom => getNetwork(kmdNetwork()).denom

/** Base units of the native coin → `1.5 LGR`. */
export const nativeDisplay = (base: string | bigint) => {
  const { exponent, display } = nativeUnit()
  return `${formatUnits(BigInt(base), exponent)} ${display}`
}

/** What the preview shows for an amount: native coin in display units; an asset's amount as its base units (its decimals are not known here). */
export function previewAmount(base: string, assetId?: string): string {
  return assetId ? `${formatUnits(BigInt(base), 0)} base units of asset ${assetId}` : nativeDisplay(base)
}

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
  /** Display units of the native coin (`1.5`), as the compose page takes them. */
  amount: string
  note?: string
  /** Rounds the transaction stays valid after the current one. */
  validity?: number
}

export function composePayment(p: PaymentInput, params: NodeParams): string {
  const { exponent, display } = nativeUnit()
  if (!/^\d{1,20}(\.\d+)?$/.test(p.amount.trim().replace(/,/g, '')))
    throw new Error(`Amount: a number of ${display} such as 1.5.`)
  const amount = parseUnits(p.amount, exponent)
  if (amount === undefined) throw new Error(`Amount: at most ${exponent} decimal places for ${display}.`)
  if (amount > 2n ** 64n - 1n) throw new Error(`Amount: at most ${formatUnits(2n ** 64n - 1n, exponent)} ${display}.`)
  const first = BigInt(params['last-round'])
  const txn = makePaymentTxnWithSuggestedParamsFromObject({
    sender: p.sender,
    receiver: p.receiver,
    amount,
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
