import { path, query } from '../params'
import { section } from './build'

const op = section({
  ids: 'cosmos.ethbridge',
  group: 'ethbridge',
  prefix: '/ethbridge/v1',
  on: 'X',
  source: '000 §4.12',
})

const nonce = (required = false) => query('nonce', 'uint64', { description: 'nonce', required })
const addr = (name: string, description: string, required = false) => query(name, 'bech32', { description, required })
const ethAddr = (name: string, description: string, required = false) => query(name, 'hex20', { description, required })
// Required where Injective's peggy query handlers (injective-core modules/peggy/keeper/grpc_query.go) refuse an
// empty value (AccAddressFromBech32 / ValidateEthAddress fail on "", DenomToERC20Lookup errors on an empty denom:
// the last two as gRPC Unknown, an HTTP 500) or where the pair names one batch; where they take an empty one as
// "none", optional.
const address = addr('address', 'address', true)
// A batch is named by its nonce and its token contract: BatchRequestByNonce answers "Can not find tx batch" for
// nonce 0, which no batch has, and BatchConfirms can only answer an empty list without both (HexToAddress("") is
// the zero address), which the Exchange gateway refuses instead.
const batchKey = [nonce(true), ethAddr('contract_address', 'token contract address', true)]

/** Exchange bridge module. */
export const ethbridgeOperations = [
  op('batch', '/batch', 'Outgoing batch by nonce and token contract', { params: batchKey }),
  op('batchConfirms', '/batch/confirms', 'Confirmations of a batch', { params: batchKey }),
  op('lastPendingBatch', '/batch/last', 'Last pending batch request for an address', { params: [address] }),
  op('outgoingBatches', '/batch/outgoingtx', 'Outgoing transaction batches'),
  op('batchFees', '/batchfees', 'Fees of pending batches'),
  op('confirmsByNonce', '/confirms/{nonce}', 'Valset confirmations by nonce', { cache: 'immutable' }),
  op('denomToErc20', '/native_originated/denom_to_erc20', 'ERC20 contract of a native denomination', {
    params: [query('denom', 'denom', { required: true, description: 'coin denomination' })],
    cache: 'params',
  }),
  op('erc20ToDenom', '/native_originated/erc20_to_denom', 'Native denomination of an ERC20 contract', {
    params: [ethAddr('erc20', 'ERC20 contract address')],
    cache: 'params',
  }),
  op('missingNonces', '/missing_nonces', 'Validators missing nonces'),
  op('moduleState', '/module_state', 'Entire module state'),
  // An orchestrator's account or its validator's operator address.
  op('lastEventByAddress', '/oracle/event/{address}', 'Last observed event of an address', {
    params: [path('address', 'address', { description: 'orchestrator or validator operator address' })],
  }),
  op('params', '/params', 'Bridge module parameters', { cache: 'params' }),
  op('pendingSendToEth', '/pending_send_to_eth', 'Pending transfers to Ethereum of a sender', {
    params: [addr('sender_address', 'sender address')],
  }),
  op('delegateKeysByEth', '/query_delegate_keys_by_eth', 'Delegate keys by Ethereum address', {
    params: [ethAddr('eth_address', 'Ethereum address', true)],
  }),
  op('delegateKeysByOrchestrator', '/query_delegate_keys_by_orchestrator', 'Delegate keys by orchestrator address', {
    params: [addr('orchestrator_address', 'orchestrator address', true)],
  }),
  op('delegateKeysByValidator', '/query_delegate_keys_by_validator', 'Delegate keys by validator address', {
    params: [query('validator_address', 'valoper', { required: true, description: 'validator address' })],
  }),
  op('valset', '/valset', 'Validator set by nonce', { params: [nonce()] }),
  op('valsetConfirm', '/valset/confirm', 'Valset confirmation of an address by nonce', {
    params: [nonce(), address],
  }),
  op('currentValset', '/valset/current', 'Current validator set'),
  op('lastPendingValset', '/valset/last', 'Last pending valset requests for an address', { params: [address] }),
  op('valsetRequests', '/valset/requests', 'Recent valset requests'),
]
