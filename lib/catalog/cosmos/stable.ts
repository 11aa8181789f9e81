import { query } from '../params'
import { section } from './build'
import { txToEstimate } from './tx'

const classic = (module: string, group = module) =>
  section({ ids: `cosmos.stable.${module}`, group, prefix: `/stable/${module}/v1beta1`, on: 'C', source: '000 §4.13' })
const params = { cache: 'params' } as const

const market = classic('market')
const oracle = classic('oracle')
const treasury = classic('treasury')
const dyncomm = classic('dyncomm')

/** Classic's own modules (`/stable/<module>/v1beta1`). */
export const stableOperations = [
  classic('tx', 'stable-tx')('computeTax', '/compute_tax', 'Estimate the fee by simulating the transaction', {
    method: 'POST',
    cache: 'none',
    body: txToEstimate,
  }),

  market('params', '/params', 'Market module parameters', params),
  market('swap', '/swap', 'Simulated swap amount', {
    params: [
      query('offer_coin', 'string', {
        required: true,
        description: 'the coin offered: amount followed by denom',
        pattern: {
          regex: /^\d{1,78}[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/,
          message: 'must be an amount followed by a denomination, e.g. 1000uclsc',
        },
      }),
      query('ask_denom', 'denom', { required: true, description: 'denom to swap to' }),
    ],
  }),
  market('stablePoolDelta', '/stable_pool_delta', 'Stable pool delta'),

  oracle('activeDenoms', '/denoms/actives', 'Active denominations', params),
  oracle('exchangeRates', '/denoms/exchange_rates', 'Exchange rates of all denominations'),
  oracle('tobinTaxes', '/denoms/tobin_taxes', 'Tobin taxes of all denominations'),
  oracle('voteTargets', '/denoms/vote_targets', 'Vote target denominations', params),
  oracle('exchangeRate', '/denoms/{denom}/exchange_rate', 'Exchange rate of a denomination'),
  oracle('tobinTax', '/denoms/{denom}/tobin_tax', 'Tobin tax of a denomination'),
  oracle('params', '/params', 'Oracle module parameters', params),
  // The segment is spelled `valdiators` by the gateway and upstream alike.
  oracle('aggregateVote', '/valdiators/{validator_addr}/aggregate_vote', 'Aggregate vote of a validator'),
  oracle('aggregatePrevotes', '/validators/aggregate_prevotes', 'Aggregate prevotes of all validators'),
  oracle('aggregateVotes', '/validators/aggregate_votes', 'Aggregate votes of all validators'),
  oracle('aggregatePrevote', '/validators/{validator_addr}/aggregate_prevote', 'Aggregate prevote of a validator'),
  oracle('feeder', '/validators/{validator_addr}/feeder', 'Feeder delegate of a validator'),
  oracle('missCounter', '/validators/{validator_addr}/miss', 'Miss counter of a validator'),

  treasury('burnTaxExemptionList', '/burn_tax_exemption_list', 'Burn tax exemption list', { page: true }),
  treasury('indicators', '/indicators', 'Treasury indicators'),
  treasury('params', '/params', 'Treasury module parameters', params),
  treasury('rewardWeight', '/reward_weight', 'Reward weight'),
  treasury('seigniorageProceeds', '/seigniorage_proceeds', 'Seigniorage proceeds'),
  treasury('taxCaps', '/tax_caps', 'Tax caps of all denominations'),
  treasury('taxCap', '/tax_caps/{denom}', 'Tax cap of a denomination'),
  treasury('taxProceeds', '/tax_proceeds', 'Tax proceeds'),
  treasury('taxRate', '/tax_rate', 'Tax rate'),
  classic('tax')('burnTaxRate', '/burn_tax_rate', 'Burn tax rate'),
  dyncomm('params', '/params', 'Dynamic commission module parameters', params),
  dyncomm('rate', '/rate/{validator_addr}', 'Dynamic commission rate of a validator'),
]
