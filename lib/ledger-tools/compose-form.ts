/**
 * The ledger compose form as the URL holds it (every field a query parameter, so the link is the transaction),
 * and its check. Pure: shared by the compose page (server) and its form.
 */
import { isValidAddress } from 'algosdk'
import { formQuery } from '@/lib/format/form-query'

type Params = Record<string, string | string[] | undefined>
const one = (p: Params, k: string) => ((Array.isArray(p[k]) ? p[k][0] : p[k]) ?? '').trim()

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
