import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LiveBlocks } from '@/components/live/live-blocks'
import { LiveLogs } from '@/components/live/live-logs'
import { headKeysOf } from '@/lib/live/heads'
import { feedDescription, unsupportedReason } from '@/lib/live/relay'
import { filtersOf } from '@/lib/live/topics'
import { getNetwork, isNetworkId, traitsOf } from '@/lib/networks'

export async function generateMetadata({ params }: PageProps<'/[network]/live'>): Promise<Metadata> {
  const { network } = await params
  return { title: `Live${isNetworkId(network) ? ` · ${getNetwork(network).name}` : ''}` }
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/** `/<network>/live`: blocks as they are produced; on the VM ledger also events and transfers with filters. */
export default async function LivePage({ params, searchParams }: PageProps<'/[network]/live'>) {
  const { network } = await params
  if (!isNetworkId(network)) notFound()
  const sp = await searchParams
  const n = getNetwork(network)
  const unsupported = unsupportedReason(network)
  const stream = one(sp.stream) === 'transfer' ? 'transfer' : 'event'
  const filter = Object.fromEntries(filtersOf(stream).flatMap((f) => (one(sp[f]) ? [[f, one(sp[f])!]] : [])))
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">{n.name}: live</h1>
        {!unsupported && (
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400" data-testid="live-how">
            {feedDescription(network)}
          </p>
        )}
      </div>
      {unsupported ? (
        <p
          role="note"
          className="rounded border border-zinc-200 p-3 text-sm dark:border-zinc-800"
          data-testid="live-unsupported"
        >
          {unsupported}
        </p>
      ) : (
        <LiveBlocks network={network} headKeys={headKeysOf(network)} />
      )}
      {/* A new stream or filter set is a new list: remount rather than mix rows of two queries. */}
      {traitsOf(network).eventStreams && (
        <LiveLogs key={`${stream}?${new URLSearchParams(filter)}`} network={network} stream={stream} filter={filter} />
      )}
    </div>
  )
}
