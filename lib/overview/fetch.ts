import 'server-only'
import { resolveCall, type CallInput } from '@/lib/client/resolve'
import { serverFetch } from '@/lib/query/server'
import { timeoutSignal } from '@/lib/server/abort'

/** One catalog call for the overview; a failure or a slow gateway costs its section, never the page. */
export async function tryGet(call: CallInput, ms = 4000): Promise<unknown | undefined> {
  try {
    return (await serverFetch(resolveCall(call), {}, timeoutSignal(ms))).body
  } catch {
    return undefined
  }
}

/** Heights `head, head-1, …` (N of them, none below 1), as decimal strings. */
export function lastHeights(head: string, n: number): string[] {
  const h = BigInt(head)
  const out: string[] = []
  for (let i = 0n; i < BigInt(n) && h - i >= 1n; i++) out.push((h - i).toString())
  return out
}
