import 'server-only'
import { partialMatchKey, type QueryClient } from '@tanstack/react-query'
import type { CallSpec, GatewayResult, PageQuery } from '@/lib/client/types'
import type { OperationId } from '@/lib/catalog/operation-ids'
import { headBody } from '@/lib/explorer/head'
import { headKeysOf } from '@/lib/live/heads'
import type { NetworkId } from '@/lib/networks'
import { gatewayQuery } from './options'

/** A head answer as a page sends it to the browser: its head fields only, marked as such. */
export function leanAnswer(opId: OperationId, data: GatewayResult): GatewayResult {
  return { ...data, body: headBody(opId, data.body), lean: true }
}

/**
 * Panels showing the network's head (the latest block) that the server painted: their answers go to the browser
 * lean. On a Hub overview the whole answer was 26 KB of its 35 KB of dehydrated answers, mostly the commit's
 * signatures, twice, for a panel that shows the header. The answer keeps its fetchedAt, so the panel keeps the
 * server's paint; its JSON tab reads the whole answer when opened (PanelFrame's `rawLater`).
 */
export function leanHeadAnswers(
  qc: QueryClient,
  network: NetworkId,
  painted: readonly { spec: CallSpec; page: PageQuery }[],
): void {
  const heads = headKeysOf(network)
  for (const { spec, page } of painted) {
    const key = gatewayQuery(spec, page).queryKey
    // React Query's own prefix match, as the live feed's invalidation of these keys uses (lib/live/cache.ts).
    if (!heads.some((h) => partialMatchKey(key, h))) continue
    const data = qc.getQueryData<GatewayResult>(key)
    const state = qc.getQueryState(key)
    if (data && !data.lean) qc.setQueryData(key, leanAnswer(spec.opId, data), { updatedAt: state?.dataUpdatedAt })
  }
}
