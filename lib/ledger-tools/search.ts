/**
 * Indexer transaction search from the URL: the form's fields, the indexer query they become, and the cursor trail
 * that lets the pager go back (the indexer's `next` token only goes forward, so the tokens of the pages before the
 * current one travel in the URL too).
 */
import { isValidAddress } from 'algosdk'
import { TX_TYPES } from '@/lib/catalog/algorand-indexer'
import { toCsv } from '@/lib/log-search/vm'
import { formatAmount } from '@/lib/format/amount'
import type { Denom } from '@/lib/networks'
import { parseCursor } from './newest'

type Params = Record<string, string | string[] | undefined>
const one = (p: Params, k: string) => ((Array.isArray(p[k]) ? p[k][0] : p[k]) ?? '').trim()

export const SEARCH_PAGE_SIZES = [25, 50, 100] as const
/** What the search form's URL leaves out when chosen (the first page size). */
export const SEARCH_DEFAULTS = { limit: String(SEARCH_PAGE_SIZES[0]) }
export const ROLES = ['sender', 'receiver'] as const

/** The transaction types in words, in the order of the form's list. */
export const TYPE_WORDS: Record<(typeof TX_TYPES)[number], string> = {
  pay: 'Payment',
  axfer: 'Asset transfer',
  appl: 'Application call',
  acfg: 'Asset configuration',
  afrz: 'Asset freeze',
  keyreg: 'Key registration',
  stpf: 'State proof',
  hb: 'Heartbeat',
}
export const typeInWords = (t: string) => TYPE_WORDS[t as keyof typeof TYPE_WORDS] ?? t

/** The form's fields, as the URL holds them (short names; the indexer's own names are in `query`). */
export interface SearchForm {
  address: string
  role: string
  type: string
  asset: string
  app: string
  min: string
  max: string
  note: string
  limit: number
  next: string
  trail: string[]
}

export interface SearchQuery {
  form: SearchForm
  /** The indexer's GET /v2/transactions query. */
  query: Record<string, string>
}

/** First page in the trail (an empty token would vanish from a dotted list); '*' is outside base64 and left as is in URLs. */
const FIRST = '*'
const TOKEN = /^[A-Za-z0-9+/=_-]{1,256}$/
const UINT = /^\d{1,19}$/

const toBase64 = (text: string) => {
  let s = ''
  for (const b of new TextEncoder().encode(text)) s += String.fromCharCode(b)
  return btoa(s)
}

export function formOf(p: Params): SearchForm {
  const trail = one(p, 'trail')
  return {
    address: one(p, 'address'),
    role: one(p, 'role'),
    type: one(p, 'type'),
    asset: one(p, 'asset'),
    app: one(p, 'app'),
    min: one(p, 'min'),
    max: one(p, 'max'),
    // A note prefix may end in a space on purpose: only the outer URL decoding applies.
    note: (Array.isArray(p.note) ? p.note[0] : p.note) ?? '',
    limit: Number(one(p, 'limit')) || SEARCH_PAGE_SIZES[0],
    next: one(p, 'next'),
    trail: trail ? trail.split('.').map((t) => (t === FIRST ? '' : t)) : [],
  }
}

/** URL → the indexer query, or the problems in words (then nothing is asked). */
export function searchQuery(
  p: Params,
): { ok: true; q: SearchQuery } | { ok: false; form: SearchForm; problems: string[] } {
  const form = formOf(p)
  const problems: string[] = []
  const query: Record<string, string> = { limit: String(form.limit) }
  if (form.address) {
    if (!isValidAddress(form.address))
      problems.push('Account: an address is 58 letters and digits (A–Z, 2–7) with a valid checksum.')
    else query.address = form.address
  }
  if (form.role) {
    if (!(ROLES as readonly string[]).includes(form.role)) problems.push('Role: sender or receiver.')
    else if (!form.address) problems.push('Role: give the account whose role it is.')
    else query['address-role'] = form.role
  }
  if (form.type) {
    if (!(TX_TYPES as readonly string[]).includes(form.type))
      problems.push(`Type: one of ${Object.values(TYPE_WORDS).join(', ')}.`)
    else query['tx-type'] = form.type
  }
  const id = (v: string, label: string, key: string) => {
    if (!v) return
    if (!UINT.test(v) || v === '0') problems.push(`${label}: a whole number above 0.`)
    else query[key] = v
  }
  id(form.asset, 'Asset id', 'asset-id')
  id(form.app, 'Application id', 'application-id')
  const round = (v: string, label: string, key: string) => {
    if (!v) return
    if (!UINT.test(v)) problems.push(`${label}: a round number.`)
    else query[key] = v
  }
  round(form.min, 'From round', 'min-round')
  round(form.max, 'To round', 'max-round')
  if (query['min-round'] && query['max-round'] && BigInt(query['min-round']) > BigInt(query['max-round']))
    problems.push('From round: at most the To round.')
  if (form.note) {
    if (new TextEncoder().encode(form.note).length > 64) problems.push('Note starts with: at most 64 bytes.')
    else query['note-prefix'] = toBase64(form.note)
  }
  if (!(SEARCH_PAGE_SIZES as readonly number[]).includes(form.limit))
    problems.push(`Per page: one of ${SEARCH_PAGE_SIZES.join(', ')}.`)
  if (form.next) {
    // Without an account the page's own round cursor (lib/ledger-tools/newest.ts), never sent to the indexer.
    if (!form.address) {
      if (!parseCursor(form.next))
        problems.push('Page: the page position in the address is damaged; start the search again.')
    } else if (!TOKEN.test(form.next))
      problems.push('Page: the page token in the address is damaged; start the search again.')
    else query.next = form.next
  }
  if (form.trail.some((t) => t !== '' && !TOKEN.test(t)))
    problems.push('Page: the earlier pages in the address are damaged; start the search again.')
  return problems.length ? { ok: false, form, problems } : { ok: true, q: { form, query } }
}

