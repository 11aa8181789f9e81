import { bytesToHex } from '@noble/hashes/utils.js'
import { parseCallData } from './contract'
import { hashHex } from '../primitives/hash'
import type { LedgerTx, LedgerView } from './records'

/**
 * What a contract call leaves besides its status, in the node's API shapes (mx-chain-core-go
 * ApiSmartContractResult, ApiLogs): the result sent back to the caller (`@6f6b@<hex>…` and the gas refund, or
 * `@<hex return code>` with the message on failure), and the log events (the contract's own event and
 * `completedTxEvent`, or `signalError`). sdk-core's outcome parser reads the return code from these.
 */
const b64 = (bytes: Uint8Array | string) =>
  Buffer.from(typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes).toString('base64')
const hexOf = (text: string) => Buffer.from(text, 'utf8').toString('hex')

export const scrHashOf = (tx: LedgerTx) => hashHex('sharded', 'scr', tx.hash)

/** The results of an executed contract call (none for transfers or while pending). */
export function smartContractResults(l: LedgerView, tx: LedgerTx) {
  const o = tx.outcome
  if (!o || tx.status === 'pending') return []
  const common = {
    hash: scrHashOf(tx),
    nonce: tx.nonce + 1,
    receiver: tx.sender,
    sender: l.contract.address,
    prevTxHash: tx.hash,
    originalTxHash: tx.hash,
    gasLimit: 0,
    gasPrice: tx.gasPrice,
    callType: 0,
  }
  // Go writes *big.Int values as JSON numbers; a refund stays far below 2^53.
  if (o.ok)
    return [
      {
        ...common,
        value: Number(tx.refund ?? 0n),
        data: `@${hexOf('ok')}${o.returnData.map((p) => `@${bytesToHex(p)}`).join('')}`,
        operation: 'transfer',
        ...((tx.refund ?? 0n) > 0n ? { isRefund: true } : {}),
      },
    ]
  return [
    {
      ...common,
      // The call's value goes back; past 2^53 a JSON number would round, so it is then written as text.
      value: Number.isSafeInteger(Number(tx.value)) ? Number(tx.value) : tx.value.toString(),
      data: `@${hexOf(o.returnCode)}`,
      returnMessage: o.message,
      operation: 'transfer',
    },
  ]
}

/** Log events of an executed contract call, as `logs` of the transaction answer. */
export function transactionLogs(l: LedgerView, tx: LedgerTx) {
  const o = tx.outcome
  if (!o || tx.status === 'pending') return undefined
  const contract = l.contract.address
  if (!o.ok) {
    const data = b64(`@${hexOf(o.returnCode)}`)
    return {
      address: contract,
      events: [
        {
          address: contract,
          identifier: 'signalError',
          topics: [b64(l.addresses.decode(tx.sender)), b64(o.message)],
          data,
          additionalData: [data],
        },
      ],
    }
  }
  const call = parseCallData(Buffer.from(tx.data, 'base64').toString('utf8'))
  const own =
    call?.func === 'add'
      ? [
          {
            address: contract,
            identifier: 'add',
            topics: [b64('added'), b64(o.returnData[0] ?? new Uint8Array())],
            data: null,
            additionalData: null,
          },
        ]
      : []
  return {
    address: contract,
    events: [
      ...own,
      {
        address: contract,
        identifier: 'completedTxEvent',
        topics: [b64(Buffer.from(tx.hash, 'hex'))],
        data: null,
        additionalData: null,
      },
    ],
  }
}

interface ViewForStatus {
  status?: string
  processingTypeOnSource?: string
  processingTypeOnDestination?: string
  notarizedAtSourceInMetaNonce?: number
  notarizedAtDestinationInMetaNonce?: number
  smartContractResults?: { value?: number | string; returnMessage?: string }[]
  logs?: { events: { identifier: string; data: string | null }[] }
}

const eventData = (view: ViewForStatus, identifier: string) => {
  const e = view.logs?.events.find((x) => x.identifier === identifier)
  return e ? Buffer.from(e.data ?? '', 'base64').toString('utf8') : undefined
}

/**
 * `/transaction/{hash}/process-status`: mx-chain-proxy-go's computeTransactionStatus on the answer with results.
 * A transfer counts once the metachain notarized it at both ends; a call once `completedTxEvent` is logged, and
 * it failed when `signalError` or `internalVMErrors` is (the reason is that event's data).
 */
export function processStatus(view: ViewForStatus): { status: string; reason: string } {
  if (view.status === 'invalid') return { status: 'fail', reason: '' }
  if (view.status !== 'success') return { status: view.status ?? 'unknown', reason: '' }
  const notarized = (view.notarizedAtSourceInMetaNonce ?? 0) > 0 && (view.notarizedAtDestinationInMetaNonce ?? 0) > 0
  if (notarized && view.processingTypeOnSource === 'MoveBalance' && view.processingTypeOnDestination === 'MoveBalance')
    return { status: 'success', reason: '' }
  for (const id of ['internalVMErrors', 'signalError']) {
    const reason = eventData(view, id)
    if (reason !== undefined) return { status: 'fail', reason }
  }
  const zero = (v: number | string | undefined) => v === undefined || v === '' || v === 0 || v === '0'
  if ((view.smartContractResults ?? []).some((r) => r.returnMessage && zero(r.value)))
    return { status: 'fail', reason: '' }
  if (eventData(view, 'completedTxEvent') !== undefined) return { status: 'success', reason: '' }
  return { status: 'pending', reason: '' }
}
