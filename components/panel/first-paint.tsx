import 'server-only'
import type { ReactNode } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { CursorPager } from '@/components/table/cursor-pager'
import { FirstPaintTable } from '@/components/table/first-paint-table'
import type { CallSpec, GatewayResult, PageQuery } from '@/lib/client/types'
import type { AdapterId } from '@/lib/explorer/registry'
import type { View } from '@/lib/explorer/view'
import type { NetworkId } from '@/lib/networks'
import { gatewayQuery } from '@/lib/query/options'
import { adapterOf } from './adapter-of'
import { ViewBody } from './view-body'

/** A panel's content rendered on the server from the prefetched answer; valid while the browser has that answer. */
export interface FirstPaint {
  /** fetchedAt of the answer it was rendered from (the browser compares it with its query's data). */
  fetchedAt: number
  height?: string
  content: ReactNode
}

/**
 * Adapt the prefetched answer of one panel on the server and render it. Undefined when there is nothing to render
 * (not prefetched in time, failed, or an adapter error): the browser then renders the panel itself, as before.
 */
export async function firstPaint(
  qc: QueryClient,
  p: {
    id: string
    title: string
    network: NetworkId
    spec: CallSpec
    page: PageQuery
    adapter: AdapterId
    paged: boolean
    empty?: string | undefined
    extra?: Record<string, unknown> | undefined
  },
): Promise<FirstPaint | undefined> {
  const data = qc.getQueryData<GatewayResult>(gatewayQuery(p.spec, p.page).queryKey)
  if (!data) return undefined
  const adapt = await adapterOf(p.adapter)
  let view: View
  try {
    if (!adapt) return undefined
    view = adapt(data.body, { network: p.network, ...(p.extra && { extra: p.extra }) })
  } catch {
    return undefined
  }
  const footer = p.paged && view.kind === 'table' ? <CursorPager id={p.id} next={view.next} /> : undefined
  return {
    fetchedAt: data.fetchedAt,
    ...(view.height && { height: view.height }),
    content: (
      <ViewBody
        view={view}
        caption={p.title}
        network={p.network}
        empty={p.empty}
        footer={footer}
        Table={FirstPaintTable}
      />
    ),
  }
}
