'use client'
import { traitsOf } from '@/lib/networks'
import type { QueryKey } from '@tanstack/react-query'
import { Fragment, useCallback, useMemo, useReducer } from 'react'
import { getQueryClient } from '@/lib/query/get-query-client'
import { refreshHeads } from '@/lib/live/cache'
import { emptyList, gapsOf, listReducer, rates, type BlockList, type ListAction } from '@/lib/live/rates'
import type { BlockSummary } from '@/lib/live/summary'
import { liveUrl } from '@/lib/live/topics'
import type { NetworkId } from '@/lib/networks'
import { Age, blockHref, Extra, extraLabel, GapRow, HeightLink, Producer, Short, useNow } from './block-cells'
import { FeedStatusBadge } from './feed-status'
import { useLiveStream, type LiveEvent } from './use-live-stream'
import { LiveRow, LiveSection, LiveTable, td, type LiveColumn } from './live-table'

const BACKLOG = 20
const BLOCK_EVENTS = ['block'] as const

function Rate({ label, testId, value }: { label: string; testId: string; value: number | undefined }) {
  return (
    <div>
      <dt className="inline">{label} </dt>
      <dd className="inline font-medium tabular-nums text-zinc-900 dark:text-zinc-100" data-testid={testId}>
        {value === undefined ? '—' : value.toFixed(1)}
      </dd>
    </div>
  )
}

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
  const traits = traitsOf(network)
  const columns: LiveColumn[] = [
    { label: traits.block === 'Block' ? 'Height' : traits.block },
    { label: 'Time' },
    { label: 'Txs', numeric: true },
    { label: traits.producer },
    ...(extra ? [{ label: extra }] : []),
    { label: 'Hash' },
  ]
  const unsupported = state.status?.state === 'unsupported'

  return (
    <LiveSection
      id="live-blocks"
      title="New blocks"
      controls={
        <>
          <FeedStatusBadge state={state} />
          <dl className="ml-auto flex gap-4 text-xs text-zinc-600 dark:text-zinc-400" aria-label="Rates">
            <Rate label="Blocks/min" testId="blocks-per-min" value={r?.blocksPerMin} />
            <Rate label="Txs/min" testId="txs-per-min" value={r?.txsPerMin} />
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
        </>
      }
    >
      {unsupported ? (
        <p className="p-3 text-sm">{state.status?.detail}</p>
      ) : (
        <LiveTable
          label="New blocks"
          columns={columns}
          waiting={list.rows.length === 0 ? 'Waiting for the first block…' : undefined}
        >
          {list.rows.map((b, i) => (
            <Fragment key={`${b.id}|${b.hash ?? ''}`}>
              <LiveRow data-testid="live-row" data-height={b.height} data-time={b.time} obsolete={b.obsolete}>
                <td className={td}>
                  <HeightLink href={blockHref(b)} height={b.height} />
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
              </LiveRow>
              {gaps.has(i) && <GapRow network={network} gap={gaps.get(i)!} colSpan={columns.length} />}
            </Fragment>
          ))}
        </LiveTable>
      )}
    </LiveSection>
  )
}
