import { path, query } from '../params'
import { section } from './build'

// Staking offers every bank row too (supply/by_denom: H and S).
const op = section({ ids: 'cosmos.bank', group: 'bank', prefix: '/sdk/bank/v1beta1', on: 'H S P', source: '000 §4.2' })

// Upstream SDK 0.50 routes these as `{denom=**}`, so an IBC or factory denom spans segments.
const greedyDenom = path('denom', 'denom', { greedy: true, description: 'coin denomination (may hold slashes)' })
// Required: the SDK answers `invalid denom` for an empty one.
const denomQuery = query('denom', 'denom', { required: true, description: 'coin denomination' })

/** SDK bank. */
export const bankOperations = [
  op('balances', '/balances/{address}', 'All balances of an address', {
    page: true,
    params: [
      query('resolve_denom', 'boolean', {
        description: 'resolve the denom to a human-readable form from metadata (SDK 0.50+)',
      }),
    ],
  }),
  op('balance', '/balances/{address}/by_denom', 'Balance of an address in one denomination', { params: [denomQuery] }),
  op('denomOwners', '/denom_owners/{denom}', 'Owners of a denomination', {
    since: '0.46',
    params: [greedyDenom],
    page: { shortOn: ['H'] },
  }),
  op('denomOwnersByQuery', '/denom_owners_by_query', 'Owners of a denomination given as a query parameter', {
    since: '0.50.3',
    params: [denomQuery],
    page: { shortOn: ['H'] },
  }),
  op('denomsMetadata', '/denoms_metadata', 'Metadata of all denominations', { page: true, cache: 'params' }),
  op('denomMetadata', '/denoms_metadata/{denom}', 'Metadata of one denomination', {
    params: [greedyDenom],
    cache: 'params',
  }),
  op(
    'denomMetadataByQuery',
    '/denoms_metadata_by_query_string',
    'Metadata of a denomination given as a query parameter',
    {
      params: [denomQuery],
      cache: 'params',
    },
  ),
  op('params', '/params', 'Bank module parameters', { cache: 'params' }),
  op('sendEnabled', '/send_enabled', 'Send-enabled settings of denominations with specific settings', {
    since: '0.47',
    page: true,
    cache: 'params',
    params: [query('denoms', 'denom', { array: true, description: 'denominations; empty means all entries' })],
  }),
  op('spendableBalances', '/spendable_balances/{address}', 'Spendable balances of an address', {
    since: '0.46',
    page: true,
  }),
  op(
    'spendableBalance',
    '/spendable_balances/{address}/by_denom',
    'Spendable balance of an address in one denomination',
    {
      since: '0.47',
      params: [denomQuery],
    },
  ),
  op('supply', '/supply', 'Total supply of every denomination', { page: true }),
  op('supplyOf', '/supply/by_denom', 'Total supply of one denomination', { on: 'H S', params: [denomQuery] }),
]
