import 'server-only'
import { resolveCall } from '@/lib/client/resolve'
import { serverFetch } from '@/lib/query/server'
import { headOf, type Head } from './head'
import { recordCall, recordsOf } from './records'

/**
 * The chain's head now (height, and its time when the answer carries it), or undefined when the network has no
 * head query or its gateway does not answer within `timeoutMs`. The answer comes through the proxy's cache, so a
 * page that asks costs no upstream call when the head was read lately.
 */
export async function chainHead(network: string, timeoutMs = 2_000): Promise<Head | undefined> {
  const head = recordsOf(network).head
  if (!head) return undefined
  try {
    const r = await serverFetch(resolveCall(recordCall(head)), {}, AbortSignal.timeout(timeoutMs))
    return headOf(head.opId, r.body, r.fetchedAt)
  } catch {
    return undefined
  }
}
