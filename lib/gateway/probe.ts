import type { GatewayId } from '@/lib/catalog/types'
import { OPERATIONS_BY_ID } from '@/lib/catalog'
import { gatewayDef, proxiedGatewayIds } from '@/lib/networks'
import type { ProbeSpec } from './core-deps'

/**
 * The half-open probe of each gateway kind, in order of preference: a query that answers for everyone (the head,
 * the status, a parameter set), so a healthy gateway always answers it 200. A gateway gets the first it serves:
 * an SDK gateway without block queries (the Exchange, Platform and Classic specifications list none) is probed with
 * a one-item channel list.
 */
const CANDIDATES: Readonly<Record<string, readonly ProbeSpec[]>> = {
  cosmos: [
    { opId: 'cosmos.base.latestBlock' },
    { opId: 'cosmos.ibc.channel.channels', query: { 'pagination.limit': '1' } },
    { opId: 'cosmos.bank.params' },
  ],
  vm: [{ opId: 'vm.blocks.get', path: { revision: 'best' } }],
  sharded: [{ opId: 'sharded.network.config' }],
  supply: [{ opId: 'supply.total' }],
  node: [{ opId: 'node.status' }],
  indexer: [{ opId: 'indexer.health' }],
}

export function probeFor(gateway: GatewayId): ProbeSpec | undefined {
  return (CANDIDATES[gatewayDef(gateway).kind] ?? []).find((p) =>
    OPERATIONS_BY_ID.get(p.opId)?.gateways.includes(gateway),
  )
}

/** The probe of every proxied gateway that has one. */
export function gatewayProbes(): Record<GatewayId, ProbeSpec> {
  const out: Record<GatewayId, ProbeSpec> = {}
  for (const g of proxiedGatewayIds()) {
    const p = probeFor(g)
    if (p) out[g] = p
  }
  return out
}
