'use client'
import { useMemo } from 'react'
import { keepPreviousData, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useSearchParams } from 'next/navigation'
import { PanelFrame } from '@/components/panel/panel-frame'
import { PanelError, PanelSkeleton } from '@/components/panel/states'
import { DataTable } from '@/components/table/data-table'
import { CursorPager } from '@/components/table/cursor-pager'
import { readCursor } from '@/components/table/cursor'
import { nextCursor } from '@/lib/explorer/next-cursor'
import { pageQuery, type CallSpec, type GatewayResult } from '@/lib/client/types'
import { gatewayQuery } from '@/lib/query/options'
import { consensusTimeOf, parseClientStates, statusOf } from '@/lib/ibc/client-state'
import { CLIENT_COLUMNS, clientRow, type Looked } from '@/lib/ibc/clients'
import { fillSpec } from '@/lib/ibc/spec-template'
import { nowNanos } from '@/lib/ibc/trusting'

function looked<T>(q: Pick<UseQueryResult<GatewayResult>, 'data' | 'error'>, read: (body: unknown) => T): Looked<T> {
  if (q.error) return { ok: false, error: q.error instanceof Error ? q.error.message : String(q.error) }
  if (!q.data) return undefined
  try {
    return { ok: true, value: read(q.data.body) }
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) }
  }
}

// Module-level combiners keep useQueries' result referentially stable between renders.
const combineStatus = (rs: UseQueryResult<GatewayResult>[]) => rs.map((r) => looked(r, statusOf))
const combineTime = (rs: UseQueryResult<GatewayResult>[]) =>
  rs.map((r) => (r.fetchStatus === 'idle' && r.isPending ? undefined : looked(r, consensusTimeOf)))

/**
 * The clients of a network, one page at a time (cursor in the URL), each with its client_status and the time
 * left of its trusting period (from the latest consensus state, asked per client).
 */
export function ClientsPanel({
  id = 'clients',
  network,
  list,
  statusTpl,
  consensusTpl,
}: {
  id?: string
  network: string
  list: CallSpec
  statusTpl: CallSpec
  consensusTpl: CallSpec
}) {
  const sp = useSearchParams()
  const cursor = readCursor(sp, id)
  const page = pageQuery(list.pagination, cursor.stack.at(-1), cursor.size)
  const q = useQuery({ ...gatewayQuery(list, page), placeholderData: keepPreviousData })
  const parsed = useMemo(() => {
    if (!q.data) return undefined
    try {
      return parseClientStates(q.data.body)
    } catch (e) {
      return e instanceof Error ? e : new Error(String(e))
    }
  }, [q.data])
  const clients = useMemo(() => (Array.isArray(parsed) ? parsed : []), [parsed])
  const statuses = useQueries({
    queries: clients.map((c) => gatewayQuery(fillSpec(statusTpl, { client_id: c.clientId }))),
    combine: combineStatus,
  })
  const times = useQueries({
    queries: clients.map((c) => ({
      ...gatewayQuery(fillSpec(consensusTpl, { client_id: c.clientId })),
      enabled: !!c.state.trustingPeriod,
    })),
    combine: combineTime,
  })
  const fetchedAt = q.data?.fetchedAt
  const rows = useMemo(() => {
    // Time left is measured at the moment the list was fetched (no rows before that).
    const now = nowNanos(fetchedAt ?? 0)
    return clients.map((c, i) => clientRow(network, c.clientId, c.state, statuses[i], times[i], now))
  }, [clients, statuses, times, network, fetchedAt])

  let content
  if (q.isPending) content = <PanelSkeleton />
  else if (q.isError) content = <PanelError error={q.error} onRetry={() => void q.refetch()} retrying={q.isFetching} />
  else if (parsed instanceof Error) content = <PanelError error={parsed} />
  else
    content = (
      <DataTable
        caption="IBC clients"
        columns={CLIENT_COLUMNS}
        rows={rows}
        empty="No light clients."
        footer={<CursorPager id={id} next={nextCursor(q.data?.body)} busy={q.isPlaceholderData} />}
      />
    )
  return (
    <PanelFrame
      id={id}
      title="Light clients"
      network={network}
      spec={list}
      page={page}
      raw={q.data?.body}
      meta={{ height: q.data?.height, fetchedAt }}
    >
      <div aria-busy={q.isFetching}>{content}</div>
    </PanelFrame>
  )
}
