import type { HandlerRequest } from '../types'
import type { Chain } from './chain/chain'
import { Code, GrpcError, invalid } from './grpc'

/** Queries devnet can answer at a past height: balances, rebuilt from the journal of recent changes. */
export const PAST_HEIGHT_OPS = new Set(['cosmos.bank.balances', 'cosmos.bank.balance', 'cosmos.bank.spendableBalances', 'cosmos.bank.spendableBalance'])

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
  if (at < lowest) throw invalid(`failed to load state at height ${at}; version does not exist (latest height: ${chain.head}, lowest height served: ${lowest})`)
  return at
}

/** A past height on a query devnet answers at the head only: say so rather than answer the head's state. */
export function checkPastHeightServed(req: Pick<HandlerRequest, 'headers' | 'op'>, chain: Chain): number | undefined {
  const at = requestedHeight(req, chain)
  if (at !== undefined && !PAST_HEIGHT_OPS.has(req.op.id))
    throw new GrpcError(Code.FailedPrecondition, `devnet answers ${req.op.path} at the latest height only (past heights: bank balances)`)
  return at
}
