import { dehydrate, HydrationBoundary } from '@tanstack/react-query'
import { connection } from 'next/server'
import { HomeBoard } from '@/components/home/home-board'
import { LazyWatchList } from '@/components/history/lazy-watch-list'
import { leanAnswer } from '@/lib/query/lean-answer'
import { recordCall, recordsOf } from '@/lib/explorer/records'
import type { GatewayResult } from '@/lib/client/types'
import { resolveCall } from '@/lib/client/resolve'
import { getQueryClient } from '@/lib/query/get-query-client'
import { gatewayQuery } from '@/lib/query/options'
import { prefetch, settle } from '@/lib/query/server'
import { networkIds, getNetwork } from '@/lib/networks'
import { probeUnobserved } from '@/lib/overview/health-probe'

export default async function HomePage() {
  await connection()
  const qc = getQueryClient()
  const pending: Promise<unknown>[] = []
  const heads = Object.fromEntries(
    networkIds().map((id) => {
      const h = recordsOf(id).head
      const spec = h ? resolveCall(recordCall(h)) : undefined
      if (spec) pending.push(prefetch(qc, spec))
      return [id, spec]
    }),
  )
  // A gateway nothing has called yet (the ledger's indexer) gets its health probe, so no card reads "unknown".
  await settle([...pending, probeUnobserved()], 1500)
  // The cards read only the head of each answer: the browser gets that, not whole blocks and channel lists (they were
  // ~80 % of this page's payload). Marked stale (fetched at 0), so any view of those queries fetches them whole.
  for (const id of networkIds()) {
    const spec = heads[id]
    const key = spec && gatewayQuery(spec).queryKey
    const data = key && qc.getQueryData<GatewayResult>(key)
    if (spec && key && data) qc.setQueryData(key, leanAnswer(spec.opId, data), { updatedAt: 0 })
  }
  return (
    <main className="mx-auto max-w-7xl p-3 sm:p-6">
      <h1 className="text-2xl font-semibold">Networks</h1>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        Latest height, time since the last block, block interval and gateway health as the explorer&apos;s proxy sees
        it.
      </p>
      <HydrationBoundary state={dehydrate(qc)}>
        <LazyWatchList />
        <HomeBoard
          networks={networkIds().map((id) => {
            const n = getNetwork(id)
            return {
              id,
              name: n.name,
              description: n.description,
              gateways: n.gateways,
              nominalIntervalMs: n.blockIntervalMs,
              blockPages: !!recordsOf(id).block,
              ...(heads[id] && { head: heads[id] }),
            }
          })}
        />
      </HydrationBoundary>
    </main>
  )
}
