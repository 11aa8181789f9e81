import 'server-only'
import { resolveCall } from '@/lib/client/resolve'
import { GatewayError } from '@/lib/client/types'
import type { PageDefs } from '@/lib/explorer/panels'
import type { NetworkId } from '@/lib/networks'
import { panelAt } from '@/lib/past/at'
import { pastRefusal, type PastRefusal } from '@/lib/past/refusal'
import { serverFetch } from '@/lib/query/server'

/**
 * Whether the gateway serves height `at` at all, asked once with the page's first past-height read (the panels
 * ask the same, from the proxy's cache): a refused height is said once for the page, not once per panel.
 */
export async function pastHeightRefused(
  network: NetworkId,
  defs: PageDefs,
  at: string,
): Promise<PastRefusal | undefined> {
  if ('unsupported' in defs) return undefined
  const first = defs.panels.map((d) => panelAt(network, d, at)).find((p) => p.pinned)
  if (!first) return undefined
  try {
    await serverFetch(resolveCall(first.def.call))
    return undefined
  } catch (e) {
    return e instanceof GatewayError && e.status < 500 ? pastRefusal(e.detail) : undefined
  }
}
