/**
 * Ledger-node simulate (POST /v2/transactions/simulate): the composed transaction from the URL and the request that
 * simulates it unsigned. Pure: shared by the compose page (server) and the KMD console.
 */
import {
  base64ToBytes,
  decodeUnsignedTransaction,
  encodeMsgpack,
  makeApplicationNoOpTxnFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  SignedTransaction,
  type SuggestedParams,
  type Transaction,
} from 'algosdk'
import { fromBase64, toBase64 } from '@/lib/kmd/codec'
import type { NodeParams } from '@/lib/kmd/compose'
import { parseUnits } from '@/lib/format/amount'
import type { ComposeForm } from './compose-form'

const suggested = (params: NodeParams): SuggestedParams => {
  const first = BigInt(params['last-round'])
  return {
    fee: BigInt(params.fee),
    minFee: BigInt(params['min-fee']),
    flatFee: false,
    firstValid: first,
    lastValid: first + 1000n,
    genesisID: params['genesis-id'],
    genesisHash: base64ToBytes(params['genesis-hash']),
  }
}

/**
 * The checked form → an unsigned transaction (base64 msgpack). `decimals` is the asset's (asset transfers);
 * throws a readable Error when the amount has more decimals than the unit.
 */
export function buildTxn(f: ComposeForm, params: NodeParams, decimals: number): string {
  const note = f.note ? { note: new TextEncoder().encode(f.note) } : {}
  const amount = () => {
    const v = parseUnits(f.amount, decimals)
    if (v === undefined) throw new Error(`Amount: at most ${decimals} decimal places.`)
    return v
  }
  let txn: Transaction
  if (f.type === 'pay')
    txn = makePaymentTxnWithSuggestedParamsFromObject({
      sender: f.from,
      receiver: f.to,
      amount: amount(),
      ...note,
      suggestedParams: suggested(params),
    })
  else if (f.type === 'axfer')
    txn = makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: f.from,
      receiver: f.to,
      assetIndex: BigInt(f.asset),
      amount: amount(),
      ...note,
      suggestedParams: suggested(params),
    })
  else
    txn = makeApplicationNoOpTxnFromObject({
      sender: f.from,
      appIndex: BigInt(f.app),
      appArgs: f.args ? f.args.split(',').map((a) => new TextEncoder().encode(a.trim())) : [],
      ...note,
      suggestedParams: suggested(params),
    })
  return toBase64(txn.toByte())
}

/**
 * The simulate request for unsigned transactions (one group): each is msgpack-encoded as a signed transaction
 * without a signature, which the node accepts with allow-empty-signatures.
 */
export function simulateBody(unsigned: string[]): {
  'txn-groups': { txns: string[] }[]
  'allow-empty-signatures': true
} {
  const txns = unsigned.map((b) => {
    const bytes = fromBase64(b, 'transaction')
    // A signed blob pasted in the console is simulated as it is; an unsigned one is wrapped.
    try {
      return toBase64(encodeMsgpack(new SignedTransaction({ txn: decodeUnsignedTransaction(bytes) })))
    } catch {
      return b
    }
  })
  return { 'txn-groups': [{ txns }], 'allow-empty-signatures': true }
}
