import { path, query, queryEnum } from '../params'
import { section } from './build'

export const CHAIN_STATUSES = [
  'CHAIN_STATUS_UNSPECIFIED',
  'CHAIN_STATUS_ACTIVATED',
  'CHAIN_STATUS_DEACTIVATED',
] as const
export const TRANSFER_STATES = [
  'TRANSFER_STATE_UNSPECIFIED',
  'TRANSFER_STATE_PENDING',
  'TRANSFER_STATE_ARCHIVED',
  'TRANSFER_STATE_INSUFFICIENT_AMOUNT',
] as const

const hub = (group: string) =>
  section({ ids: `cosmos.xnet.${group}`, group, prefix: `/xnet/${group}/v1beta1`, on: 'H', source: '000 §4.11' })
const str = (name: string, description: string) => query(name, 'string', { description })
/**
 * A query value axelar-core v1.5's handler cannot do without: the nexus FeeInfo and TransferFee handlers answer an
 * empty chain, asset or amount with ErrNexus (gRPC Unknown, an HTTP 500 "… is not a registered chain"), and the
 * multisig Key and KeygenSession and nexus Message handlers look the id up and answer NOT_FOUND for an empty one.
 */
const needed = (name: string, description: string) => query(name, 'string', { description, required: true })
const params = { cache: 'params' } as const

const multisig = hub('multisig')
const nexus = hub('nexus')
const reward = hub('reward')
const permission = hub('permission')

/** The Hub's own modules (`/xnet/<module>/v1beta1`). */
export const xnetOperations = [
  multisig('key', '/key', 'Multisig key by key id (NOT_FOUND when it does not exist)', {
    params: [needed('key_id', 'key id')],
  }),
  multisig('keyId', '/key_id/{chain}', 'Key id assigned to a chain (NOT_FOUND when none)'),
  multisig('keygenSession', '/keygen_session', 'Keygen session of a key (NOT_FOUND when the key does not exist)', {
    params: [needed('key_id', 'key id')],
  }),
  multisig('nextKeyId', '/next_key_id/{chain}', 'Next key id of a chain (NOT_FOUND when no rotation is in progress)'),
  multisig('params', '/params', 'Multisig module parameters', params),

  nexus('assets', '/assets/{chain}', 'Assets registered for a chain'),
  nexus('chainMaintainers', '/chain_maintainers/{chain}', 'Maintainers of a chain'),
  nexus('chainState', '/chain_state/{chain}', 'State of a chain'),
  nexus('chains', '/chains', 'Chains, optionally filtered by status', {
    params: [queryEnum('status', CHAIN_STATUSES, { description: 'chain status' })],
  }),
  nexus('chainsByAsset', '/chains_by_asset/{asset}', 'Chains that support an asset'),
  nexus('fee', '/fee', 'Fee of an asset on a chain', {
    params: [needed('chain', 'chain name'), needed('asset', 'asset denomination')],
  }),
  nexus('feeInfo', '/fee_info/{chain}/{asset}', 'Fee info of an asset on a chain'),
  nexus('message', '/message', 'General message by id', { params: [needed('id', 'message id')] }),
  nexus('params', '/params', 'Nexus module parameters', params),
  nexus('transferFeeByQuery', '/transfer_fee', 'Fee of a cross-chain transfer; amount 0 returns the minimum fee', {
    params: [
      needed('source_chain', 'source chain name'),
      needed('destination_chain', 'destination chain name'),
      needed('amount', 'transfer amount'),
    ],
  }),
  nexus(
    'transferFee',
    '/transfer_fee/{source_chain}/{destination_chain}/{amount}',
    'Fee of a cross-chain transfer; amount 0 returns the minimum fee',
  ),
  nexus('transfersForChain', '/transfers_for_chain/{chain}/{state}', 'Transfers of a chain in a state', {
    page: true,
    params: [path('state', 'string', { enum: TRANSFER_STATES, description: 'transfer state' })],
  }),

  // InflationRate takes an empty validator as the whole network's rate.
  reward('inflationRateByQuery', '/inflation_rate', 'Inflation rate, optionally of one validator', {
    params: [str('validator', 'validator address')],
  }),
  reward('inflationRate', '/inflation_rate/{validator}', 'Inflation rate of a validator'),
  reward('params', '/params', 'Reward module parameters', params),
  hub('snapshot')('params', '/params', 'Snapshot module parameters', params),
  hub('vote')('params', '/params', 'Vote module parameters', params),
  // Upstream axelar-core has no feepolicy module at all; the Hub gateway serves it, and the catalog follows it.
  hub('feepolicy')('params', '/params', 'Fee policy module parameters', params),
  permission('governanceKey', '/governance_key', 'Multisig governance key', params),
  permission('params', '/params', 'Permission module parameters', params),
]
