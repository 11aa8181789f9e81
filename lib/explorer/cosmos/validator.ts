/** One staking validator as a record: its name, state in words, stake in display units and commission in percents. */
import { chainOf } from '../chain'
import * as z from 'zod/mini'
import { formatPercent, formatUnits } from '@/lib/format/amount'
import { toEpochMs } from '@/lib/format/time'
import { parse } from '../common'
import { amount, kv, row, status, text, time, type Adapter } from '../view'

const validator = z.looseObject({
  operator_address: z.string(),
  jailed: z.optional(z.boolean()),
  status: z.optional(z.string()),
  tokens: z.optional(z.string()),
  delegator_shares: z.optional(z.string()),
  description: z.optional(
    z.looseObject({
      moniker: z.optional(z.string()),
      website: z.optional(z.string()),
      details: z.optional(z.string()),
      security_contact: z.optional(z.string()),
    }),
  ),
  unbonding_height: z.optional(z.string()),
  unbonding_time: z.optional(z.string()),
  commission: z.optional(
    z.looseObject({
      commission_rates: z.optional(
        z.looseObject({
          rate: z.optional(z.string()),
          max_rate: z.optional(z.string()),
          max_change_rate: z.optional(z.string()),
        }),
      ),
      update_time: z.optional(z.string()),
    }),
  ),
  min_self_delegation: z.optional(z.string()),
})

const STATUS_WORDS: Record<string, string> = {
  BOND_STATUS_BONDED: 'Bonded',
  BOND_STATUS_UNBONDING: 'Unbonding',
  BOND_STATUS_UNBONDED: 'Unbonded',
  BOND_STATUS_UNSPECIFIED: 'Unknown',
}

/**
 * Shares are an sdk.Dec counted in base units of the staking denom (one share per base unit until a slash):
 * shown in display units so they read next to the tokens. The sub-base-unit fraction is below what is displayed.
 */
function sharesInDisplayUnits(shares: string | undefined, exponent: number): string | undefined {
  const whole = shares && /^(\d+)(?:\.\d+)?$/.exec(shares.trim())?.[1]
  return whole ? formatUnits(BigInt(whole), exponent, { maxFraction: 6 }) : undefined
}

export const cosmosValidator: Adapter = (body, ctx) => {
  // The staking denom is the chain's own (as the overview's validator table reads tokens).
  const d = chainOf(ctx).denom
  const v = parse(z.looseObject({ validator }), body).validator
  const rates = v.commission?.commission_rates
  const unbondingSince = v.unbonding_height && v.unbonding_height !== '0' ? v.unbonding_height : undefined
  const unbondingEnds = toEpochMs(v.unbonding_time)
  const statusWord = v.status ? (STATUS_WORDS[v.status] ?? v.status) : undefined
  const stake = (raw: string | undefined) => amount(raw, d.base, d.exponent, d.display)
  return kv([
    row('Moniker', text(v.description?.moniker)),
    statusWord !== undefined && row('Status', status(v.status === 'BOND_STATUS_BONDED', statusWord)),
    v.jailed !== undefined && row('Jailed', text(v.jailed ? 'Yes' : 'No')),
    row('Tokens', stake(v.tokens)),
    row('Delegator shares', text(sharesInDisplayUnits(v.delegator_shares, d.exponent))),
    row('Commission', text(rates?.rate && formatPercent(rates.rate))),
    row('Maximum commission', text(rates?.max_rate && formatPercent(rates.max_rate))),
    row('Maximum daily change', text(rates?.max_change_rate && formatPercent(rates.max_change_rate))),
    row('Commission changed', time(toEpochMs(v.commission?.update_time))),
    row('Minimum self-delegation', stake(v.min_self_delegation)),
    // A validator that never unbonded answers height 0 and the epoch: said in words rather than as 1970.
    row('Unbonding since height', text(unbondingSince ?? 'Never unbonded')),
    unbondingSince !== undefined && row('Unbonding completes', time(unbondingEnds)),
    row('Website', text(v.description?.website)),
    row('Security contact', text(v.description?.security_contact)),
    row('Details', text(v.description?.details)),
  ])
}
