import type { HandlerRequest } from '../types'
import type { Chain } from './chain/chain'
import { Code, GrpcError, invalid } from './grpc'

/**
 * Queries devnet answers at a past height: everything an account or validator page reads. Balances, sequences,
 * delegations, alliance positions and fee-grant spending are rebuilt from journals of recent writes
 * (chain/history.ts); what is derived from the head (bridge batches, oracle misses) from that height instead.
 */
export const PAST_HEIGHT_OPS = new Set([
  'cosmos.bank.balances',
  'cosmos.bank.balance',
  'cosmos.bank.spendableBalances',
  'cosmos.bank.spendableBalance',
  'cosmos.auth.account',
  'cosmos.auth.accountInfo',
  'cosmos.staking.validator',
  'cosmos.staking.validatorDelegations',
  'cosmos.staking.validatorUnbondingDelegations',
  'cosmos.staking.delegation',
  'cosmos.staking.unbondingDelegation',
  'cosmos.staking.delegatorValidator',
  'cosmos.alliance.delegationsByDelegator',
  'cosmos.alliance.delegationsByDelegatorAndValidator',
  'cosmos.alliance.delegation',
  'cosmos.alliance.redelegationsByDelegator',
  'cosmos.alliance.redelegations',
  'cosmos.alliance.unbondingsByDelegator',
  'cosmos.alliance.unbondingsByDenomAndDelegator',
  'cosmos.alliance.unbondings',
  'cosmos.alliance.validator',
  'cosmos.authz.grants',
  'cosmos.authz.granterGrants',
  'cosmos.authz.granteeGrants',
  'cosmos.authz.granterGranteeGrants',
  'cosmos.feegrant.allowance',
  'cosmos.feegrant.allowances',
  'cosmos.feegrant.issued',
  'cosmos.ethbridge.pendingSendToEth',
  'cosmos.ethbridge.delegateKeysByOrchestrator',
  'cosmos.ethbridge.delegateKeysByValidator',
  'cosmos.ethbridge.lastEventByAddress',
  'cosmos.stable.oracle.feeder',
  'cosmos.stable.oracle.missCounter',
  'cosmos.stable.oracle.aggregateVote',
  'cosmos.stable.dyncomm.rate',
  'cosmos.xnet.reward.inflationRate',
])

/**
 * The height an `x-cosmos-block-height` request asks for, or undefined for the head. Errors as the SDK words
 * them: a future height, and one the node has pruned (it keeps the last KEEP_RECENT heights).
 */
export function requestedHeight(req: Pick<HandlerRequest, 'headers'>, chain: Chain): number | undefined {
  const raw = req.headers['x-cosmos-block-height']
  if (raw === undefined) return undefined
  const s = Array.isArray(raw) ? raw[0] : raw
  if (!s || !/^\d{1,18}$/.test(s)) throw invalid(`invalid height: ${String(s).slice(0, 40)}`)
  const at = Number(s)
  if (at === 0 || at === chain.head) return undefined
  if (at > chain.head) throw invalid('cannot query with height in the future; please provide a valid height')
  const lowest = chain.ledger.lowestServed()
  if (at < lowest)
    throw invalid(
      `failed to load state at height ${at}; version does not exist (latest height: ${chain.head}, lowest height served: ${lowest})`,
    )
  return at
}

/** The height a request reads: the one it asks for, or the head. */
export const headOf = (req: Pick<HandlerRequest, 'headers'>, chain: Chain): number =>
  requestedHeight(req, chain) ?? chain.head

/** A past height on a query devnet answers at the head only: say so rather than answer the head's state. */
export function checkPastHeightServed(req: Pick<HandlerRequest, 'headers' | 'op'>, chain: Chain): number | undefined {
  const at = requestedHeight(req, chain)
  if (at !== undefined && !PAST_HEIGHT_OPS.has(req.op.id))
    throw new GrpcError(
      Code.FailedPrecondition,
      `devnet answers ${req.op.path} at the latest height only (past heights: account and validator queries)`,
    )
  return at
}
