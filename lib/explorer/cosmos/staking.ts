/** Staking lists of a validator's page: who delegates to it and who is unbonding from it, in display units. */
import { chainOf } from '../chain'
import * as z from 'zod/mini'
import { toEpochMs } from '@/lib/format/time'
import { parse } from '../common'
import { amount, link, text, time, type Adapter } from '../view'
import { coin, pagination } from './schemas'

const delegationResponse = z.looseObject({
  delegation: z.looseObject({ delegator_address: z.string() }),
  balance: z.optional(coin),
})

export const cosmosValidatorDelegations: Adapter = (body, { network }) => {
  const b = parse(z.looseObject({ delegation_responses: z.array(delegationResponse), pagination }), body)
  return {
    kind: 'table',
    columns: [
      { key: 'delegator', label: 'Delegator' },
      { key: 'amount', label: 'Delegated', numeric: true },
    ],
    rows: b.delegation_responses.map((d) => ({
      delegator: link('account', network, d.delegation.delegator_address),
      amount: d.balance ? amount(d.balance.amount, d.balance.denom) : { type: 'empty' },
    })),
    next: b.pagination?.next_key ?? null,
    empty: 'No delegations.',
  }
}

const entry = z.looseObject({
  creation_height: z.optional(z.string()),
  completion_time: z.optional(z.string()),
  balance: z.string(),
})
const unbondingResponse = z.looseObject({ delegator_address: z.string(), entries: z.array(entry) })

/** One row per delegator: what is still unbonding in all its entries (in the staking denom), and when the first entry completes. */
export const cosmosValidatorUnbondings: Adapter = (body, ctx) => {
  const { network } = ctx
  const denom = chainOf(ctx).denom.base
  const b = parse(z.looseObject({ unbonding_responses: z.array(unbondingResponse), pagination }), body)
  return {
    kind: 'table',
    columns: [
      { key: 'delegator', label: 'Delegator' },
      { key: 'amount', label: 'Unbonding', numeric: true },
      { key: 'entries', label: 'Entries', numeric: true },
      { key: 'done', label: 'First completes' },
    ],
    rows: b.unbonding_responses.map((u) => {
      const times = u.entries.map((e) => toEpochMs(e.completion_time)).filter((t): t is number => t !== undefined)
      return {
        delegator: link('account', network, u.delegator_address),
        amount: amount(u.entries.reduce((s, e) => s + BigInt(e.balance), 0n).toString(), denom),
        entries: text(u.entries.length),
        done: time(times.length ? Math.min(...times) : undefined),
      }
    }),
    next: b.pagination?.next_key ?? null,
    empty: 'Nobody is unbonding from this validator.',
  }
}
