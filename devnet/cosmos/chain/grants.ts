import { getOperation } from '@/lib/catalog/index'
import { unitScale, type ChainProfile } from './profile'

export interface Grant {
  granter: number
  grantee: number
  kind: 'generic' | 'send' | 'delegate'
  expiresIn: number
  /** A basic allowance without a spend limit (the relayers'). */
  unlimited?: boolean
}

const USER_GRANTS = 60
/** Test keys (`keys.ts` index k) of the accounts joined by a fee grant: 8 pays the fees of 9. */
export const KEYED_GRANTER = 8
export const KEYED_GRANTEE = 9
/** Validator accounts that relay IBC packets (see `deriveIntents`): relayer `j` is validator `validators - 1 - j`. */
export const RELAYERS = 3

const servesFeegrant = (profile: ChainProfile) =>
  getOperation('cosmos.feegrant.allowance').gateways.includes(profile.id)

/**
 * A fixed set of authz grants between accounts, derived from the chain's size; all but `delegate` carry a fee
 * allowance. Where the feegrant module is served, the relayers' hot keys also hold a basic allowance from a
 * treasury account (as a relayer configured with a fee granter does), so relayed packets never fund the relayer.
 */
export function grantsOf(profile: ChainProfile): Grant[] {
  const V = profile.validators
  const N = profile.accounts
  const users = Array.from({ length: USER_GRANTS }, (_, k): Grant => ({
    granter: V + ((k * 7919) % (N - V)),
    grantee: V + ((k * 104729 + 13) % (N - V)),
    kind: (['generic', 'send', 'delegate'] as const)[k % 3]!,
    expiresIn: (k % 4) * 90 * 86_400_000 + 365 * 86_400_000,
  }))
  if (!servesFeegrant(profile)) return users
  // Between two test accounts (keys.ts: the last accounts), so a client holding their keys can spend a grant.
  const keyed: Grant = {
    granter: N - 1 - KEYED_GRANTER,
    grantee: N - 1 - KEYED_GRANTEE,
    kind: 'generic',
    expiresIn: 365 * 86_400_000,
  }
  const relayers = Array.from({ length: RELAYERS }, (_, j): Grant => ({
    granter: V,
    grantee: V - 1 - j,
    kind: 'generic',
    expiresIn: 2 * 365 * 86_400_000,
    unlimited: true,
  }))
  return [...users, ...relayers, keyed]
}

/** Index in `grantsOf` of the allowance that pays a relayer's fees, if the chain has one. */
export function relayerGrant(grants: readonly Grant[], relayer: number): number | undefined {
  const i = grants.findIndex((g, k) => k >= USER_GRANTS && g.grantee === relayer)
  return i < 0 ? undefined : i
}

export const hasFeeAllowance = (g: Grant) => g.kind !== 'delegate'

/** Spend limit of a basic fee allowance (the `generic` grants), in the staking denom's smallest unit. */
export const basicSpendLimit = (profile: ChainProfile) => 50_000_000n * unitScale(profile)

/**
 * Fee allowances generated transactions draw on: the basic ones (no period to track) between accounts that
 * are not quiet, on the networks whose gateways serve the feegrant module. Their grantees send and delegate
 * with `fee.granter` set, and the granter pays, as the SDK's fee deduction does with a fee grant. `quiet` is the
 * first quiet account (those never appear in generated transactions).
 */
export function sponsorGrants(profile: ChainProfile, quiet: number): number[] {
  if (!servesFeegrant(profile)) return []
  return grantsOf(profile)
    .map((g, i) => ({ g, i }))
    .filter(
      ({ g, i }) =>
        i < USER_GRANTS && g.kind === 'generic' && g.granter < quiet && g.grantee < quiet && g.granter !== g.grantee,
    )
    .map(({ i }) => i)
}
