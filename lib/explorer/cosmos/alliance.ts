/** Alliance module adapters: staked denominations with their reward weights. */
import * as z from 'zod/mini'
import { formatDec, formatPercent } from '@/lib/format/amount'
import { toEpochMs } from '@/lib/format/time'
import { parse } from '../common'
import { amount, status, text, time, type Adapter } from '../view'
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
      state: a.is_initialized === undefined ? { type: 'empty' } : status(a.is_initialized, a.is_initialized ? 'Initialized' : 'Pending'),
    })),
    next: b.pagination?.next_key ?? null,
    empty: 'No alliances.',
  }
}
