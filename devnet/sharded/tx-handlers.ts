import type { HandlerTable } from '../types'
import { fail, ok, refused } from './envelope'
import { type Execution, runTx } from './execute'
import { MAX_GAS_PER_TX, MIN_GAS_PRICE, moveBalanceGas } from './fees'
import type { LedgerTx, ShardedLedger } from './ledger'
import { processStatus, smartContractResults } from './results'
import type { TxFields } from './txcodec'
import { nodeError, proxyFieldError, toFields, type TransactionBody } from './validate'
import { resultView, txView } from './views'

/** A simulated transaction as the ledger would record it, so its results render like an executed one's. */
function simulated(l: ShardedLedger, fields: TxFields, e: Execution): LedgerTx {
  return {
    ...fields,
    ...e,
    hash: l.hashOf(fields),
    sourceShard: l.addresses.shardOf(fields.sender),
    destinationShard: l.addresses.shardOf(fields.receiver),
    submittedRound: l.round,
  }
}

const resultsMap = (l: ShardedLedger, tx: LedgerTx) =>
  Object.fromEntries(smartContractResults(l, tx).map((r) => [r.hash, r]))

/** Send, cost, simulate and the lookups by hash (a transaction, or a contract call's result). */
export function transactionHandlers(l: ShardedLedger): HandlerTable {
  const byHash = (hash: string) => {
    const tx = l.tx(hash)
    if (tx) return { tx }
    const parent = l.resultOf(hash)
    return parent ? { result: parent } : undefined
  }
  return {
    'sharded.transaction.send': (req) => {
      const body = req.body as TransactionBody
      const proxy = proxyFieldError(l, body)
      if (proxy) return refused(400, proxy)
      const tx = toFields(body)
      const node = nodeError(l, tx, { signature: true, allowUnknownSender: false })
      if (node) return refused(400, `transaction generation failed: ${node}`)
      return ok({ txHash: l.submit(tx).hash })
    },
    'sharded.transaction.simulate': (req) => {
      const body = req.body as TransactionBody
      const proxy = proxyFieldError(l, body)
      if (proxy) return refused(500, proxy)
      const tx = toFields(body)
      const shard = l.addresses.shardOf(tx.sender)
      const node = nodeError(l, tx, { signature: req.query.checkSignature !== 'false', allowUnknownSender: true })
      if (node)
        return refused(
          500,
          `transaction generation failed: ${node} while trying to simulate on sender shard (shard ${shard})`,
        )
      const e = runTx(l, tx, false)
      const sim = simulated(l, tx, e)
      const scResults = resultsMap(l, sim)
      const result = {
        status: e.status === 'invalid' ? 'fail' : e.status,
        ...(e.failReason ? { failReason: e.failReason } : {}),
        ...(Object.keys(scResults).length ? { scResults } : {}),
        hash: sim.hash,
      }
      // Across shards the proxy asks both shards and answers each one's result under its name.
      const cross = sim.sourceShard !== sim.destinationShard
      return ok({ result: cross ? { senderShard: result, receiverShard: result } : result })
    },
    'sharded.transaction.cost': (req) => {
      const body = req.body as TransactionBody
      const proxy = proxyFieldError(l, body)
      if (proxy) return refused(500, proxy)
      const tx = toFields(body)
      const isCall = tx.receiver === l.contract.address && tx.data !== ''
      if (!isCall) return ok({ txGasUnits: moveBalanceGas(tx.data), returnMessage: '', smartContractResults: null })
      // The node runs the call with the most gas a transaction may have, at the sender's own nonce.
      const fields = {
        ...tx,
        gasLimit: MAX_GAS_PER_TX,
        gasPrice: Math.max(tx.gasPrice, MIN_GAS_PRICE),
        nonce: l.account(tx.sender).nonce,
      }
      const e = runTx(l, fields, false)
      if (e.status === 'success')
        // The node reports the gas used plus one (transactionEvaluator.prepareCostResponse).
        return ok({
          txGasUnits: e.gasUsed + 1,
          returnMessage: '',
          smartContractResults: resultsMap(l, simulated(l, fields, e)),
        })
      const message =
        e.outcome && !e.outcome.ok ? `${e.outcome.returnCode}: ${e.outcome.message}` : (e.failReason ?? 'invalid')
      return ok({ txGasUnits: 0, returnMessage: message, smartContractResults: null })
    },
    'sharded.transaction.get': (req) => {
      const found = byHash(String(req.path.txhash))
      if (!found) return fail(404, 'transaction not found')
      const withResults = req.query.withResults === 'true'
      return ok({ transaction: found.tx ? txView(l, found.tx, withResults) : resultView(l, found.result) })
    },
    'sharded.transaction.status': (req) => {
      const found = byHash(String(req.path.txhash))
      if (!found) return fail(404, 'transaction not found')
      return ok({ status: found.tx ? found.tx.status : 'success' })
    },
    'sharded.transaction.processStatus': (req) => {
      const found = byHash(String(req.path.txhash))
      if (!found) return fail(404, 'transaction not found')
      // A result (`unsigned`) that exists has been processed.
      return ok(found.tx ? processStatus(txView(l, found.tx, true)) : { status: 'success', reason: '' })
    },
  }
}
