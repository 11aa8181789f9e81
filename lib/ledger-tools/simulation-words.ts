/**
 * The ledger node's simulate answer in words: per group and per transaction, failures explained.
 * Pure: shared by the compose page (server) and the KMD console.
 */
import type { Denom } from '@/lib/networks'
import { typeInWords, units, type AssetInfo } from './search'

/** An amount of the network's own coin, in its display units. */
export const nativeAmount = (base: unknown, native: Denom) =>
  `${units(String(base ?? 0), native.exponent)} ${native.display}`

/** The node's failure messages that have a plain explanation (checked in order; the node's own text is shown too). */
const FAILURE_WORDS: [RegExp, string][] = [
  [/overspend/i, 'The sender does not hold enough to pay the amount and the fee.'],
  [
    /below min|min(imum)? balance/i,
    'The sender would fall below its minimum balance (every account keeps a minimum, more for each asset and application it holds).',
  ],
  [
    /has not opted in|not opted in|missing from/i,
    'An account in this transfer has not opted in to the asset (an account must opt in before it can hold an asset).',
  ],
  [/underflow/i, 'The sender holds less of the asset than the amount.'],
  [/asset \d+ does not exist/i, 'The asset does not exist.'],
  [/application \d+ does not exist/i, 'The application does not exist.'],
  [/frozen/i, 'The asset is frozen in one of the accounts.'],
  [/no sig|signature/i, 'The transaction is not signed, and the simulation did not allow empty signatures.'],
  [
    /txn dead|outside of|round \d+ (is )?not available|lastvalid|firstvalid/i,
    'The transaction’s validity window does not include the current round.',
  ],
  [/fee.*(below|too small|less than)/i, 'The fee is below the minimum fee.'],
  [/logic eval|rejected by logic|err opcode|assert failed/i, 'The application’s program rejected the call.'],
]

/**
 * A failure message in words; with the network's coin, an overspend also says how much the sender holds and would
 * spend in display units (the node writes base units: `MicroAlgos:{Raw:1000}`, `tried to spend {1001000}`).
 */
