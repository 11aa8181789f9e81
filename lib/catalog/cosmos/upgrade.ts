import { query } from '../params'
import { section } from './build'

// Staking offers every upgrade row too.
const op = section({
  ids: 'cosmos.upgrade',
  group: 'upgrade',
  prefix: '/sdk/upgrade/v1beta1',
  on: 'H S',
  source: '000 §4.6',
})

/** SDK upgrade. */
export const upgradeOperations = [
  op('appliedPlan', '/applied_plan/{name}', 'Height at which a plan was applied', { cache: 'immutable' }),
  op('authority', '/authority', 'Account with authority to conduct upgrades', { since: '0.46', cache: 'params' }),
  op('currentPlan', '/current_plan', 'The current upgrade plan', { cache: 'params' }),
  op('moduleVersions', '/module_versions', 'Module versions', {
    since: '0.43',
    cache: 'params',
    params: [query('module_name', 'string', { description: 'module name; empty means the full list' })],
  }),
  op('upgradedConsensusState', '/upgraded_consensus_state/{last_height}', 'Upgraded consensus state', {
    deprecated: 'replaced by the IBC upgraded consensus state query',
  }),
]
