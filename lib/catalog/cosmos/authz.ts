import { query } from '../params'
import { section } from './build'

// Staking offers every authz row too.
const op = section({
  ids: 'cosmos.authz',
  group: 'authz',
  prefix: '/sdk/authz/v1beta1',
  on: 'H S P',
  source: '000 §4.7',
})

const msgType = query('msg_type_url', 'string', { description: 'when set, only grants of that message type' })

/**
 * SDK authz. Upstream, the Hub has no authz routes and no SDK has grants/granter/../grantee/.. (it is
 * `grants?granter=&grantee=`); the gateways serve the paths listed here, and the catalog follows them.
 */
export const authzOperations = [
  op('grants', '/grants', 'Grants, filtered by granter, grantee and message type', {
    page: true,
    params: [
      query('granter', 'bech32', { required: true, description: 'granter address' }),
      query('grantee', 'bech32', { required: true, description: 'grantee address' }),
      msgType,
    ],
  }),
  op('granteeGrants', '/grants/grantee/{grantee}', 'Grants given to a grantee', { since: '0.46', page: true }),
  op('granterGrants', '/grants/granter/{granter}', 'Grants given by a granter', { since: '0.46', page: true }),
  op('granterGranteeGrants', '/grants/granter/{granter}/grantee/{grantee}', 'Grants between a granter and a grantee', {
    on: 'H S',
    page: true,
    params: [msgType],
  }),
]
