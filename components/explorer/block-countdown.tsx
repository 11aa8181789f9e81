import Link from 'next/link'
import { KeyValue } from '@/components/ui/key-value'
import { RefreshSoon } from '@/components/ui/refresh-soon'
import { LocalTime } from '@/components/ui/time-ago'
import { durationWords, roughDuration } from '@/lib/format/duration'
import { groupThousands } from '@/lib/format/amount'
import type { FutureBlock } from '@/lib/explorer/future-block'
import { getNetwork, traitsOf, type NetworkId } from '@/lib/networks'

const SOON_MS = 60_000

const linkCls = 'text-brand-700 underline dark:text-brand-500'

/**
 * A block the chain has not made yet (a planned upgrade's height, a block someone is waiting for): how many blocks
 * remain and when it is expected, instead of a "not found". The page cache renders it again as the head moves.
 */
export function BlockCountdown({ network, id, future }: { network: NetworkId; id: string; future: FutureBlock }) {
  const n = getNetwork(network)
  const t = traitsOf(network)
  const unit = t.block.toLowerCase()
  // A block due within the minute (a link from the live feed can be a block ahead of what the gateway answers):
  // the page asks again each block interval until the block is there, rather than leave a "not made yet".
  const soon = future.inMs < SOON_MS
  const refreshMs = Math.min(5000, Math.max(1000, future.intervalMs))
  const rows = [
    ...(future.upgrade ? [{ label: 'Planned here', value: <>The software upgrade “{future.upgrade}”</> }] : []),
    {
      label: `${t.block}s to go`,
      value: <span data-testid="blocks-to-go">{groupThousands(future.blocksToGo.toString())}</span>,
    },
    {
      label: 'Expected',
      value: (
        <>
          {future.inMs < 1000 ? 'any moment now' : `in about ${roughDuration(future.inMs)}`} ·{' '}
          <LocalTime ms={future.atMs} />
        </>
      ),
    },
    {
      label: 'Estimated from',
      value: (
        <>
          {n.name}’s {unit} interval of {durationWords(future.intervalMs)}, counted from the latest {unit},{' '}
          <Link href={`/${network}/blocks/${future.head}`} className={linkCls}>
            {groupThousands(future.head)}
          </Link>
        </>
      ),
    },
  ]
  return (
    <section
      className="max-w-3xl rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
      aria-labelledby="countdown-title"
      data-testid="block-countdown"
    >
      <h2 id="countdown-title" className="text-lg font-semibold">
        {t.block} {groupThousands(id)} is not made yet
      </h2>
      <p className="mb-3 mt-1 text-sm text-zinc-600 dark:text-zinc-400" role="status">
        {soon
          ? `This page shows the ${unit} as soon as ${n.name} makes it.`
          : `The estimate assumes ${unit}s keep their usual pace; reload for a fresh one, or to see the ${unit} once it is made.`}
      </p>
      {soon && <RefreshSoon afterMs={refreshMs} maxTries={Math.ceil(SOON_MS / refreshMs) + 10} />}
      <KeyValue rows={rows} />
    </section>
  )
}
