/** Display units of what the index stores: the network's own denomination and, on the VM ledger, its fee token. */
import { chainOf } from '@/lib/explorer/chain-profile'
import type { DenomInfo, NetworkId } from '@/lib/networks'

export function knownDenom(network: NetworkId, denom: string): DenomInfo | undefined {
  const c = chainOf(network)
  const d = [c.denom, c.energy].find((x) => x?.base === denom)
  return d && { display: d.display, exponent: d.exponent }
}

/** What fee totals are counted in (the VM ledger pays fees in its energy token). */
export function feeDenom(network: NetworkId): { denom: string; display: string; exponent: number } {
  const c = chainOf(network)
  const d = c.energy ?? c.denom
  return { denom: d.base, display: d.display, exponent: d.exponent }
}
