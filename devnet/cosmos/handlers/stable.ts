import { sha256 } from '../../primitives/hash'
import { anyToJson, txFromJson } from '../chain/codec'
import { dec } from '../chain/hash'
import { invalid, notFound } from '../grpc'
import { headOf } from '../height'
import { listing } from '../pagination'
import { coin } from '../render'
import { pathParam, page, queryParam, validatorIndex, type CosmosHandler, type HandlerGroup } from './kit'
import { txOfBody } from './tx'

/** Classic's oracle, market, treasury, tax and dyncomm modules; rates follow the latest votes (the head). */
export const stableHandlers: HandlerGroup = (chain) => {
  const p = chain.opts.profile
  const stables = p.nativeDenoms
  const whitelist = [...stables].sort()
  /** Exchange rate of a stable denom in the staking denom, in 1e-6 units, drifting with the head. */
  const rate = (d: string, head = chain.head) => {
    const base = { ukrw: 1_250_000_000n, usdr: 700_000n, uusd: 1_000_000n }[d as 'ukrw'] ?? 1_000_000n
    return base + (base * BigInt(Math.round(Math.sin(head / 50 + d.length) * 1000))) / 100_000n
  }
  const TAX_RATE = 5n // 0.5% in 1e-3
  const taxCap = (d: string) => (d === 'ukrw' ? 1_500_000_000n : 1_000_000n)
  const knownDenom = (d: string) => {
    if (!whitelist.includes(d)) throw notFound(`the denom is not known: ${d}`)
    return d
  }
  const voter = (req: Parameters<CosmosHandler>[0]) =>
    chain.book.valoper(validatorIndex(chain, pathParam(req, 'validator_addr')))
  const tuples = (head = chain.head) => whitelist.map((d) => ({ denom: d, exchange_rate: dec(rate(d, head), 6) }))
  const prevote = (v: number) => ({
    hash: Buffer.from(sha256(`prevote/${v}/${Math.floor(chain.head / 5)}`))
      .toString('hex')
      .slice(0, 40),
    voter: chain.book.valoper(v),
    submit_block: String(chain.head - (chain.head % 5)),
  })
  return {
    'cosmos.stable.tx.computeTax': (req) => {
      const body = req.body as Record<string, unknown>
      const tx = body.tx_bytes ? txOfBody(body) : body.tx ? txFromJson(body.tx as Record<string, unknown>) : undefined
      if (!tx) throw invalid('empty tx')
      const due = new Map<string, bigint>()
      // Tax: 0.5% of every coin sent by bank sends, capped per denom; the staking denom is exempt.
      for (const m of tx.body?.messages ?? []) {
        if (m.typeUrl !== '/cosmos.bank.v1beta1.MsgSend') continue
        for (const c of (anyToJson(m).amount as { denom: string; amount: string }[]) ?? []) {
          if (c.denom === p.denom) continue
          const t = (BigInt(c.amount) * TAX_RATE) / 1000n
          due.set(c.denom, (due.get(c.denom) ?? 0n) + (t > taxCap(c.denom) ? taxCap(c.denom) : t))
        }
      }
      return { tax_amount: [...due].sort(([a], [b]) => (a < b ? -1 : 1)).map(([d, a]) => coin(d, a)) }
    },
    'cosmos.stable.market.params': () => ({
      params: { base_pool: dec(1_000_000_000_000n), pool_recovery_period: '14400', min_stability_spread: dec(2n, 2) },
    }),
    'cosmos.stable.market.swap': (req) => {
      const m = /^(\d+)([a-z][a-z0-9/]*)$/.exec(queryParam(req, 'offer_coin'))
      const ask = queryParam(req, 'ask_denom')
      if (!m) throw invalid(`invalid offer coin ${queryParam(req, 'offer_coin')}`)
      const offer = m[2]!
      if (!ask) throw invalid('ask denom is required')
      if (offer === ask) throw invalid('recursive swap')
      const inBase =
        offer === p.denom
          ? BigInt(m[1]!) * 1_000_000n
          : (BigInt(m[1]!) * 1_000_000n * 1_000_000n) / rate(knownDenom(offer))
      const out = ask === p.denom ? inBase / 1_000_000n : (inBase * rate(knownDenom(ask))) / 1_000_000n / 1_000_000n
      return { return_coin: coin(ask, (out * 98n) / 100n) }
    },
    'cosmos.stable.market.stablePoolDelta': () => ({
      terra_pool_delta: dec(BigInt(Math.round(Math.cos(chain.head / 30) * 1e9))),
    }),
    'cosmos.stable.oracle.activeDenoms': () => ({ actives: whitelist }),
    'cosmos.stable.oracle.exchangeRates': () => ({
      exchange_rates: whitelist.map((d) => ({ denom: d, amount: dec(rate(d), 6) })),
    }),
    'cosmos.stable.oracle.tobinTaxes': () => ({
      tobin_taxes: whitelist.map((d) => ({ name: d, tobin_tax: dec(d === 'usdr' ? 0n : 35n, 4) })),
    }),
    'cosmos.stable.oracle.voteTargets': () => ({ vote_targets: whitelist }),
    'cosmos.stable.oracle.exchangeRate': (req) => ({
      exchange_rate: dec(rate(knownDenom(pathParam(req, 'denom'))), 6),
    }),
    'cosmos.stable.oracle.tobinTax': (req) => ({
      tobin_tax: dec(knownDenom(pathParam(req, 'denom')) === 'usdr' ? 0n : 35n, 4),
    }),
    'cosmos.stable.oracle.params': () => ({
      params: {
        vote_period: '5',
        vote_threshold: dec(50n, 2),
        reward_band: dec(2n, 2),
        reward_distribution_window: '432000',
        whitelist: whitelist.map((d) => ({ name: d, tobin_tax: dec(35n, 4) })),
        slash_fraction: dec(1n, 4),
        slash_window: '432000',
        min_valid_per_window: dec(5n, 2),
      },
    }),
    'cosmos.stable.oracle.aggregateVote': (req) => ({
      aggregate_vote: { exchange_rate_tuples: tuples(headOf(req, chain)), voter: voter(req) },
    }),
    'cosmos.stable.oracle.aggregatePrevotes': () => ({
      aggregate_prevotes: Array.from({ length: p.bonded }, (_, v) => prevote(v)),
    }),
    'cosmos.stable.oracle.aggregateVotes': () => ({
      aggregate_votes: Array.from({ length: p.bonded }, (_, v) => ({
        exchange_rate_tuples: tuples(),
        voter: chain.book.valoper(v),
      })),
    }),
    'cosmos.stable.oracle.aggregatePrevote': (req) => {
      const v = validatorIndex(chain, pathParam(req, 'validator_addr'))
      if (v >= p.bonded) throw notFound(`no aggregate prevote for ${pathParam(req, 'validator_addr')}`)
      return { aggregate_prevote: prevote(v) }
    },
    'cosmos.stable.oracle.feeder': (req) => ({
      feeder_addr: chain.book.address(validatorIndex(chain, pathParam(req, 'validator_addr'))),
    }),
    'cosmos.stable.oracle.missCounter': (req) => {
      const v = validatorIndex(chain, pathParam(req, 'validator_addr'))
      const head = headOf(req, chain)
      return { miss_counter: String(v < p.bonded ? Math.floor(head / (400 + v * 13)) : Math.floor(head / 5)) }
    },
    'cosmos.stable.treasury.burnTaxExemptionList': (req) =>
      page(
        req,
        'addresses',
        listing(
          [
            chain.book.moduleAccount('market')!.address,
            ...Array.from({ length: 30 }, (_, k) => chain.book.address(p.validators + k * 11)),
          ],
          (a) => a,
        ),
        (a) => a,
      ),
    'cosmos.stable.treasury.indicators': () => ({
      trl_year: dec(BigInt(120 + (chain.head % 17)), 3),
      trl_month: dec(BigInt(110 + (chain.head % 29)), 3),
    }),
    'cosmos.stable.treasury.params': () => ({
      params: {
        tax_policy: {
          rate_min: dec(5n, 4),
          rate_max: dec(1n, 2),
          cap: coin('usdr', 1_000_000n),
          change_rate_max: dec(25n, 5),
        },
        reward_policy: {
          rate_min: dec(5n, 2),
          rate_max: dec(9n, 1),
          cap: coin('unused', 0n),
          change_rate_max: dec(25n, 3),
        },
        seigniorage_burden_target: dec(67n, 2),
        mining_increment: dec(107n, 2),
        window_short: '4',
        window_long: '52',
        window_probation: '12',
        burn_tax_split: dec(1n, 1),
        min_initial_deposit_ratio: dec(1n, 1),
      },
    }),
    'cosmos.stable.treasury.rewardWeight': () => ({ reward_weight: dec(1n) }),
    'cosmos.stable.treasury.seigniorageProceeds': () => ({
      seigniorage_proceeds: String(BigInt(chain.head) * 1_234_567n),
    }),
    'cosmos.stable.treasury.taxCaps': () => ({
      tax_caps: whitelist.map((d) => ({ denom: d, tax_cap: taxCap(d).toString() })),
    }),
    'cosmos.stable.treasury.taxCap': (req) => ({ tax_cap: taxCap(knownDenom(pathParam(req, 'denom'))).toString() }),
    'cosmos.stable.treasury.taxProceeds': () => ({
      tax_proceeds: whitelist.map((d) => coin(d, BigInt(chain.head) * 97n)),
    }),
    'cosmos.stable.treasury.taxRate': () => ({ tax_rate: dec(TAX_RATE, 3) }),
    'cosmos.stable.tax.burnTaxRate': () => ({ tax_rate: dec(TAX_RATE, 3) }),
    'cosmos.stable.dyncomm.params': () => ({
      params: { max_zero: dec(5n, 1), slope_base: dec(2n, 0), slope_vp_impact: dec(10n, 0), cap: dec(2n, 1) },
    }),
    'cosmos.stable.dyncomm.rate': (req) => {
      const v = validatorIndex(chain, pathParam(req, 'validator_addr'))
      const r = chain.staking.validators[v]!.commission.rate
      return { rate: dec(r, 4), target: dec(r + 100n, 4) }
    },
  }
}