export function failureInWords(message: string, native?: Denom): string | undefined {
  const over = native && /overspend \(account [A-Z2-7]+,.*?Raw:(\d+).*tried to spend \{(\d+)\}/.exec(message)
  if (over)
    return `The sender holds ${nativeAmount(over[1], native)} but would spend ${nativeAmount(over[2], native)} (amount and fee).`
  return FAILURE_WORDS.find(([re]) => re.test(message))?.[1]
}

const nth = (i: number) => `transaction ${i + 1}`
/** failed-at is a path: [i] is a transaction of the group, [i, j] its inner transaction j, and so on. */
export function failedAtInWords(path: unknown[] | undefined, groupIndex: number, groupSize: number): string {
  const group = `group ${groupIndex + 1}`
  if (!path?.length) return `in ${group}`
  const [top, ...inner] = path.map(Number)
  const innerText = inner
    .map((j) => `inner transaction ${j + 1} of `)
    .reverse()
    .join('')
  return `at ${innerText}${nth(top!)} of ${groupSize} in ${group}`
}

type Json = Record<string, unknown>
const num = (v: unknown) => (v === undefined || v === null ? undefined : String(v))

export interface TxnResultView {
  index: number
  /** "Payment of 1.5 LGR to ABC…" */
  summary: string
  type: string
  sender?: string
  receiver?: string
  fees?: string
  budgetUsed?: string
  created?: string
  logs: number
  failed: boolean
}

export interface GroupResultView {
  index: number
  ok: boolean
  failure?: { message: string; words?: string; where: string }
  fees?: string
  /** The group's usage in basic transactions' worth (group-usage counts millionths of one). */
  usage?: string
  budget?: string
  txns: TxnResultView[]
}

export interface SimulationView {
  ok: boolean
  round?: string
  groups: GroupResultView[]
  /** What the node relaxed for this simulation, in words. */
  overrides: string[]
}

function txnSummary(
  t: Json | undefined,
  assets: AssetInfo,
  native: Denom,
): Pick<TxnResultView, 'summary' | 'type' | 'sender' | 'receiver'> {
  const type = typeof t?.type === 'string' ? t.type : ''
  const words = typeInWords(type) || 'Transaction'
  const sender = typeof t?.snd === 'string' ? t.snd : undefined
  if (type === 'pay') {
    const receiver = typeof t?.rcv === 'string' ? t.rcv : undefined
    return {
      type: words,
      summary: `Payment of ${nativeAmount(t?.amt, native)}`,
      ...(sender && { sender }),
      ...(receiver && { receiver }),
    }
  }
  if (type === 'axfer') {
    const receiver = typeof t?.arcv === 'string' ? t.arcv : undefined
    const id = String(t?.xaid ?? '?')
    const info = assets.get(id)
    const amount = info
      ? `${units(String(t?.aamt ?? 0), info.decimals)} ${info.unit ?? 'units'} (asset ${id})`
      : `${String(t?.aamt ?? 0)} base units of asset ${id}`
    return { type: words, summary: `Transfer of ${amount}`, ...(sender && { sender }), ...(receiver && { receiver }) }
  }
  if (type === 'appl')
    return {
      type: words,
      summary: t?.apid ? `Call of application ${String(t.apid)}` : 'Application creation',
      ...(sender && { sender }),
    }
  return { type: words, summary: words, ...(sender && { sender }) }
}

/** usage in millionths → "1 basic transaction’s worth" / "2.5 basic transactions’ worth". */
export function usageInWords(raw: unknown): string | undefined {
  const s = num(raw)
  if (s === undefined || !/^\d+$/.test(s)) return undefined
  const v = units(s, 6)
  return `${v} basic transaction${v === '1' ? '’s' : 's’'} worth`
}

/** The simulate answer (JSON) → what the page says: per group and per transaction, failures in words. */
export function simulationInWords(body: unknown, native: Denom, assets: AssetInfo = new Map()): SimulationView {
  const b = (body ?? {}) as Json
  const groups = (Array.isArray(b['txn-groups']) ? b['txn-groups'] : []) as Json[]
  const views = groups.map((g, gi): GroupResultView => {
    const results = (Array.isArray(g['txn-results']) ? g['txn-results'] : []) as Json[]
    const message = typeof g['failure-message'] === 'string' && g['failure-message'] ? g['failure-message'] : undefined
    const failedAt = Array.isArray(g['failed-at']) ? (g['failed-at'] as unknown[]) : undefined
    const added = num(g['app-budget-added'])
    const consumed = num(g['app-budget-consumed'])
    const fees = num(g['group-fees-paid'])
    const usage = usageInWords(g['group-usage'])
    return {
      index: gi,
      ok: !message,
      ...(message && {
        failure: {
          message,
          where: failedAtInWords(failedAt, gi, results.length),
          ...(failureInWords(message, native) && { words: failureInWords(message, native)! }),
        },
      }),
      ...(fees !== undefined && { fees: nativeAmount(fees, native) }),
      ...(usage && { usage }),
      ...(added !== undefined && { budget: `${consumed ?? 0} of ${added} opcode budget used` }),
      txns: results.map((r, i): TxnResultView => {
        const tr = (r['txn-result'] ?? {}) as Json
        const t = ((tr.txn as Json | undefined)?.txn ?? undefined) as Json | undefined
        const used = num(r['app-budget-consumed'])
        const fee = num(r['fees-paid'])
        const created = num(tr['application-index'])
          ? `creates application ${num(tr['application-index'])}`
          : num(tr['asset-index'])
            ? `creates asset ${num(tr['asset-index'])}`
            : undefined
        return {
          index: i,
          ...txnSummary(t, assets, native),
          ...(fee !== undefined && { fees: nativeAmount(fee, native) }),
          ...(used !== undefined && { budgetUsed: `${used} opcode budget used` }),
          ...(created && { created }),
          logs: Array.isArray(tr.logs) ? tr.logs.length : 0,
          failed: Number(failedAt?.[0]) === i,
        }
      }),
    }
  })
  const o = (b['eval-overrides'] ?? {}) as Json
  const overrides = [
    o['allow-empty-signatures'] && 'unsigned transactions were simulated as if signed',
    o['allow-unnamed-resources'] && 'resources not named in the transactions were allowed',
    o['extra-opcode-budget'] && `${String(o['extra-opcode-budget'])} extra opcode budget was added`,
    o['max-log-calls'] && 'the limits on logging were lifted',
  ].filter((x): x is string => typeof x === 'string')
  return {
    ok: views.length > 0 && views.every((g) => g.ok),
    ...(num(b['last-round']) && { round: num(b['last-round'])! }),
    groups: views,
    overrides,
  }
}
