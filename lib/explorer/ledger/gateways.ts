import { gatewayOfKind, type GatewayId, type NetworkId } from '@/lib/networks'

/** A ledger network's node and its indexer (the indexer serves rounds, transactions and account history). */
export function ledgerGateways(network: NetworkId): { node: GatewayId; indexer: GatewayId } {
  const node = gatewayOfKind(network, 'node')
  const indexer = gatewayOfKind(network, 'indexer')
  if (!node || !indexer) throw new Error(`${network}: a ledger network needs a node and an indexer gateway`)
  return { node, indexer }
}
