/**
 * The chain an adapter reads addresses and amounts with: the profile it is given (a network pointed at a real
 * chain), else the network registry's. Adapters ask here instead of naming a prefix or a denomination themselves.
 */
import { isHex20Address, isLedgerAddress } from '@/lib/format/address'
import { NETWORKS, type Denom, type NetworkId } from '@/lib/networks'
import { amount, type AdapterContext, type ChainProfile, type Field } from './view'

/** The VM ledger's gas coin on devnet (the registry names the native token only). */
const VM_ENERGY = { base: 'energy', display: 'VME', exponent: 18 } as const

/** Callers outside the adapters (overview loaders) pass a network id. */
export const contextOf = (c: AdapterContext | NetworkId): AdapterContext => (typeof c === 'string' ? { network: c } : c)

export function chainOf(c: AdapterContext | NetworkId): ChainProfile {
  const ctx = contextOf(c)
  if (ctx.chain) return ctx.chain
  const n = NETWORKS[ctx.network]
  return { address: n.address, denom: n.denom, ...(n.kind === 'vm' && { energy: VM_ENERGY }) }
}

const inUnits = (d: Denom, raw: unknown): Field => amount(raw, d.base, d.exponent, d.display)

/** An amount of the chain's native token, in display units whatever the page's denomination metadata holds. */
export const nativeAmount = (ctx: AdapterContext, raw: unknown): Field => inUnits(chainOf(ctx).denom, raw)

/** The VM ledger's gas coin (`energy`); the native token when the chain has none. */
export const energyAmount = (ctx: AdapterContext, raw: unknown): Field => {
  const c = chainOf(ctx)
  return inUnits(c.energy ?? c.denom, raw)
}

/**
 * A coin as the SDK sends it: the native denomination in display units from the chain profile; any other (an
 * `ibc/…` voucher, a bridged token) under its own name, for the page's denomination metadata to resolve if it can.
 */
export function coinAmount(c: AdapterContext | NetworkId, raw: unknown, denom: string): Field {
  const d = chainOf(c).denom
  return denom === d.base ? inUnits(d, raw) : amount(raw, denom)
}

/** Is `v` an account address of this chain (so its account page can show it)? Other chains' addresses are not. */
export function isOwnAccount(c: AdapterContext | NetworkId, v: string): boolean {
  const a = chainOf(c).address
  if (a.kind === 'hex20') return isHex20Address(v)
  if (a.kind === 'base32-ledger') return isLedgerAddress(v)
  // The shape, not the checksum: a mistyped address still reads as one and its page says what is wrong with it.
  return v.startsWith(`${a.prefix}1`) && BECH32_DATA.test(v.slice(a.prefix.length + 1))
}

/** A bech32 data part: its charset, long enough for a 20-byte key and its checksum. */
const BECH32_DATA = /^[02-9ac-hj-np-z]{38,}$/
