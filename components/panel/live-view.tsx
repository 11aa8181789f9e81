'use client'
/**
 * What a panel needs once its data changes in the browser (a refetch with a new answer, a query the server did not
 * prefetch): the adapters and the interactive table. GatewayPanel imports this module on demand, so a page whose
 * panels were rendered on the server ships neither (zod schemas, codecs, TanStack Table/Virtual).
 */
import { DataTable } from '@/components/table/data-table'
import { ViewBody, type ViewBodyProps } from './view-body'

export { adapterOf } from './adapter-of'

export function LiveBody(props: ViewBodyProps) {
  return <ViewBody {...props} Table={DataTable} />
}
