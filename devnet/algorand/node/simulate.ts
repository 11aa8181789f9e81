import { decodeJSON, decodeMsgpack, decodeSignedTransaction, modelsv2, SignedTransaction } from 'algosdk'
import { applyTxn, TxnRejected } from '../ledger/apply'
import type { Ledger } from '../ledger/ledger'
import { MAX_ACCT_LOOKBACK } from '../ledger/constants'
import { sigTypeOf } from './submit'

interface SimRequest {
  groups: SignedTransaction[][]
  allowEmptySignatures: boolean
  allowMoreLogging: boolean
  allowUnnamedResources: boolean
  extraOpcodeBudget: number
  round?: bigint
  traceConfig?: modelsv2.SimulateTraceConfig
}

/** One signed transaction of a JSON simulate request: base64 msgpack, or the JSON object form. */
function txnFromJson(v: unknown): SignedTransaction {
  if (typeof v === 'string') return decodeSignedTransaction(Buffer.from(v, 'base64'))
  return decodeJSON(JSON.stringify(v), SignedTransaction)
}

/** Read the seed §2 simulate request from a JSON body or a msgpack one (algosdk sends msgpack). */
export function readSimulateRequest(
  body: unknown,
  raw: Buffer | undefined,
  contentType: string | undefined,
): SimRequest {
  try {
    if (/msgpack/i.test(contentType ?? '') && raw) {
      const r = decodeMsgpack(raw, modelsv2.SimulateRequest)
      return {
        groups: r.txnGroups.map((g) => g.txns),
        allowEmptySignatures: !!r.allowEmptySignatures,
        allowMoreLogging: !!r.allowMoreLogging,
        allowUnnamedResources: !!r.allowUnnamedResources,
        extraOpcodeBudget: Number(r.extraOpcodeBudget ?? 0),
        round: r.round === undefined ? undefined : BigInt(r.round),
        traceConfig: r.execTraceConfig,
      }
    }
    const b = body as Record<string, unknown>
    const groups = (b['txn-groups'] as { txns: unknown[] }[]).map((g) => g.txns.map(txnFromJson))
    const tc = b['exec-trace-config'] as Record<string, boolean> | undefined
    return {
      groups,
      allowEmptySignatures: b['allow-empty-signatures'] === true,
      allowMoreLogging: b['allow-more-logging'] === true,
      allowUnnamedResources: b['allow-unnamed-resources'] === true,
      extraOpcodeBudget: Number(b['extra-opcode-budget'] ?? 0),
      round: b.round === undefined ? undefined : BigInt(b.round as number),
      traceConfig: tc
        ? new modelsv2.SimulateTraceConfig({
            enable: tc.enable,
            scratchChange: tc['scratch-change'],
            stackChange: tc['stack-change'],
            stateChange: tc['state-change'],
          })
        : undefined,
    }
  } catch (e) {
    throw new TxnRejected(`msgpack decode error: ${(e as Error).message}`)
  }
}

/** A basic transaction uses one fee unit; usage is reported in millionths of it (seed: group-usage). */
const UNIT = 1_000_000n

/** Run the groups on a copy of the state: nothing is committed, results carry fees and budgets per txn and group. */
export function simulate(ledger: Ledger, req: SimRequest): modelsv2.SimulateResponse {
  if (
    req.round !== undefined &&
    (req.round > BigInt(ledger.head) || req.round < BigInt(ledger.head - MAX_ACCT_LOOKBACK))
  )
    throw new TxnRejected(
      `round ${req.round} is not available: the node keeps the ${MAX_ACCT_LOOKBACK} most recent rounds (last round ${ledger.head})`,
    )
  const state = structuredClone(ledger.state)
  const env = { state, round: ledger.head + 1, ids: { next: 1n << 60n } }
  const txnGroups = req.groups.map((group) => {
    let failureMessage: string | undefined
    let failedAt: number[] | undefined
    const results = group.map((stxn, i) => {
      let applied: ReturnType<typeof applyTxn> = {}
      if (!failureMessage) {
        if (sigTypeOf(stxn) === 'sig' && !stxn.sig && !req.allowEmptySignatures) {
          failureMessage = `transaction ${stxn.txn.txID()}: signedtxn has no sig`
          failedAt = [i]
        } else {
          try {
            applied = applyTxn(env, stxn)
          } catch (e) {
            failureMessage = `transaction ${stxn.txn.txID()}: ${(e as Error).message}`
            failedAt = [i]
          }
        }
      }
      const isApp = stxn.txn.type === 'appl'
      return new modelsv2.SimulateTransactionResult({
        txnResult: new modelsv2.PendingTransactionResponse({
          poolError: '',
          txn: stxn,
          applicationIndex: applied.createdApp,
          assetIndex: applied.createdAsset,
          logs: applied.logs,
        }),
        appBudgetConsumed: isApp ? 5 : undefined,
        feesPaid: stxn.txn.fee,
      })
    })
    const apps = group.filter((s) => s.txn.type === 'appl').length
    return new modelsv2.SimulateTransactionGroupResult({
      txnResults: results,
      failureMessage,
      failedAt,
      appBudgetAdded: apps ? 700 * apps + req.extraOpcodeBudget : undefined,
      appBudgetConsumed: apps ? 5 * apps : undefined,
      groupFeesPaid: group.reduce((s, x) => s + x.txn.fee, 0n),
      groupUsage: UNIT * BigInt(group.length),
    })
  })
  const overrides =
    req.allowEmptySignatures || req.allowMoreLogging || req.allowUnnamedResources || req.extraOpcodeBudget
      ? new modelsv2.SimulationEvalOverrides({
          allowEmptySignatures: req.allowEmptySignatures || undefined,
          allowUnnamedResources: req.allowUnnamedResources || undefined,
          extraOpcodeBudget: req.extraOpcodeBudget || undefined,
          maxLogCalls: req.allowMoreLogging ? 2048 : undefined,
          maxLogSize: req.allowMoreLogging ? 65536 : undefined,
        })
      : undefined
  return new modelsv2.SimulateResponse({
    version: 2,
    lastRound: ledger.head,
    txnGroups,
    evalOverrides: overrides,
    execTraceConfig: req.traceConfig,
  })
}
