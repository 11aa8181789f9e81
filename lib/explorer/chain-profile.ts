/**
 * The chain profile of a network or adapter context: its address format and denominations. A module of its own,
 * apart from ./chain.ts and its address codecs, because browser code reads denominations through it (the Activity
 * table's units).
 */
import { getNetwork, type NetworkId } from '@/lib/networks'
import type { AdapterContext, ChainProfile } from './view'

/** Callers outside the adapters (overview loaders) pass a network id. */
export const contextOf = (c: AdapterContext | NetworkId): AdapterContext => (typeof c === 'string' ? { network: c } : c)

export function chainOf(c: AdapterContext | NetworkId): ChainProfile {
  const ctx = contextOf(c)
  if (ctx.chain) return ctx.chain
  const n = getNetwork(ctx.network)
  // A VM ledger's second denomination is its gas coin (`energy`).
  const energy = n.kind === 'vm' ? n.denoms[1] : undefined
  return { address: n.address, denom: n.denom, denoms: n.denoms, ...(energy && { energy }) }
}
