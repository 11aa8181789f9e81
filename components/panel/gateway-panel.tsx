'use client'
import { useEffect, useMemo, useState, type ComponentType } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'next/navigation'
import { CursorPager } from '@/components/table/cursor-pager'
import { readCursor } from '@/components/table/cursor'
import type { AdapterId } from '@/lib/explorer/registry'
import type { Adapter, View } from '@/lib/explorer/view'
import {
  bodyOffset,
  isPaged,
  pageQuery,
  withBodyPage,
  GatewayError,
  type CallSpec,
  type GatewayResult,
} from '@/lib/client/types'
import { gatewayQuery } from '@/lib/query/options'
import type { NetworkId } from '@/lib/networks'
import type { FirstPaint } from './first-paint'
import { PanelCsv } from './panel-csv'
import { PanelFrame } from './panel-frame'
import { isUpstreamNotFound, PanelAbsent, PanelError, PanelSkeleton } from './states'
import type { ViewBodyProps } from './view-body'

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
  /** Shown instead of an error when the gateway answers 404: what its absence means for this panel. */
  absent?: string
  /** Page through the URL; default: when the operation is cursor-paginated. */
  paged?: boolean
  /** The server's rendering of the prefetched answer (PanelList → ./first-paint). */
  initial?: FirstPaint
  /** What the page knew when it declared the panel, for the adapter (PanelDef.extra). */
  extra?: Record<string, unknown>
  /** Offer the table as CSV, named after this (PanelDef.csv). */
  csv?: string
}

/**
 * The state height to say the answer is "as of": none for a call that names its block (a block's transactions at
 * 10830 answered while the head was 10831 are the block's, not the head's), else the gateway's.
 */
export const stateHeight = (spec: Pick<CallSpec, 'path'>, height: string | undefined): string | undefined =>
  spec.path.height !== undefined ? undefined : height

/** The adapter and the interactive view renderer, loaded once per adapter id when a panel first needs them. */
interface LiveKit {
  adapt: Adapter | undefined
  Body: ComponentType<ViewBodyProps>
}
const kits = new Map<AdapterId, Promise<LiveKit>>()
const ready = new Map<AdapterId, LiveKit>()
function loadKit(id: AdapterId): Promise<LiveKit> {
  let p = kits.get(id)
  if (!p) {
    p = import('./live-view').then(async (m) => {
      const kit = { adapt: await m.adapterOf(id), Body: m.LiveBody }
      ready.set(id, kit)
      return kit
    })
    p.catch(() => kits.delete(id)) // a failed chunk load may be retried by the next render that needs it
    kits.set(id, p)
  }
  return p
}

function useLiveKit(id: AdapterId, needed: boolean): LiveKit | Error | undefined {
  const [state, setState] = useState<LiveKit | Error | undefined>(() => ready.get(id))
  const kit = state ?? ready.get(id)
  useEffect(() => {
    if (!needed || kit) return
    let current = true
    loadKit(id).then(
      (k) => current && setState(k),
      (e: unknown) => current && setState(e instanceof Error ? e : new Error(String(e))),
    )
    return () => {
      current = false
    }
  }, [id, needed, kit])
  return kit
}

/**
 * Whether the query still holds the answer the server rendered: same fetchedAt, or a refetch that brought the same
 * body (React Query's structural sharing keeps the body object when nothing in it changed).
 */
function useServerAnswer(initial: FirstPaint | undefined, data: GatewayResult | undefined): boolean {
  const [seen, setSeen] = useState<{ initial: FirstPaint; body: unknown }>()
  if (!initial || !data) return false
  if (data.fetchedAt === initial.fetchedAt) {
    // Derived state: remember which body object the server's rendering stands for (set during render, as React allows).
    if (seen?.initial !== initial || seen.body !== data.body) setSeen({ initial, body: data.body })
    return true
  }
  return seen?.initial === initial && seen.body === data.body
}

function safeAdapt(
  adapt: Adapter | undefined,
  adapter: AdapterId,
  body: unknown,
  network: NetworkId,
  extra: Record<string, unknown> | undefined,
): View | Error {
  if (!adapt) return new Error(`no adapter ${adapter}`)
  try {
    return adapt(body, { network, ...(extra && { extra }) })
  } catch (e) {
    return e instanceof Error ? e : new Error(String(e))
  }
}

/** What the page declared for the adapter, with the page a body-paged operation is at. */
const withPage = (declared: Record<string, unknown> | undefined, offset: number | undefined, limit: number) =>
  offset === undefined ? declared : { ...declared, page: { offset, limit } }

