import { section } from './build'

// Staking offers every feegrant row too.
const op = section({
  ids: 'cosmos.feegrant',
  group: 'feegrant',
  prefix: '/sdk/feegrant/v1beta1',
  on: 'H S P',
  source: '000 §4.7',
})

/** SDK feegrant. */
export const feegrantOperations = [
  op('allowance', '/allowance/{granter}/{grantee}', 'Fee allowance of a granter to a grantee'),
  op('allowances', '/allowances/{grantee}', 'Fee allowances given to a grantee', { on: 'H S', page: true }),
  op('issued', '/issued/{granter}', 'Fee allowances issued by a granter', { on: 'H S', since: '0.46', page: true }),
]
