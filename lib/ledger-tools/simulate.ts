/**
 * Ledger-node simulate (POST /v2/transactions/simulate): the composed transaction from the URL, the request that
 * simulates it unsigned, and the answer in words. Pure: shared by the compose page (server) and the KMD console.
 */
import {
  base64ToBytes,
  decodeUnsignedTransaction,
  encodeMsgpack,
  isValidAddress,
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
import { formQuery } from '@/lib/format/form-query'
import type { Denom } from '@/lib/networks'
import { typeInWords, units, type AssetInfo } from './search'

type Params = Record<string, string | string[] | undefined>
const one = (p: Params, k: string) => ((Array.isArray(p[k]) ? p[k][0] : p[k]) ?? '').trim()

/** An amount of the network's own coin, in its display units. */
export const nativeAmount = (base: unknown, native: Denom) =>
  `${units(String(base ?? 0), native.exponent)} ${native.display}`

export const COMPOSE_TYPES = { pay: 'Payment', axfer: 'Asset transfer', appl: 'Application call' } as const
export type ComposeType = keyof typeof COMPOSE_TYPES

/** The compose form as the URL holds it: every field is a query parameter, so the link is the transaction. */
export interface ComposeForm {
  type: ComposeType
  from: string
  to: string
  amount: string
  asset: string
  app: string
  args: string
  note: string
}

export const composeFormOf = (p: Params): ComposeForm => {
  const t = one(p, 'type')
  return {
    type: t === 'axfer' || t === 'appl' ? t : 'pay',
    from: one(p, 'from'),
    to: one(p, 'to'),
    amount: one(p, 'amount'),
    asset: one(p, 'asset'),
    app: one(p, 'app'),
    args: one(p, 'args'),
    note: (Array.isArray(p.note) ? p.note[0] : p.note) ?? '',
  }
}

/** A payment is what a link without `type` means, so the URL leaves it out like any empty field. */
export const COMPOSE_DEFAULTS: Readonly<Record<string, string>> = { type: 'pay' }

/** The URL of a prefilled compose form (fields left empty, or at their default, are left out). */
export const composeHref = (network: string, f: Partial<ComposeForm>): string =>
  `/${network}/compose${formQuery(
    Object.entries(f).map(([k, v]) => [k, v ?? '']),
    COMPOSE_DEFAULTS,
  )}`

/** What the form says, checked; amounts stay text until the asset's decimals are known. */
export type Checked = { ok: 'empty' } | { ok: false; problems: string[] } | { ok: true; form: ComposeForm }

export function checkCompose(f: ComposeForm): Checked {
  if (!f.from && !f.to && !f.amount && !f.asset && !f.app) return { ok: 'empty' }
  const problems: string[] = []
  const addr = (v: string, label: string) => {
    if (!v) problems.push(`${label}: required.`)
    else if (!isValidAddress(v))
      problems.push(`${label}: an address is 58 letters and digits (A–Z, 2–7) with a valid checksum.`)
  }
  addr(f.from, 'From')
  if (f.type !== 'appl') {
    addr(f.to, 'To')
    if (!f.amount) problems.push('Amount: required (0 is allowed).')
    else if (!/^\d{1,20}(\.\d+)?$/.test(f.amount)) problems.push('Amount: a number such as 1.5.')
  }
  const id = (v: string, label: string) => {
    if (!/^\d{1,19}$/.test(v) || v === '0') problems.push(`${label}: a whole number above 0.`)
  }
  if (f.type === 'axfer') id(f.asset, 'Asset id')
  if (f.type === 'appl') id(f.app, 'Application id')
  if (new TextEncoder().encode(f.note).length > 1024) problems.push('Note: at most 1024 bytes.')
  return problems.length ? { ok: false, problems } : { ok: true, form: f }
}

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

export const failureInWords = (message: string): string | undefined =>
  FAILURE_WORDS.find(([re]) => re.test(message))?.[1]

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
          ...(failureInWords(message) && { words: failureInWords(message)! }),
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
