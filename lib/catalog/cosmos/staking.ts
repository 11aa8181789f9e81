import { query } from '../params'
import { section } from './build'

const op = section({
  ids: 'cosmos.staking',
  group: 'staking',
  prefix: '/sdk/staking/v1beta1',
  on: 'P',
  source: '000 §4.4',
})

/** SDK staking, Platform (the gateway lists only these rows of the module). */
export const stakingOperations = [
  op(
    'delegatorValidator',
    '/delegators/{delegator_addr}/validators/{validator_addr}',
    'A validator a delegator is bonded to',
  ),
  op('historicalInfo', '/historical_info/{height}', 'Historical info at a height', { cache: 'immutable' }),
  op('params', '/params', 'Staking module parameters', { cache: 'params' }),
  op('pool', '/pool', 'Bonded and not-bonded token pool'),
  op('validators', '/validators', 'All validators, optionally filtered by status', {
    page: true,
    params: [query('status', 'string', { description: 'filter by validator status, e.g. BOND_STATUS_BONDED' })],
  }),
  op('validator', '/validators/{validator_addr}', 'One validator'),
  op('validatorDelegations', '/validators/{validator_addr}/delegations', 'Delegations to a validator', { page: true }),
  op(
    'delegation',
    '/validators/{validator_addr}/delegations/{delegator_addr}',
    'Delegation of a delegator to a validator',
  ),
  op(
    'unbondingDelegation',
    '/validators/{validator_addr}/delegations/{delegator_addr}/unbonding_delegation',
    'Unbonding delegation of a delegator from a validator',
  ),
  op(
    'validatorUnbondingDelegations',
    '/validators/{validator_addr}/unbonding_delegations',
    'Unbonding delegations from a validator',
    {
      page: true,
    },
  ),
]
