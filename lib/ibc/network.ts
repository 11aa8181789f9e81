import { parseHeight, type Height } from './client-state'
import { type CosmosGatewayId } from '@/lib/catalog/types'
import { isNetworkId, getNetwork } from '@/lib/networks'

/** The SDK gateway behind a network that speaks IBC, or undefined (VM, sharded and ledger networks have no IBC). */
export function ibcGateway(network: string): CosmosGatewayId | undefined {
  if (!isNetworkId(network) || getNetwork(network).kind !== 'cosmos') return undefined
  return getNetwork(network).gateways[0]
}

export type SearchParams = Record<string, string | string[] | undefined>
/** One search param as a trimmed string ('' when absent). */
export const param = (sp: SearchParams, k: string): string => {
  const v = sp[k]
  return (typeof v === 'string' ? v : Array.isArray(v) ? (v[0] ?? '') : '').trim()
}

/** `?height=` as revision-height, or the message explaining why it is not one. */
export function heightParam(sp: SearchParams): { at?: Height; error?: string; raw: string } {
  const raw = param(sp, 'height')
  if (!raw) return { raw }
  try {
    return { raw, at: parseHeight(raw) }
  } catch (e) {
    return { raw, error: e instanceof Error ? e.message : String(e) }
  }
}
