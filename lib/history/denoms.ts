/** Display units of what the index stores: the network's own denomination and, on the VM ledger, its fee token. */
import { VM_TOKENS } from '@/lib/explorer/vm/adapters'
import { NETWORKS, type DenomInfo, type NetworkId } from '@/lib/networks'

export function knownDenom(network: NetworkId, denom: string): DenomInfo | undefined {
  const d = NETWORKS[network].denom
  if (denom === d.base) return { display: d.display, exponent: d.exponent }
  if (NETWORKS[network].kind === 'vm' && denom === VM_TOKENS.energy.denom)
    return { display: VM_TOKENS.energy.display, exponent: 18 }
  return undefined
}

/** What fee totals are counted in (the VM ledger pays fees in its energy token). */
export function feeDenom(network: NetworkId): { denom: string; display: string; exponent: number } {
  if (NETWORKS[network].kind === 'vm')
    return { denom: VM_TOKENS.energy.denom, display: VM_TOKENS.energy.display, exponent: 18 }
  const d = NETWORKS[network].denom
  return { denom: d.base, display: d.display, exponent: d.exponent }
}
