'use client'
import { Suspense, use, useMemo } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'next/navigation'
import { DataTable } from '@/components/table/data-table'
import { CursorPager } from '@/components/table/cursor-pager'
import { readCursor } from '@/components/table/cursor'
import { KeyValue } from '@/components/ui/key-value'
import { ADAPTERS, isBundledAdapter, loadIbcAdapters, type AdapterId, type AdapterMap } from '@/lib/explorer/registry'
import type { View } from '@/lib/explorer/view'
import { isPaged, pageQuery, GatewayError, type CallSpec } from '@/lib/client/types'
import { gatewayQuery } from '@/lib/query/options'
import type { NetworkId } from '@/lib/networks'
import { FieldValue } from './field-value'
import { PanelFrame } from './panel-frame'
import { PanelError, PanelSkeleton } from './states'

export interface GatewayPanelProps {
  /** Unique on the page: the section anchor and the prefix of its URL params (`<id>.c`, `<id>.n`). */
  id: string
  title: string
  network: NetworkId
  /** Resolved on the server with resolveCall(); plain JSON. */
  spec: CallSpec
  /** Which adapter of lib/explorer/registry.ts turns the answer into a view. */
  adapter: AdapterId
  /** Shown when a table has no rows. */
  empty?: string
  /** Page through the URL; default: when the operation is cursor-paginated. */
  paged?: boolean
}

function safeAdapt(adapters: AdapterMap, adapter: AdapterId, body: unknown, network: NetworkId): View | Error {
  const fn = adapters[adapter]
  if (!fn) return new Error(`no adapter ${adapter}`)
  try {
    return fn(body, { network })
  } catch (e) {
    return e instanceof Error ? e : new Error(String(e))
  }
}

/**
 * One panel backed by one gateway call: loads and fails on its own (skeleton, upstream message + retry), shows
 * freshness, raw JSON and the API call, and pages cursor-paginated operations through the URL.
 * Server pages prefetch the same query (lib/query/server.ts) so the first paint already has the data.
 * `<GatewayPanel id="balances" title="Balances" network="hub" spec={resolveCall(...)} adapter="cosmos.balances" />`
 */
export function GatewayPanel(props: GatewayPanelProps) {
  if (isBundledAdapter(props.adapter)) return <PanelBody {...props} adapters={ADAPTERS} />
  // IBC adapters are a chunk of their own: only IBC panels wait for it (skeleton until it has loaded).
  return (
    <Suspense fallback={<PanelFrame id={props.id} title={props.title} network={props.network}><PanelSkeleton /></PanelFrame>}>
      <LazyPanel {...props} />
    </Suspense>
  )
}

function LazyPanel(props: GatewayPanelProps) {
  return <PanelBody {...props} adapters={use(loadIbcAdapters())} />
}

function PanelBody({ id, title, network, spec, adapter, empty, paged: pagedProp, adapters }: GatewayPanelProps & { adapters: AdapterMap }) {
  const sp = useSearchParams()
  const paged = pagedProp ?? isPaged(spec)
  const cursor = readCursor(sp, id)
  const page = paged ? pageQuery(spec.pagination, cursor.stack.at(-1), cursor.size) : {}
  const q = useQuery({ ...gatewayQuery(spec, page), placeholderData: paged ? keepPreviousData : undefined })
  const view = useMemo(() => (q.data ? safeAdapt(adapters, adapter, q.data.body, network) : undefined), [q.data, adapters, adapter, network])

  let content
  if (q.isPending) content = <PanelSkeleton />
  else if (q.isError) content = <PanelError error={q.error} onRetry={() => void q.refetch()} retrying={q.isFetching} />
  else if (view instanceof Error) content = <PanelError error={new GatewayError(502, 'unexpected_shape', view.message)} onRetry={() => void q.refetch()} retrying={q.isFetching} />
  else if (view) content = <ViewBody view={view} caption={title} empty={empty} footer={paged && view.kind === 'table' ? <CursorPager id={id} next={view.next} busy={q.isPlaceholderData} /> : undefined} />

  const height = q.data?.height ?? (view && !(view instanceof Error) ? view.height : undefined)
  return (
    <PanelFrame id={id} title={title} network={network} spec={spec} page={page} raw={q.data?.body} meta={{ height, fetchedAt: q.data?.fetchedAt, cache: q.data?.cache }}>
      <div aria-busy={q.isFetching} className={q.isPlaceholderData ? 'opacity-60' : ''}>{content}</div>
    </PanelFrame>
  )
}

export function ViewBody({ view, caption, empty, footer }: { view: View; caption: string; empty?: string | undefined; footer?: React.ReactNode }) {
  if (view.kind === 'text') return <p className="p-3 text-sm">{view.text}</p>
  if (view.kind === 'table') return <DataTable caption={caption} columns={view.columns} rows={view.rows} empty={view.empty ?? empty ?? 'Nothing here.'} footer={footer} />
  if (!view.rows.length) return <p className="p-3 text-sm text-zinc-600 dark:text-zinc-400">{empty ?? 'Nothing here.'}</p>
  return (
    <div className="p-3">
      <KeyValue rows={view.rows.map((r) => ({ label: r.label, value: <FieldValue f={r.value} /> }))} />
    </div>
  )
}
