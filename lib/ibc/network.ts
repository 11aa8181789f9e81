import { COSMOS_GATEWAYS, type CosmosGatewayId } from '@/lib/catalog/types'
import { isNetworkId, NETWORKS } from '@/lib/networks'

/** The SDK gateway behind a network that speaks IBC, or undefined (VM, sharded and ledger networks have no IBC). */
export function ibcGateway(network: string): CosmosGatewayId | undefined {
  if (!isNetworkId(network) || NETWORKS[network].kind !== 'cosmos') return undefined
  return (COSMOS_GATEWAYS as readonly string[]).includes(network) ? (network as CosmosGatewayId) : undefined
}

export type SearchParams = Record<string, string | string[] | undefined>
/** One search param as a trimmed string ('' when absent). */
export const param = (sp: SearchParams, k: string): string => {
  const v = sp[k]
  return (typeof v === 'string' ? v : Array.isArray(v) ? (v[0] ?? '') : '').trim()
}