/** The form's fields as URL parameters (empty ones left out). */
function baseParams(f: SearchForm): URLSearchParams {
  const sp = new URLSearchParams()
  for (const k of ['address', 'role', 'type', 'asset', 'app', 'min', 'max', 'note'] as const) if (f[k]) sp.set(k, f[k])
  if (f.limit !== SEARCH_PAGE_SIZES[0]) sp.set('limit', String(f.limit))
  return sp
}

const withTrail = (sp: URLSearchParams, next: string, trail: string[]) => {
  if (next) sp.set('next', next)
  if (trail.length) sp.set('trail', trail.map((t) => t || FIRST).join('.'))
  return `?${sp.toString()}`
}

/** The search's first page (what the form submits). */
export const firstPageHref = (f: SearchForm) => `?${baseParams(f).toString()}`
/** The page after this one: the indexer's next-token, and this page's token remembered for the way back. */
export const nextPageHref = (f: SearchForm, nextToken: string) =>
  withTrail(baseParams(f), nextToken, [...f.trail, f.next])
/** The page before this one, or undefined on the first page. */
export function previousPageHref(f: SearchForm): string | undefined {
  if (!f.next && f.trail.length === 0) return undefined
  return withTrail(baseParams(f), f.trail.at(-1) ?? '', f.trail.slice(0, -1))
}
/** Page number (1-based) of the current page. */
export const pageNumber = (f: SearchForm) => f.trail.length + 1

/** One row of the results table and of the CSV. */
export interface SearchRow {
  id: string
  round: string
  time?: string
  type: string
  sender: string
  receiver?: string
  /** Display units with the unit ("1.5 ALGO", "12 USDC", "3 of asset 1005"). */
  amount?: string
  /** Base units and the unit they count, for the CSV. */
  baseAmount?: string
  unit?: string
  /** An asset transfer's asset: the amount's number and unit apart, so the page links the unit to the asset. */
  asset?: { id: string; value: string; unit: string }
  fee: string
  feeBase: string
}

export const CSV_HEADER = [
  'transaction',
  'round',
  'time',
  'type',
  'sender',
  'receiver',
  'amount',
  'unit',
  'amount_base_units',
  'fee',
  'fee_base_units',
]
export const rowsToCsv = (rows: SearchRow[]) =>
  toCsv(
    CSV_HEADER,
    rows.map((r) => [
      r.id,
      r.round,
      r.time ?? '',
      r.type,
      r.sender,
      r.receiver ?? '',
      r.amount ?? '',
      r.unit ?? '',
      r.baseAmount ?? '',
      r.fee,
      r.feeBase,
    ]),
  )

/** Asset display data the page could learn (unit name and decimals), by asset id. */
export type AssetInfo = Map<string, { unit?: string; decimals: number }>

interface WireTx {
  id?: string
  'tx-type': string
  sender: string
  fee: unknown
  'confirmed-round'?: unknown
  'round-time'?: unknown
  'payment-transaction'?: { receiver: string; amount: unknown }
  'asset-transfer-transaction'?: { receiver: string; amount: unknown; 'asset-id': unknown }
  'asset-freeze-transaction'?: { address: string }
  'application-transaction'?: { 'application-id': unknown }
}

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v))
/** Base units (decimal text) → display units through the one amount formatter (grouped, display precision). */
export const units = (base: string, decimals: number) =>
  /^\d+$/.test(base) ? formatAmount(base, '', { display: '', exponent: decimals }).value : base

/** An indexer transaction → a row in display units: the native coin has 6 decimals, assets their own when known. */
export function rowOf(t: WireTx, native: Denom, assets: AssetInfo = new Map()): SearchRow {
  const pay = t['payment-transaction']
  const ax = t['asset-transfer-transaction']
  const fee = str(t.fee)
  const rt = t['round-time']
  const row: SearchRow = {
    id: t.id ?? '',
    round: str(t['confirmed-round']),
    ...(rt !== undefined && rt !== null && { time: new Date(Number(rt) * 1000).toISOString() }),
    type: typeInWords(t['tx-type']),
    sender: t.sender,
    fee: `${units(fee, native.exponent)} ${native.display}`,
    feeBase: fee,
  }
  const receiver = pay?.receiver ?? ax?.receiver ?? t['asset-freeze-transaction']?.address
  if (receiver) row.receiver = receiver
  if (pay) {
    row.baseAmount = str(pay.amount)
    row.unit = native.display
    row.amount = `${units(row.baseAmount, native.exponent)} ${native.display}`
  } else if (ax) {
    const id = str(ax['asset-id'])
    const info = assets.get(id)
    row.baseAmount = str(ax.amount)
    // Nothing to oneself is how an account opts in to an asset: say so rather than "transfer of 0".
    if (ax.receiver === t.sender && row.baseAmount === '0') row.type = 'Asset opt-in'
    row.unit = info?.unit ?? `asset ${id}`
    row.amount = info
      ? `${units(row.baseAmount, info.decimals)} ${info.unit ?? `of asset ${id}`}`
      : `${units(row.baseAmount, 0)} base units of asset ${id}`
    row.asset = info?.unit
      ? { id, value: units(row.baseAmount, info.decimals), unit: info.unit }
      : { id, value: units(row.baseAmount, info?.decimals ?? 0), unit: `${info ? 'of' : 'base units of'} asset ${id}` }
  }
  return row
}
