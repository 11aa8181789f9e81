/** Classic's oracle, treasury, tax and dynamic-commission answers: rates and fractions in percents, coins in display units. */
import { chainOf, denomOf } from '../chain'
import * as z from 'zod/mini'
import { formatDec, formatPercent } from '@/lib/format/amount'
import { parse } from '../common'
import { amount, kv, link, list, row, text, type Adapter, type AdapterContext } from '../view'
import { blockCount, decPercent, unknownRows } from './param-fields'

/**
 * A stable coin's unit: the denomination the network describes (`ukrw` → KRTC on Classic), else by the micro-prefix
 * convention (`u<code>` is 10⁻⁶ of its currency, as the staking coin's `u` prefix is: `ukrw` → KRW); the gateway has
 * no bank metadata to say so. Other denominations have no unit here and stay as named.
 */
export function stableUnit(ctx: AdapterContext, denom: string): { display: string; exponent: number } | undefined {
  const d = denomOf(ctx, denom)
  if (d) return d
  return /^u[a-z]{3,}$/.test(denom) ? { display: denom.slice(1).toUpperCase(), exponent: 6 } : undefined
}

const stableName = (ctx: AdapterContext, denom: string) => stableUnit(ctx, denom)?.display ?? denom

const stableAmount = (ctx: AdapterContext, raw: string, denom: string) => {
  const u = stableUnit(ctx, denom)
  return u ? amount(raw, denom, u.exponent, u.display) : amount(raw, denom)
}

const coin = z.looseObject({ denom: z.string(), amount: z.string() })

/** Oracle rates are the price of one staking coin in each stable coin (`1 CLSC = 1,250.3 KRTC`). */
export const cosmosExchangeRates: Adapter = (body, ctx) => {
  const b = parse(z.looseObject({ exchange_rates: z.array(coin) }), body)
  const d = chainOf(ctx).denom
  return {
    kind: 'table',
    columns: [
      { key: 'coin', label: 'Coin' },
      { key: 'rate', label: `Price of 1 ${d.display}`, numeric: true },
    ],
    rows: b.exchange_rates.map((r) => ({
      coin: text(stableName(ctx, r.denom)),
      rate: text(`${formatDec(r.amount, 6)} ${stableName(ctx, r.denom)}`),
    })),
    empty: 'The oracle reports no exchange rates.',
  }
}

/** The treasury's and the tax module's rate (`{tax_rate}`) as a percent. */
export const cosmosTaxRate: Adapter = (body) => {
  const b = parse(z.looseObject({ tax_rate: z.string() }), body)
  return kv([row('Rate', decPercent(b.tax_rate))])
}

/** Tax rewards per staking coin (TRL): the treasury's yearly and monthly averages. */
export const cosmosTreasuryIndicators: Adapter = (body, ctx) => {
  const b = parse(z.looseObject({ trl_year: z.optional(z.string()), trl_month: z.optional(z.string()) }), body)
  const d = chainOf(ctx).denom.display
  const dec = (v: string | undefined) => text(v && formatDec(v, 6))
  return kv([
    row(`Tax rewards per ${d}, yearly average`, dec(b.trl_year)),
    row(`Tax rewards per ${d}, monthly average`, dec(b.trl_month)),
  ])
}

export const cosmosTaxProceeds: Adapter = (body, ctx) => {
  const b = parse(z.looseObject({ tax_proceeds: z.array(coin) }), body)
  return {
    kind: 'table',
    columns: [
      { key: 'coin', label: 'Coin' },
      { key: 'amount', label: 'Collected', numeric: true },
    ],
    rows: b.tax_proceeds.map((c) => ({
      coin: text(stableName(ctx, c.denom)),
      amount: stableAmount(ctx, c.amount, c.denom),
    })),
    empty: 'No tax collected in this epoch.',
  }
}

/** Seigniorage is counted in the staking coin's base units. */
export const cosmosSeigniorage: Adapter = (body, ctx) => {
  const b = parse(z.looseObject({ seigniorage_proceeds: z.string() }), body)
  const d = chainOf(ctx).denom
  return kv([row('Seigniorage this epoch', amount(b.seigniorage_proceeds, d.base, d.exponent, d.display))])
}

const whitelistItem = z.looseObject({ name: z.string(), tobin_tax: z.optional(z.string()) })
const oracleParams = z.looseObject({
  vote_period: z.optional(z.string()),
  vote_threshold: z.optional(z.string()),
  reward_band: z.optional(z.string()),
  reward_distribution_window: z.optional(z.string()),
  whitelist: z.optional(z.array(whitelistItem)),
  slash_fraction: z.optional(z.string()),
  slash_window: z.optional(z.string()),
  min_valid_per_window: z.optional(z.string()),
})

export const cosmosOracleParams: Adapter = (body, ctx) => {
  const p = parse(z.looseObject({ params: oracleParams }), body).params
  return kv([
    row('Vote period', blockCount(p.vote_period)),
    row('Vote threshold', decPercent(p.vote_threshold)),
    row('Reward band', decPercent(p.reward_band)),
    row('Reward distribution window', blockCount(p.reward_distribution_window)),
    row('Slash fraction', decPercent(p.slash_fraction)),
    row('Slash window', blockCount(p.slash_window)),
    row('Minimum valid votes per window', decPercent(p.min_valid_per_window)),
    row(
      'Whitelisted coins',
      list(
        (p.whitelist ?? []).map((w) =>
          text(
            w.tobin_tax
              ? `${stableName(ctx, w.name)} (Tobin tax ${formatPercent(w.tobin_tax, 4)})`
              : stableName(ctx, w.name),
          ),
        ),
      ),
    ),
  ])
}

export const cosmosOracleFeeder: Adapter = (body, { network }) => {
  const b = parse(z.looseObject({ feeder_addr: z.string() }), body)
  return kv([row('Feeder account', link('account', network, b.feeder_addr))])
}

export const cosmosOracleMisses: Adapter = (body) => {
  const b = parse(z.looseObject({ miss_counter: z.string() }), body)
  return kv([row('Missed votes in this slash window', text(BigInt(b.miss_counter).toLocaleString('en-US')))])
}

const tuple = z.looseObject({ denom: z.string(), exchange_rate: z.string() })

/** The validator's last aggregate vote: the rate it reported for each stable coin. */
export const cosmosOracleVote: Adapter = (body, ctx) => {
  const v = parse(
    z.looseObject({
      aggregate_vote: z.looseObject({ exchange_rate_tuples: z.array(tuple), voter: z.optional(z.string()) }),
    }),
    body,
  ).aggregate_vote
  const d = chainOf(ctx).denom
  return {
    kind: 'table',
    columns: [
      { key: 'coin', label: 'Coin' },
      { key: 'rate', label: `Reported price of 1 ${d.display}`, numeric: true },
    ],
    rows: v.exchange_rate_tuples.map((t) => ({
      coin: text(stableName(ctx, t.denom)),
      rate: text(`${formatDec(t.exchange_rate, 6)} ${stableName(ctx, t.denom)}`),
    })),
    empty: 'No exchange rates in the last vote.',
  }
}

export const cosmosDyncommRate: Adapter = (body, { network }) => {
  const b = parse(z.looseObject({ rate: z.optional(z.string()), target: z.optional(z.string()) }), body)
  return kv([
    row('Commission now', decPercent(b.rate)),
    row('Commission target', decPercent(b.target)),
    ...unknownRows(b, ['rate', 'target'], network),
  ])
}
