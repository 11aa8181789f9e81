/** Cosmos account panels: auth account, balances, grants, allowances, alliance positions. */
import * as z from 'zod/mini'
import { humanize, parse } from '../common'
import { chainOf, coinAmount } from '../chain'
import { kv, link, list, mono, row, text, time, type Adapter } from '../view'
import { toEpochMs } from '@/lib/format/time'
import { coin, pagination } from './schemas'
import { keyType } from './tx'

const balances = z.looseObject({ balances: z.array(coin), pagination })

/** Balances by denomination: the native one under its unit (`ATOM`, not `uatom`), others under their own name. */
export const cosmosBalances: Adapter = (body, ctx) => {
  const b = parse(balances, body)
  const native = chainOf(ctx).denom
  return {
    kind: 'table',
    columns: [
      { key: 'denom', label: 'Denomination' },
      { key: 'amount', label: 'Amount', numeric: true },
    ],
    rows: b.balances.map((c) => ({
      denom: c.denom === native.base ? text(native.display) : mono(c.denom),
      amount: coinAmount(ctx, c.amount, c.denom),
    })),
    next: b.pagination?.next_key ?? null,
    empty: 'No balances.',
  }
}

const supply = z.looseObject({ supply: z.array(coin), pagination })

/** `bank/supply`: each denomination's total in display units (denom metadata), the exact base value on hover. */
export const cosmosSupply: Adapter = (body, ctx) => {
  const b = parse(supply, body)
  return {
    kind: 'table',
    columns: [{ key: 'amount', label: 'Total', numeric: true }],
    rows: b.supply.map((c) => ({ amount: coinAmount(ctx, c.amount, c.denom) })),
    next: b.pagination?.next_key ?? null,
    empty: 'No supply reported.',
  }
}

const authAccount = z.looseObject({
  '@type': z.string(),
  address: z.optional(z.string()),
  account_number: z.optional(z.string()),
  sequence: z.optional(z.string()),
  pub_key: z.nullish(z.looseObject({ '@type': z.string() })),
  base_account: z.optional(
    z.looseObject({
      address: z.string(),
      account_number: z.optional(z.string()),
      sequence: z.optional(z.string()),
      pub_key: z.nullish(z.looseObject({ '@type': z.string() })),
    }),
  ),
  name: z.optional(z.string()),
  permissions: z.optional(z.array(z.string())),
})
type AuthAccount = z.output<typeof authAccount>

/** `/cosmos.auth.v1beta1.ModuleAccount` → `Module account`. */
const accountKind = (t: string) => humanize(t.split('.').at(-1) ?? t)
/** `bonded_tokens_pool` → `bonded tokens pool`: a module account's name in words. */
const moduleName = (n: string | undefined) => n?.replace(/_/g, ' ')
/** Module and vesting accounts wrap the base account's fields. */
const baseOf = (a: AuthAccount) => ({
  address: a.address ?? a.base_account?.address,
  number: a.account_number ?? a.base_account?.account_number,
  sequence: a.sequence ?? a.base_account?.sequence,
  key: keyType((a.pub_key ?? a.base_account?.pub_key)?.['@type']),
})

export const cosmosAccount: Adapter = (body) => {
  const a = parse(z.looseObject({ account: authAccount }), body).account
  const base = baseOf(a)
  return kv([
    row('Type', text(accountKind(a['@type']))),
    row('Address', mono(base.address)),
    row('Account number', text(base.number)),
    row('Sequence', text(base.sequence)),
    row('Public key type', text(base.key)),
    row('Module', text(moduleName(a.name))),
    row('Permissions', list((a.permissions ?? []).map((p) => text(p)))),
  ])
}

/** `auth/accounts`: every account of the chain, module accounts by name, paged by the gateway. */
export const cosmosAccounts: Adapter = (body, { network }) => {
  const r = parse(z.looseObject({ accounts: z.array(authAccount), pagination }), body)
  return {
    kind: 'table',
    columns: [
      { key: 'address', label: 'Address' },
      { key: 'type', label: 'Type' },
      { key: 'number', label: 'Number', numeric: true },
      { key: 'sequence', label: 'Sequence', numeric: true },
      { key: 'key', label: 'Key' },
    ],
    rows: r.accounts.map((a) => {
      const base = baseOf(a)
      return {
        address: link('account', network, base.address),
        type: text(a.name ? `${accountKind(a['@type'])}: ${moduleName(a.name)}` : accountKind(a['@type'])),
        number: text(base.number),
        sequence: text(base.sequence),
        key: text(base.key),
      }
    }),
    next: r.pagination?.next_key ?? null,
    empty: 'No accounts.',
  }
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

export const cosmosAllowances: Adapter = (body, ctx) => {
  const { network } = ctx
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
          ? list((limit as { denom: string; amount: string }[]).map((c) => coinAmount(ctx, c.amount, c.denom)))
          : text('unlimited'),
      }
    }),
    next: a.pagination?.next_key ?? null,
    empty: 'No fee allowances.',
  }
}
