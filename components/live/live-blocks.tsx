'use client'
import { heightText } from '@/lib/format/height'
import { traitsOf } from '@/lib/networks'
import type { QueryKey } from '@tanstack/react-query'
import Link from 'next/link'
import { Fragment, useCallback, useMemo, useReducer } from 'react'
import { getQueryClient } from '@/lib/query/get-query-client'
import { refreshHeads } from '@/lib/live/cache'
import { emptyList, gapsOf, listReducer, rates, type BlockList, type ListAction } from '@/lib/live/rates'
import type { BlockSummary } from '@/lib/live/summary'
import { liveUrl } from '@/lib/live/topics'
import type { NetworkId } from '@/lib/networks'
import { Age, blockHref, Extra, extraLabel, GapRow, Producer, Short, useNow } from './block-cells'
import { FeedStatusBadge } from './feed-status'
import { useLiveStream, type LiveEvent } from './use-live-stream'
import { ScrollBox } from '@/components/table/scroll-box'

const BACKLOG = 20
const BLOCK_EVENTS = ['block'] as const

const th = 'px-3 py-2 text-left text-xs font-medium text-zinc-600 dark:text-zinc-400'
const td = 'px-3 py-1.5 align-top'

/**
 * The live block table of one network: newest on top as the relay pushes them, pause/resume, blocks and
 * transactions per minute, links into each block. Each new block invalidates the network's head queries, so an
 * open "latest block" view refreshes without polling.
 */
export function LiveBlocks({ network, headKeys }: { network: NetworkId; headKeys: readonly QueryKey[] }) {
  const [list, dispatch] = useReducer((s: BlockList, a: ListAction) => listReducer(s, a), undefined, emptyList)
  const onEvents = useCallback(
    (batch: LiveEvent[]) => {
      dispatch({ type: 'blocks', blocks: batch.map((e) => e.data as BlockSummary) })
      void refreshHeads(getQueryClient(), headKeys)
    },
    [headKeys],
  )
  const state = useLiveStream(liveUrl({ network, stream: 'block' }), BLOCK_EVENTS, onEvents, { backlog: BACKLOG })
  const now = useNow()
  const r = useMemo(() => rates(list.rows), [list.rows])
  const gaps = useMemo(() => gapsOf(list.rows), [list.rows])
  const extra = extraLabel(network)
  const unsupported = state.status?.state === 'unsupported'

  return (
    <section
      aria-labelledby="live-blocks-title"
      className="rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950"
    >
      <header className="flex flex-wrap items-center gap-3 border-b border-zinc-100 px-3 py-2 dark:border-zinc-800">
        <h2 id="live-blocks-title" className="text-base font-semibold">
          New blocks
        </h2>
        <FeedStatusBadge state={state} />
        <dl className="ml-auto flex gap-4 text-xs text-zinc-600 dark:text-zinc-400" aria-label="Rates">
          <div>
            <dt className="inline">Blocks/min </dt>
            <dd
              className="inline font-medium tabular-nums text-zinc-900 dark:text-zinc-100"
              data-testid="blocks-per-min"
            >
              {r ? r.blocksPerMin.toFixed(1) : '—'}
            </dd>
          </div>
          <div>
            <dt className="inline">Txs/min </dt>
            <dd className="inline font-medium tabular-nums text-zinc-900 dark:text-zinc-100" data-testid="txs-per-min">
              {r ? r.txsPerMin.toFixed(1) : '—'}
            </dd>
          </div>
        </dl>
        <button
          type="button"
          aria-pressed={list.paused}
          disabled={unsupported}
          onClick={() => dispatch({ type: list.paused ? 'resume' : 'pause' })}
          className="rounded border border-zinc-300 px-2 py-1 text-xs hover:bg-zinc-100 disabled:opacity-50 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          {list.paused ? `Resume${list.pending.length ? ` (${list.pending.length} new)` : ''}` : 'Pause'}
        </button>
      </header>
      {unsupported ? (
        <p className="p-3 text-sm">{state.status?.detail}</p>
      ) : (
        <ScrollBox label="New blocks">
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th className={th}>{traitsOf(network).block === 'Block' ? 'Height' : traitsOf(network).block}</th>
                <th className={th}>Time</th>
                <th className={`${th} text-right`}>Txs</th>
                <th className={th}>{traitsOf(network).producer}</th>
                {extra && <th className={th}>{extra}</th>}
                <th className={th}>Hash</th>
              </tr>
            </thead>
            <tbody aria-live="off">
              {list.rows.length === 0 && (
                <tr>
                  <td colSpan={6} className={`${td} py-4 text-zinc-600 dark:text-zinc-400`}>
                    Waiting for the first block…
                  </td>
                </tr>
              )}
              {list.rows.map((b, i) => (
                <Fragment key={`${b.id}|${b.hash ?? ''}`}>
                  <tr
                    data-testid="live-row"
                    data-height={b.height}
                    data-time={b.time}
                    className={`border-t border-zinc-100 dark:border-zinc-900 ${b.obsolete ? 'opacity-50 line-through' : ''}`}
                  >
                    <td className={td}>
                      <Link
                        href={blockHref(b)}
                        className="font-medium tabular-nums text-brand-700 hover:underline dark:text-brand-500"
                      >
                        {heightText(b.height)}
                      </Link>
                    </td>
                    <td className={td}>
                      <Age ms={b.time} now={now} />
                    </td>
                    <td className={`${td} text-right tabular-nums`}>{b.txs ?? '—'}</td>
                    <td className={td}>
                      <Producer network={network} value={b.proposer} />
                    </td>
                    {extra && (
                      <td className={td}>
                        <Extra b={b} />
                      </td>
                    )}
                    <td className={td}>
                      <Short value={b.hash} />
                    </td>
                  </tr>
                  {gaps.has(i) && <GapRow network={network} gap={gaps.get(i)!} colSpan={extra ? 6 : 5} />}
                </Fragment>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  )
}
