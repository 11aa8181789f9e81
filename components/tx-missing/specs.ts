/** Server side: where each network looks a transaction up and, where the gateway has one, its pending pool. */
import { resolveCall } from '@/lib/client/resolve'
import type { CallSpec } from '@/lib/client/types'
import { RECORDS, recordCall } from '@/lib/explorer/records'
import { NETWORK_IDS, type NetworkId } from '@/lib/networks'
import { HASH_PLACEHOLDER } from './placeholder'

export interface TxLookups {
  tx: Partial<Record<NetworkId, CallSpec>>
  pool: Partial<Record<NetworkId, { kind: 'ledger' | 'sharded'; spec: CallSpec }>>
}

export function txLookups(): TxLookups {
  const tx: TxLookups['tx'] = {}
  for (const n of NETWORK_IDS) {
    const l = RECORDS[n].tx
    if (l) tx[n] = resolveCall(recordCall(l, HASH_PLACEHOLDER))
  }
  return {
    tx,
    pool: {
      ledger: {
        kind: 'ledger',
        spec: resolveCall({ gateway: 'node', opId: 'node.transactions.pending.get', path: { txid: HASH_PLACEHOLDER } }),
      },
      sharded: {
        kind: 'sharded',
        spec: resolveCall({
          gateway: 'sharded',
          opId: 'sharded.transaction.status',
          path: { txhash: HASH_PLACEHOLDER },
        }),
      },
    },
  }
}
