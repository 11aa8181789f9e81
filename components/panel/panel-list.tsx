import { dehydrate, HydrationBoundary } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { notFound } from 'next/navigation'
import { paramsFromRecord, readCursor } from '@/components/table/cursor'
import { resolveCall } from '@/lib/client/resolve'
import { bodyOffset, isPaged, pageQuery, withBodyPage } from '@/lib/client/types'
import type { PanelDef } from '@/lib/explorer/panels'
import { getQueryClient } from '@/lib/query/get-query-client'
import { prefetch, prefetchMain, settle } from '@/lib/query/server'
import { leanHeadAnswers } from '@/lib/query/lean-answer'
import { mainRecordOf, type MainRecord } from '@/lib/query/main-record'
import { pageDeadlineMs } from '@/lib/query/deadline'
import { noteStatus } from '@/lib/page-cache/context'
import type { NetworkId } from '@/lib/networks'
import { firstPaint } from './first-paint'
import { GatewayPanel } from './gateway-panel'
import { LazyRecordUnconfirmed } from './lazy-record-unconfirmed'

type SearchParams = Record<string, string | string[] | undefined>

/**
 * Server component: resolves panel definitions from the catalog, prefetches each (the page named by the URL's
 * cursor params), renders what arrived in time on the server (./first-paint) and hands it to the client panels
 * under one HydrationBoundary. With `mainRecord`, the first panel's answer is awaited and a miss (404, VM `null`,
 * sharded `{data:null}`) becomes the 404 page; no answer in time (deadline, busy or failing gateway) makes the page
 * a gateway fault with that status (lib/query/main-record), never a 200 that reads as a found record. The main
 * lookup starts first, so the panels' calls never queue ahead of it for the gateway's slots.
 */
export async function PanelList({
  network,
  panels,
  searchParams,
  mainRecord = false,
  whenMissing,
}: {
  network: NetworkId
  panels: PanelDef[]
  searchParams: SearchParams
  mainRecord?: boolean
  /** What to show instead of the 404 page when the main record is missing (a future block's countdown), if any. */
  whenMissing?: () => Promise<ReactNode | undefined>
}) {
  const qc = getQueryClient()
  const sp = paramsFromRecord(searchParams)
  const items = panels.map((d) => {
    const call = resolveCall(d.call)
    const paged = d.paged ?? isPaged(call)
    const cursor = readCursor(sp, d.id)
    const page = paged ? pageQuery(call.pagination, cursor.stack.at(-1), cursor.size) : {}
    const offset = paged ? bodyOffset(call.pagination, cursor.stack.at(-1)) : undefined
    const body = offset === undefined ? undefined : { offset, limit: cursor.size }
    const spec = body ? withBodyPage(call, body) : call
    const extra = body ? { ...d.extra, page: body } : d.extra
    return { d, spec, paged, page, extra }
  })
  const [first, ...rest] = items
  const main = first && mainRecord ? prefetchMain(qc, first.spec, first.page) : undefined
  const pending = rest.map((it) => prefetch(qc, it.spec, it.page))
  let record: MainRecord | undefined
  if (main) {
    record = mainRecordOf(await main)
    if (record.kind === 'missing') return (await whenMissing?.()) ?? notFound()
    if (record.kind === 'unconfirmed') noteStatus(record.status)
  } else if (first) pending.push(prefetch(qc, first.spec, first.page))
  await settle(pending)
  const painted = await Promise.all(
    items.map(({ d, spec, paged, page, extra }) =>
      firstPaint(qc, {
        id: d.id,
        title: d.title,
        network,
        spec,
        page,
        adapter: d.adapter,
        paged,
        empty: d.empty,
        extra,
      }),
    ),
  )
  leanHeadAnswers(
    qc,
    network,
    items.filter((_, i) => painted[i]),
  )
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      {record?.kind === 'unconfirmed' && first && (
        <LazyRecordUnconfirmed kind={first.d.title} error={record.error.error} deadlineMs={pageDeadlineMs()} />
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {items.map(({ d, spec, paged, extra }, i) => (
          <div key={d.id} className={d.wide ? 'min-w-0 lg:col-span-2' : 'min-w-0'}>
            <GatewayPanel
              id={d.id}
              title={d.title}
              network={network}
              spec={spec}
              adapter={d.adapter}
              paged={paged}
              {...(d.empty && { empty: d.empty })}
              {...(d.absent && { absent: d.absent })}
              {...(extra && { extra })}
              {...(d.csv && { csv: d.csv })}
              {...(painted[i] && { initial: painted[i] })}
            />
          </div>
        ))}
      </div>
    </HydrationBoundary>
  )
}
