import type { Ledger } from '../ledger/ledger'
import type { TxRecord } from '../ledger/records'
import { badRequest } from '../errors'
import { big, bool } from '../wire'

/** Filters and order of the indexer's transaction searches (seed 002 §4.2 transaction search parameters). */
export interface TxQuery {
  address?: string
  assetId?: bigint
  appId?: bigint
  /** Newest first (account transactions; /v2/transactions with address). */
  newestFirst: boolean
}

const DEFAULT_LIMIT = 1000
const MAX_LIMIT = 10000

export const limitOf = (q: Record<string, unknown>): number => {
  const n = typeof q.limit === 'string' ? Number(q.limit) : DEFAULT_LIMIT
  return Math.max(1, Math.min(MAX_LIMIT, n || DEFAULT_LIMIT))
}

/** `next` tokens are opaque to clients: the position after which the next page starts. */
export const encodeToken = (v: string | number): string => Buffer.from(String(v)).toString('base64url')
export function decodeToken(q: Record<string, unknown>): string | undefined {
  if (typeof q.next !== 'string' || !q.next) return undefined
  const v = Buffer.from(q.next, 'base64url').toString()
  if (!v) throw badRequest('invalid next token')
  return v
}

const time = (v: unknown) => (typeof v === 'string' ? Math.floor(Date.parse(v) / 1000) : undefined)

function amountOf(t: TxRecord, assetId: bigint | undefined): bigint | undefined {
  const txn = t.stxn.txn
  if (assetId !== undefined) return txn.assetTransfer?.assetIndex === assetId ? txn.assetTransfer.amount : undefined
  return txn.payment?.amount
}

export function searchTransactions(
  ledger: Ledger,
  q: Record<string, unknown>,
  base: TxQuery,
): { txns: TxRecord[]; nextToken?: string } {
  const assetId = base.assetId ?? big(q['asset-id'])
  const appId = base.appId ?? big(q['application-id'])
  const address = base.address ?? (typeof q.address === 'string' ? q.address : undefined)
  let candidates: readonly number[] | undefined = address
    ? (ledger.byAddress.get(address) ?? [])
    : assetId !== undefined
      ? (ledger.byAsset.get(assetId) ?? [])
      : appId !== undefined
        ? (ledger.byApp.get(appId) ?? [])
        : undefined
  if (typeof q.txid === 'string') {
    const rec = ledger.byId.get(q.txid)
    candidates = rec ? [ledger.txs.indexOf(rec)] : []
  }
  const notePrefix = typeof q['note-prefix'] === 'string' ? Buffer.from(q['note-prefix'], 'base64') : undefined
  const round = big(q.round)
  const minRound = big(q['min-round'])
  const maxRound = big(q['max-round'])
  const before = time(q['before-time'])
  const after = time(q['after-time'])
  const gt = big(q['currency-greater-than'])
  const lt = big(q['currency-less-than'])
  const role = q['address-role']
  const excludeCloseTo = bool(q['exclude-close-to'])
  const rekeyTo = bool(q['rekey-to'])
  const group = typeof q['group-id'] === 'string' ? Buffer.from(q['group-id'], 'base64') : undefined
  const keep = (t: TxRecord): boolean => {
    const txn = t.stxn.txn
    if (assetId !== undefined && t.assetId !== assetId) return false
    if (appId !== undefined && t.appId !== appId) return false
    if (address && !t.addresses.includes(address)) return false
    if (address && role === 'sender' && txn.sender.toString() !== address) return false
    if (
      address &&
      role === 'receiver' &&
      !(t.receivers.includes(address) || (!excludeCloseTo && t.closeTo.includes(address)))
    )
      return false
    if (address && role === 'freeze-target' && t.freezeTarget !== address) return false
    if (typeof q['tx-type'] === 'string' && txn.type !== q['tx-type']) return false
    // pqsig signatures exist only after the v42 round, so a pqsig search finds none before it.
    if (
      typeof q['sig-type'] === 'string' &&
      (t.sigType !== q['sig-type'] || (t.sigType === 'pqsig' && !ledger.isV42(t.round)))
    )
      return false
    if (notePrefix && !Buffer.from(txn.note).subarray(0, notePrefix.length).equals(notePrefix)) return false
    if (round !== undefined && BigInt(t.round) !== round) return false
    if (minRound !== undefined && BigInt(t.round) < minRound) return false
    if (maxRound !== undefined && BigInt(t.round) > maxRound) return false
    if (before !== undefined && t.roundTime >= before) return false
    if (after !== undefined && t.roundTime <= after) return false
    if (gt !== undefined || lt !== undefined) {
      const amt = amountOf(t, assetId)
      if (amt === undefined) return false
      if (gt !== undefined && !(amt > gt)) return false
      if (lt !== undefined && !(amt < lt)) return false
    }
    if (rekeyTo && !txn.rekeyTo) return false
    if (group && !(txn.group && Buffer.from(txn.group).equals(group))) return false
    return true
  }
  const limit = limitOf(q)
  const token = decodeToken(q)
  const after_ = token === undefined ? undefined : Number(token)
  if (after_ !== undefined && !Number.isInteger(after_)) throw badRequest('invalid next token')
  const out: TxRecord[] = []
  let last: number | undefined
  const n = candidates ? candidates.length : ledger.txs.length
  for (let k = 0; k < n; k++) {
    const pos = base.newestFirst ? n - 1 - k : k
    const idx = candidates ? candidates[pos]! : pos
    if (after_ !== undefined && (base.newestFirst ? idx >= after_ : idx <= after_)) continue
    const t = ledger.txs[idx]!
    if (!keep(t)) continue
    if (out.length === limit) return { txns: out, nextToken: encodeToken(last!) }
    out.push(t)
    last = idx
  }
  return { txns: out }
}
