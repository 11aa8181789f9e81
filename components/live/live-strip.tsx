'use client'
import { heightText } from '@/lib/format/height'
import Link from 'next/link'
import { HoverPrefetchLink } from '@/components/ui/hover-prefetch-link'
import { recordTarget } from '@/lib/explorer/links'
import { networkIds, getNetwork } from '@/lib/networks'
import { Age, blockHref, useNow } from './block-cells'
import type { LatestBlocks } from './use-latest-blocks'

/**
 * Home page strip: every network's newest block, as `useLatestBlocks` follows them (the cards below read the same
 * state, so a card and the strip never show two different heads).
 */
export function LiveStrip({ latest, statuses }: LatestBlocks) {
  const now = useNow()
  return (
    <section
      aria-label="Newest blocks"
      className="overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800"
    >
      <ul className="flex min-w-max divide-x divide-zinc-200 text-sm dark:divide-zinc-800">
        {networkIds().map((id) => {
          const b = latest[id]
          const st = statuses[id]
          return (
            <li
              key={id}
              className="min-w-36 px-3 py-2"
              data-testid={`strip-${id}`}
              data-height={b?.height}
              data-time={b?.time}
            >
              <div className="flex items-center gap-1 text-xs text-zinc-600 dark:text-zinc-400">
                {st?.state === 'live' && <span aria-hidden className="size-1.5 rounded-full bg-brand-500" />}
                {/* A network without block pages has no blocks to follow: its live page would only say so. */}
                {recordTarget(id, 'block', '1') ? (
                  <Link href={`/${id}/live`} className="hover:underline">
                    {getNetwork(id).name}
                  </Link>
                ) : (
                  getNetwork(id).name
                )}
              </div>
              {b ? (
                <div>
                  <HoverPrefetchLink
                    href={blockHref(b)}
                    className="font-medium tabular-nums text-brand-700 hover:underline dark:text-brand-500"
                  >
                    {heightText(b.height)}
                  </HoverPrefetchLink>
                  <span className="ml-1 text-xs text-zinc-600 dark:text-zinc-400">
                    <Age ms={b.time} now={now} />
                    {b.txs !== undefined && ` · ${b.txs} tx`}
                  </span>
                </div>
              ) : (
                <div className="text-xs text-zinc-600 dark:text-zinc-400">
                  {st?.state === 'unsupported'
                    ? 'no block feed'
                    : st?.state === 'retrying'
                      ? 'reconnecting…'
                      : st?.state === 'behind'
                        ? 'gateway behind…'
                        : 'waiting…'}
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
