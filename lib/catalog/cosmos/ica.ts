import { section } from './build'

// Platform and Classic offer the ICA rows too (upstream Classic has no ICA routes; its gateway serves them anyway).
const op = section({
  ids: 'cosmos.ica',
  group: 'ica',
  prefix: '/ibc/apps/interchain_accounts',
  on: 'S P C',
  source: '000 §4.10',
})

/** IBC interchain accounts. */
export const icaOperations = [
  op(
    'interchainAccount',
    '/controller/v1/owners/{owner}/connections/{connection_id}',
    'Interchain account of an owner on a connection',
  ),
  op('controllerParams', '/controller/v1/params', 'Interchain accounts controller parameters', { cache: 'params' }),
  op('hostParams', '/host/v1/params', 'Interchain accounts host parameters', { cache: 'params' }),
]
