/**
 * The chain an adapter reads addresses and amounts with: the profile it is given (a test rendering a real chain's
 * answer), else the network registry's (which already holds a preset's prefix and denominations). Adapters ask here
 * instead of naming a prefix or a denomination themselves.
 */
import type { Denom, NetworkId } from '@/lib/networks'
import { addressRoleIn, networksOfAddress } from '@/lib/networks/addresses'
import { amount, link, mono, validator, type AdapterContext, type Field } from './view'
import { chainOf, contextOf } from './chain-profile'

export { chainOf, contextOf } from './chain-profile'

const inUnits = (d: Denom, raw: unknown): Field => amount(raw, d.base, d.exponent, d.display)

/** An amount of the chain's native token, in display units whatever the page's denomination metadata holds. */
export const nativeAmount = (ctx: AdapterContext, raw: unknown): Field => inUnits(chainOf(ctx).denom, raw)

/** The VM ledger's gas coin (`energy`); the native token when the chain has none. */
export const energyAmount = (ctx: AdapterContext, raw: unknown): Field => {
  const c = chainOf(ctx)
  return inUnits(c.energy ?? c.denom, raw)
}

/** The denomination of this chain's profile named `base` (its native one, or another the network describes). */
export function denomOf(c: AdapterContext | NetworkId, base: string): Denom | undefined {
  const p = chainOf(c)
  return base === p.denom.base ? p.denom : p.denoms?.find((d) => d.base === base)
}

/**
 * A coin as the SDK sends it: a denomination the network describes (its native one, Classic's stable coins) in
 * display units from the chain profile; any other (an `ibc/…` voucher, a bridged token) under its own name, for the
 * page's denomination metadata to resolve if it can.
 */
export function coinAmount(c: AdapterContext | NetworkId, raw: unknown, denom: string): Field {
  const d = denomOf(c, denom)
  return d ? inUnits(d, raw) : amount(raw, denom)
}

/**
 * Is `v` an account address of this chain, checksum included (so its account page can show it)? Other chains'
 * addresses, and strings that only look like one, are not linked: a link must land on a page that shows something.
 */
export const isOwnAccount = (c: AdapterContext | NetworkId, v: string): boolean =>
  addressRoleIn(chainOf(c).address, v) === 'account'

/**
 * An address as a field: an account of this chain or of another network the explorer knows (an IBC receiver)
 * links to an account page, a validator's operator or consensus address of this chain becomes a validator (named
 * and linked where the network lists validators); anything else stays text. Where a link goes (which network's
 * page, or none) is decided when it is rendered, by lib/explorer/links.ts.
 */
export function addressField(c: AdapterContext | NetworkId, v: string): Field {
  const ctx = contextOf(c)
  const role = addressRoleIn(chainOf(ctx).address, v)
  if (role === 'validator' || role === 'consensus') return validator(v)
  if (role === 'account' || networksOfAddress(v).length > 0) return link('account', ctx.network, v)
  return mono(v)
}
