import { dehydrate, HydrationBoundary } from '@tanstack/react-query'
import { paramsFromRecord, readCursor } from '@/components/table/cursor'
import { resolveCall } from '@/lib/client/resolve'
import { pageQuery } from '@/lib/client/types'
import type { CosmosGatewayId } from '@/lib/catalog/types'
import { parseClientStates } from '@/lib/ibc/client-state'
import { fillSpec, placeholder } from '@/lib/ibc/spec-template'
import type { SearchParams } from '@/lib/ibc/network'
import { getQueryClient } from '@/lib/query/get-query-client'
import { prefetch, prefetchMain, settle } from '@/lib/query/server'
import { ClientsPanel } from './clients-panel'

/** Client calls with the client id left as a placeholder (filled per row in the browser and here). */
export function clientTemplates(g: CosmosGatewayId) {
  const client_id = placeholder('client_id')
  return {
    statusTpl: resolveCall({ gateway: g, opId: 'cosmos.ibc.client.clientStatus', path: { client_id } }),
    // latest_height=true answers the latest consensus state; the height in the path is then ignored.
    consensusTpl: resolveCall({
      gateway: g,
      opId: 'cosmos.ibc.client.consensusState',
      path: { client_id, revision_number: '0', revision_height: '0' },
      query: { latest_height: 'true' },
    }),
  }
}

/** Server part of the clients tab: prefetch the URL's page and every row's status and consensus state. */
export async function ClientsSection({ g, searchParams }: { g: CosmosGatewayId; searchParams: SearchParams }) {
  const qc = getQueryClient()
  const list = resolveCall({ gateway: g, opId: 'cosmos.ibc.client.clientStates' })
  const { statusTpl, consensusTpl } = clientTemplates(g)
  const cursor = readCursor(paramsFromRecord(searchParams), 'clients')
  const first = await prefetchMain(qc, list, pageQuery(list.pagination, cursor.stack.at(-1), cursor.size))
  if (!('error' in first)) {
    try {
      const rows = parseClientStates(first.body)
      await settle(
        rows.flatMap((c) => [
          prefetch(qc, fillSpec(statusTpl, { client_id: c.clientId })),
          ...(c.state.trustingPeriod ? [prefetch(qc, fillSpec(consensusTpl, { client_id: c.clientId }))] : []),
        ]),
      )
    } catch {
      // A malformed list is shown by the panel itself.
    }
  }
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <ClientsPanel network={g} list={list} statusTpl={statusTpl} consensusTpl={consensusTpl} />
    </HydrationBoundary>
  )
}
