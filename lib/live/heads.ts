/**
 * Server side of ./cache.ts: the query-key prefixes of each network's head record, from the explorer's record
 * table (the same calls the home cards and block pages resolve), so the live feed refreshes exactly those.
 */
import type { QueryKey } from '@tanstack/react-query'
import { resolveCall } from '@/lib/client/resolve'
import { recordCall, recordsOf } from '@/lib/explorer/records'
import type { NetworkId } from '@/lib/networks'
import { queryKeys } from '@/lib/query/keys'

export function headKeysOf(network: NetworkId): QueryKey[] {
  const head = recordsOf(network).head
  if (!head) return []
  const spec = resolveCall(recordCall(head))
  // Prefix up to the path: every query/page variant of the head call matches.
  return [queryKeys.call(spec).slice(0, 4)]
}
