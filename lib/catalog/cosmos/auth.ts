import { path, query } from '../params'
import { section } from './build'

// Staking offers every auth row too.
const op = section({ ids: 'cosmos.auth', group: 'auth', prefix: '/sdk/auth/v1beta1', on: 'H S P', source: '000 §4.1' })

/** SDK auth. */
export const authOperations = [
  op('accountInfo', '/account_info/{address}', 'Account information of an address', { since: '0.47' }),
  op('accounts', '/accounts', 'All accounts', { page: true }),
  op('account', '/accounts/{address}', 'Account of an address'),
  op('addressById', '/address_by_id/{id}', 'Address of an account number', {
    since: '0.46.2',
    params: [
      path('id', 'int64', { description: 'account number', deprecated: 'use the account_id query parameter' }),
      query('account_id', 'uint64', { description: 'account number (SDK 0.47+)' }),
    ],
  }),
  op('bech32Prefix', '/bech32', 'Bech32 address prefix of the chain', { since: '0.46', cache: 'params' }),
  // Same shape as bech32/{address_string}: the matcher tells them apart by which schema accepts the segment.
  op('addressBytesToString', '/bech32/{address_bytes}', 'Convert address bytes to a bech32 string', {
    since: '0.46',
    cache: 'immutable',
  }),
  op('addressStringToBytes', '/bech32/{address_string}', 'Convert a bech32 address string to bytes', {
    since: '0.46',
    cache: 'immutable',
  }),
  op('moduleAccounts', '/module_accounts', 'All module accounts', { since: '0.46', cache: 'params' }),
  op('moduleAccount', '/module_accounts/{name}', 'Module account by module name', { since: '0.46', cache: 'params' }),
  op('params', '/params', 'Auth module parameters', { cache: 'params' }),
]
