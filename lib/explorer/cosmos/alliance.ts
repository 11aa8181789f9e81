/** Alliance module adapters: staked denominations with their reward weights. */
import * as z from 'zod/mini'
import { formatDec, formatPercent } from '@/lib/format/amount'
import { toEpochMs } from '@/lib/format/time'
import { parse } from '../common'
import { amount, mono, status, text, time, validator, type Adapter } from '../view'
import { pagination } from './schemas'

const alliance = z.looseObject({
  denom: z.string(),
  reward_weight: z.optional(z.string()),
  take_rate: z.optional(z.string()),
  total_tokens: z.optional(z.string()),
  reward_start_time: z.optional(z.string()),
  is_initialized: z.optional(z.boolean()),
})

export const cosmosAlliances: Adapter = (body) => {
  const b = parse(z.looseObject({ alliances: z.array(alliance), pagination }), body)
  return {
    kind: 'table',
    columns: [
      { key: 'tokens', label: 'Total staked', numeric: true },
      { key: 'weight', label: 'Reward weight', numeric: true },
      { key: 'take', label: 'Take rate', numeric: true },
      { key: 'since', label: 'Rewards since' },
      { key: 'state', label: 'State' },
    ],
    // The staked asset is the amount's own denomination: the amount formatter names it (metadata) and links IBC traces.
    rows: b.alliances.map((a) => ({
      tokens: amount(a.total_tokens, a.denom),
      weight: text(a.reward_weight ? formatDec(a.reward_weight, 4) : undefined),
      take: text(a.take_rate ? formatPercent(a.take_rate) : undefined),
      since: time(toEpochMs(a.reward_start_time)),
      state:
        a.is_initialized === undefined
          ? { type: 'empty' }
          : status(a.is_initialized, a.is_initialized ? 'Initialized' : 'Pending'),
    })),
    next: b.pagination?.next_key ?? null,
    empty: 'No alliances.',
  }
}

const coinSchema = z.looseObject({ denom: z.string(), amount: z.string() })
const allianceDelegation = z.looseObject({
  delegation: z.looseObject({ validator_address: z.string(), denom: z.string() }),
  balance: z.optional(coinSchema),
})

/**
 * A delegator's alliance delegations: one row per validator and staked asset (the two leading columns name the
 * row, so a past-height comparison matches rows by them).
 */
export const cosmosAllianceDelegations: Adapter = (body) => {
  const b = parse(z.looseObject({ delegations: z.array(allianceDelegation), pagination }), body)
  return {
    kind: 'table',
    columns: [
      { key: 'validator', label: 'Validator' },
      { key: 'asset', label: 'Asset' },
      { key: 'amount', label: 'Staked', numeric: true },
    ],
    keyColumns: 2,
    rows: b.delegations.map((d) => ({
      validator: validator(d.delegation.validator_address),
      asset: mono(d.delegation.denom),
      amount: d.balance ? amount(d.balance.amount, d.balance.denom) : { type: 'empty' },
    })),
    next: b.pagination?.next_key ?? null,
    empty: 'No alliance delegations.',
  }
}

const unbonding = z.looseObject({
  validator_address: z.string(),
  amount: z.string(),
  denom: z.string(),
  completion_time: z.optional(z.string()),
})

export const cosmosAllianceUnbondings: Adapter = (body) => {
  const b = parse(z.looseObject({ unbondings: z.array(unbonding) }), body)
  return {
    kind: 'table',
    columns: [
      { key: 'validator', label: 'From validator' },
      { key: 'asset', label: 'Asset' },
      { key: 'amount', label: 'Unbonding', numeric: true },
      { key: 'done', label: 'Completes' },
    ],
    keyColumns: 2,
    rows: b.unbondings.map((u) => ({
      validator: validator(u.validator_address),
      asset: mono(u.denom),
      amount: amount(u.amount, u.denom),
      done: time(toEpochMs(u.completion_time)),
    })),
    empty: 'No alliance unbondings.',
  }
}

const redelegation = z.looseObject({
  src_validator_address: z.string(),
  dst_validator_address: z.string(),
  balance: coinSchema,
  completion_time: z.optional(z.string()),
})

export const cosmosAllianceRedelegations: Adapter = (body) => {
  const b = parse(z.looseObject({ redelegations: z.array(redelegation), pagination }), body)
  return {
    kind: 'table',
    // The amount leads the value columns: a redelegation that appears between two heights reads as an amount.
    columns: [
      { key: 'to', label: 'To validator' },
      { key: 'asset', label: 'Asset' },
      { key: 'amount', label: 'Redelegated', numeric: true },
      { key: 'from', label: 'From validator' },
      { key: 'done', label: 'Completes' },
    ],
    keyColumns: 2,
    rows: b.redelegations.map((r) => ({
      to: validator(r.dst_validator_address),
      asset: mono(r.balance.denom),
      from: validator(r.src_validator_address),
      amount: amount(r.balance.amount, r.balance.denom),
      done: time(toEpochMs(r.completion_time)),
    })),
    next: b.pagination?.next_key ?? null,
    empty: 'No alliance redelegations.',
  }
}

const coinDec = z.looseObject({ denom: z.string(), amount: z.string() })

/** Shares are an sdk.Dec counted in the asset's base units: their whole part shown as an amount of that asset. */
const shareAmount = (c: { denom: string; amount: string } | undefined) =>
  c ? amount(/^(\d+)/.exec(c.amount)?.[1] ?? c.amount, c.denom) : ({ type: 'empty' } as const)

/** One validator's alliance stake per asset: what is staked, and the shares it stands for. */
export const cosmosAllianceValidator: Adapter = (body) => {
  const v = parse(
    z.looseObject({
      validator_addr: z.optional(z.string()),
      total_delegation_shares: z.optional(z.array(coinDec)),
      validator_shares: z.optional(z.array(coinDec)),
      total_staked: z.optional(z.array(coinDec)),
    }),
    body,
  )
  const denoms = [...new Set([...(v.total_staked ?? []), ...(v.total_delegation_shares ?? [])].map((c) => c.denom))]
  const of = (xs: { denom: string; amount: string }[] | undefined, d: string) => xs?.find((c) => c.denom === d)
  return {
    kind: 'table',
    columns: [
      { key: 'staked', label: 'Staked', numeric: true },
      { key: 'delegation', label: 'Delegation shares', numeric: true },
      { key: 'validator', label: 'Validator shares', numeric: true },
    ],
    rows: denoms.map((d) => {
      const staked = of(v.total_staked, d)
      return {
        staked: staked ? amount(staked.amount, d) : { type: 'empty' },
        delegation: shareAmount(of(v.total_delegation_shares, d)),
        validator: shareAmount(of(v.validator_shares, d)),
      }
    }),
    empty: 'Nothing is staked with this validator through alliances.',
  }
}
