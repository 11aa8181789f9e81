'use client'
/**
 * What a panel needs once its data changes in the browser (a refetch with a new answer, a query the server did not
 * prefetch): the adapters and the interactive table. GatewayPanel imports this module on demand, so a page whose
 * panels were rendered on the server ships neither (zod schemas, codecs, TanStack Table/Virtual).
 */
import { DataTable } from '@/components/table/data-table'
import { ADAPTERS, isBundledAdapter, loadIbcAdapters, type AdapterId } from '@/lib/explorer/registry'
import type { Adapter } from '@/lib/explorer/view'
import { ViewBody, type ViewBodyProps } from './view-body'

export async function adapterOf(id: AdapterId): Promise<Adapter | undefined> {
  return isBundledAdapter(id) ? ADAPTERS[id] : (await loadIbcAdapters())[id]
}

export function LiveBody(props: ViewBodyProps) {
  return <ViewBody {...props} Table={DataTable} />
}
