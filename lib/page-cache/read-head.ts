import 'server-only'
import { headOf } from '@/lib/explorer/head'
import { recordCall, recordsOf } from '@/lib/explorer/records'
import { callOperation } from '@/lib/gateway'
import type { NetworkId } from '@/lib/networks'

/**
 * A network's head height through the process's gateway core: the same call (and the same cached answer) the home
 * page's cards and the block pages use, so the cache sees the head a render would see.
 */
export async function readHead(network: NetworkId): Promise<string | undefined> {
  const head = recordsOf(network).head
  if (!head) return undefined
  const answer = await callOperation({ ...recordCall(head), signal: AbortSignal.timeout(2000) })
  if (answer.status >= 400) return undefined
  return headOf(head.opId, answer.body, answer.fetchedAt).height
}