/**
 * One panel backed by one gateway call: loads and fails on its own (skeleton, upstream message + retry), shows
 * freshness, raw JSON and the API call, and pages cursor-paginated operations through the URL.
 * Server pages prefetch the same query (lib/query/server.ts) and render its answer (`initial`), so the first paint
 * already has the data and the browser needs no adapter; the adapters and the interactive table load only when the
 * answer changes in the browser (or the server had none in time).
 * `<GatewayPanel id="balances" title="Balances" network="hub" spec={resolveCall(...)} adapter="cosmos.balances" />`
 */
export function GatewayPanel({
  id,
  title,
  network,
  spec: call,
  adapter,
  empty,
  absent,
  paged: pagedProp,
  initial,
  extra: declared,
  csv,
}: GatewayPanelProps) {
  const sp = useSearchParams()
  const paged = pagedProp ?? isPaged(call)
  const cursor = readCursor(sp, id)
  const at = cursor.stack.at(-1)
  const size = cursor.size
  const pageNo = cursor.stack.length + 1
  const page = paged ? pageQuery(call.pagination, at, size) : {}
  // A body-paged operation's page is in its body (and told to its adapter), the others' in the query.
  const offset = paged ? bodyOffset(call.pagination, at) : undefined
  const spec = offset === undefined ? call : withBodyPage(call, { offset, limit: size })
  const extra = withPage(declared, offset, size)
  const q = useQuery({
    ...gatewayQuery(spec, page),
    placeholderData: paged ? keepPreviousData : undefined,
    // The server read this answer moments ago and painted it: reading it again as the page hydrates only brought
    // a head-following answer one round on, and with it the adapters and the table (~60 KB) to redraw the same
    // panel. It refreshes when the tab regains focus or the network comes back, as every query does.
    ...(initial && { refetchOnMount: false }),
  })
  const fromServer = useServerAnswer(initial, q.data)
  // A lean answer (head fields only, lib/query/lean-answer.ts) keeps the server's paint and is never adapted; the
  // JSON tab reads the whole answer when opened (without that paint, the panel waits for it: the last branch below).
  const whole = q.data?.lean ? undefined : q.data
  const kit = useLiveKit(adapter, !!whole && !fromServer)
  const live = kit instanceof Error ? undefined : kit
  const view = useMemo(
    () =>
      whole && !fromServer && live
        ? safeAdapt(live.adapt, adapter, whole.body, network, withPage(declared, offset, size))
        : undefined,
    [whole, fromServer, live, adapter, network, declared, offset, size],
  )
  const retry = () => void q.refetch()

  let content
  if (q.isPending) content = <PanelSkeleton />
  else if (q.isError && absent && isUpstreamNotFound(q.error)) content = <PanelAbsent text={absent} />
  else if (q.isError) content = <PanelError error={q.error} onRetry={retry} retrying={q.isFetching} />
  else if (fromServer && initial) content = initial.content
  else if (kit instanceof Error) content = <PanelError error={kit} />
  else if (view instanceof Error)
    content = (
      <PanelError
        error={new GatewayError(502, 'unexpected_shape', view.message)}
        onRetry={retry}
        retrying={q.isFetching}
      />
    )
  else if (view && live)
    content = (
      <live.Body
        view={view}
        caption={title}
        network={network}
        empty={empty}
        footer={
          paged && view.kind === 'table' ? (
            <CursorPager id={id} next={view.next} busy={q.isPlaceholderData} />
          ) : undefined
        }
      />
    )
  // The code for the new answer is still loading: keep what is on screen rather than a skeleton.
  else content = initial?.content ?? <PanelSkeleton />

  const height = stateHeight(
    spec,
    q.data?.height ?? (fromServer ? initial?.height : view && !(view instanceof Error) ? view.height : undefined),
  )
  return (
    <PanelFrame
      id={id}
      title={title}
      network={network}
      spec={spec}
      page={page}
      raw={whole?.body}
      {...(q.data?.lean && {
        rawLater: {
          fetch: retry,
          busy: q.isFetching,
          failure: q.isError ? <PanelError error={q.error} onRetry={retry} retrying={q.isFetching} /> : undefined,
        },
      })}
      meta={{ height, fetchedAt: q.data?.fetchedAt, cache: q.data?.cache }}
      {...(csv &&
        whole && {
          actions: (
            <PanelCsv
              name={`${csv}-page-${pageNo}`}
              body={whole.body}
              adapter={adapter}
              network={network}
              {...(extra && { extra })}
            />
          ),
        })}
    >
      <div
        aria-busy={q.isFetching || (!fromServer && !view && !!q.data)}
        className={q.isPlaceholderData ? 'opacity-60' : ''}
      >
        {content}
      </div>
    </PanelFrame>
  )
}
