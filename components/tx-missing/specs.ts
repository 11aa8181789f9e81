/** Server side: where each network looks a transaction up and, where the gateway has one, its pending pool. */
import { resolveCall } from '@/lib/client/resolve'
import type { CallSpec } from '@/lib/client/types'
import { recordsOf, recordCall } from '@/lib/explorer/records'
import { gatewayOfKind, networkIds, networks, type NetworkId } from '@/lib/networks'
import { HASH_PLACEHOLDER } from './placeholder'

export interface TxLookups {
  tx: Partial<Record<NetworkId, CallSpec>>
  pool: Partial<Record<NetworkId, { kind: 'ledger' | 'sharded'; spec: CallSpec }>>
}

export function txLookups(): TxLookups {
  const tx: TxLookups['tx'] = {}
  for (const n of networkIds()) {
    const l = recordsOf(n).tx
    if (l) tx[n] = resolveCall(recordCall(l, HASH_PLACEHOLDER))
  }
  // Where a gateway has a pending pool (a ledger node's, a sharded gateway's transaction status).
  const pool: TxLookups['pool'] = {}
  for (const n of networks()) {
    const node = n.kind === 'node' ? gatewayOfKind(n.id, 'node') : undefined
    if (node)
      pool[n.id] = {
        kind: 'ledger',
        spec: resolveCall({ gateway: node, opId: 'node.transactions.pending.get', path: { txid: HASH_PLACEHOLDER } }),
      }
    if (n.kind === 'sharded')
      pool[n.id] = {
        kind: 'sharded',
        spec: resolveCall({
          gateway: n.gateways[0]!,
          opId: 'sharded.transaction.status',
          path: { txhash: HASH_PLACEHOLDER },
        }),
      }
  }
  return { tx, pool }
}
