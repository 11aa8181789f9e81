/** Cosmos account panels: auth account, balances, grants, allowances, alliance positions. */
import * as z from 'zod/mini'
import { parse } from '../common'
import { amount, kv, link, list, mono, row, text, time, type Adapter } from '../view'
import { toEpochMs } from '@/lib/format/time'
import { coin, pagination } from './schemas'
import { keyType } from './tx'

const balances = z.looseObject({ balances: z.array(coin), pagination })

export const cosmosBalances: Adapter = (body) => {
  const b = parse(balances, body)
  return {
    kind: 'table',
    columns: [
      { key: 'denom', label: 'Denomination' },
      { key: 'amount', label: 'Amount', numeric: true },
    ],
    rows: b.balances.map((c) => ({ denom: mono(c.denom), amount: amount(c.amount, c.denom) })),
    next: b.pagination?.next_key ?? null,
    empty: 'No balances.',
  }
}

const supply = z.looseObject({ supply: z.array(coin), pagination })

/** `bank/supply`: each denomination's total in display units (denom metadata), the exact base value on hover. */
export const cosmosSupply: Adapter = (body) => {
  const b = parse(supply, body)
  return {
    kind: 'table',
    columns: [{ key: 'amount', label: 'Total', numeric: true }],
    rows: b.supply.map((c) => ({ amount: amount(c.amount, c.denom) })),
    next: b.pagination?.next_key ?? null,
    empty: 'No supply reported.',
  }
}

const account = z.looseObject({
  account: z.looseObject({
    '@type': z.string(),
    address: z.optional(z.string()),
    account_number: z.optional(z.string()),
    sequence: z.optional(z.string()),
    pub_key: z.nullish(z.looseObject({ '@type': z.string() })),
    base_account: z.optional(
      z.looseObject({ address: z.string(), account_number: z.optional(z.string()), sequence: z.optional(z.string()) }),
    ),
    name: z.optional(z.string()),
    permissions: z.optional(z.array(z.string())),
  }),
})

export const cosmosAccount: Adapter = (body) => {
  const a = parse(account, body).account
  const base = a.base_account
  return kv([
    row('Type', text(a['@type'].split('.').at(-1))),
    row('Address', mono(a.address ?? base?.address)),
    row('Account number', text(a.account_number ?? base?.account_number)),
    row('Sequence', text(a.sequence ?? base?.sequence)),
    row('Public key type', text(keyType(a.pub_key?.['@type']))),
    row('Module name', text(a.name)),
    row('Permissions', list((a.permissions ?? []).map((p) => text(p)))),
  ])
}

const grants = z.looseObject({
  grants: z.array(
    z.looseObject({
      granter: z.optional(z.string()),
      grantee: z.optional(z.string()),
      authorization: z.nullish(z.looseObject({ '@type': z.string(), msg: z.optional(z.string()) })),
      expiration: z.nullish(z.string()),
    }),
  ),
  pagination,
})

export const cosmosGrants: Adapter = (body, { network }) => {
  const g = parse(grants, body)
  return {
    kind: 'table',
    columns: [
      { key: 'granter', label: 'Granter' },
      { key: 'grantee', label: 'Grantee' },
      { key: 'auth', label: 'Authorization' },
      { key: 'exp', label: 'Expires' },
    ],
    rows: g.grants.map((x) => ({
      granter: link('account', network, x.granter),
      grantee: link('account', network, x.grantee),
      auth: text(
        `${x.authorization?.['@type'].split('.').at(-1) ?? '?'}${x.authorization?.msg ? ` (${x.authorization.msg})` : ''}`,
      ),
      exp: x.expiration ? time(toEpochMs(x.expiration)) : text('never'),
    })),
    next: g.pagination?.next_key ?? null,
    empty: 'No authz grants.',
  }
}

const allowance = z.looseObject({
  granter: z.string(),
  grantee: z.string(),
  allowance: z.nullish(z.looseObject({ '@type': z.string() })),
})
const allowances = z.looseObject({ allowances: z.array(allowance), pagination })

function spendLimit(a: Record<string, unknown> | null | undefined): unknown {
  if (!a) return undefined
  return (
    a.spend_limit ??
    (a.basic as Record<string, unknown> | undefined)?.spend_limit ??
    (a.allowance as Record<string, unknown> | undefined)?.spend_limit
  )
}

export const cosmosAllowances: Adapter = (body, { network }) => {
  const a = parse(allowances, body)
  return {
    kind: 'table',
    columns: [
      { key: 'granter', label: 'Granter' },
      { key: 'grantee', label: 'Grantee' },
      { key: 'type', label: 'Allowance' },
      { key: 'limit', label: 'Spend limit', numeric: true },
    ],
    rows: a.allowances.map((x) => {
      const limit = spendLimit(x.allowance as Record<string, unknown> | undefined)
      return {
        granter: link('account', network, x.granter),
        grantee: link('account', network, x.grantee),
        type: text(x.allowance?.['@type'].split('.').at(-1)),
        limit: Array.isArray(limit)
          ? list((limit as { denom: string; amount: string }[]).map((c) => amount(c.amount, c.denom)))
          : text('unlimited'),
      }
    }),
    next: a.pagination?.next_key ?? null,
    empty: 'No fee allowances.',
  }
}
