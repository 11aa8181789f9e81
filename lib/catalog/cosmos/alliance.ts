import { path } from '../params'
import { section } from './build'

/*
 * The Platform gateway offers the alliance module's queries without listing their paths: these are the upstream
 * ones (alliance v0.3.5 query.proto). None is `{x=**}`; an IBC denom goes URL-encoded in one segment (ibc%2F...).
 */
const op = section({
  ids: 'cosmos.alliance',
  group: 'alliance',
  prefix: '/terra/alliances',
  on: 'P',
  source: '000 §4.14',
})
const up = { upstream: true } as const
const paged = { upstream: true, page: true } as const

/** Platform alliance queries. */
export const allianceOperations = [
  op('alliances', '', 'All alliances', paged),
  op('delegations', '/delegations', 'All alliance delegations', paged),
  op('delegationsByDelegator', '/delegations/{delegator_addr}', 'Alliance delegations of a delegator', paged),
  op(
    'delegationsByDelegatorAndValidator',
    '/delegations/{delegator_addr}/{validator_addr}',
    'Alliance delegations of a delegator to a validator',
    paged,
  ),
  op(
    'delegation',
    '/delegations/{delegator_addr}/{validator_addr}/{denom}',
    'One delegation by delegator, validator and denom',
    paged,
  ),
  op('params', '/params', 'Alliance module parameters', { ...up, cache: 'params' }),
  op('redelegationsByDelegator', '/redelegations/{delegator_addr}', 'Redelegations of a delegator', paged),
  op('redelegations', '/redelegations/{denom}/{delegator_addr}', 'Redelegations by denom and delegator', paged),
  op(
    'rewardsByHash',
    '/rewards/{delegator_addr}/{validator_addr}/ibc/{hash}',
    'Rewards by delegator, validator and IBC denom hash',
    {
      ...paged,
      params: [path('hash', 'hash', { description: 'hash of the IBC denomination' })],
      deprecated: 'use the rewards query taking the URL-encoded denom (ibc%2F<hash>)',
    },
  ),
  op(
    'rewards',
    '/rewards/{delegator_addr}/{validator_addr}/{denom}',
    'Delegation rewards by delegator, validator and denom',
    paged,
  ),
  op('unbondingsByDelegator', '/unbondings/{delegator_addr}', 'Unbondings of a delegator', paged),
  op(
    'unbondingsByDenomAndDelegator',
    '/unbondings/{denom}/{delegator_addr}',
    'Unbondings by denom and delegator',
    paged,
  ),
  op(
    'unbondings',
    '/unbondings/{denom}/{delegator_addr}/{validator_addr}',
    'Unbondings by denom, delegator and validator',
    paged,
  ),
  op('validators', '/validators', 'All alliance validators', paged),
  op('validator', '/validators/{validator_addr}', 'One alliance validator', up),
  op('alliance', '/{denom}', 'One alliance by denom', up),
]
