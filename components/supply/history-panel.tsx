'use client'
import { feeds } from '@/lib/networks'
import { useMemo } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { fetchSupplyHistory } from '@/lib/client/supply'
import { PanelFrame } from '@/components/panel/panel-frame'
import { PanelError, PanelSkeleton } from '@/components/panel/states'
import { LocalTime, TimeAgo } from '@/components/ui/time-ago'
import { figureName, historyGroup, historyGroups } from '@/lib/supply/figures'
import { failureWords } from '@/lib/supply/failure-words'
import type { HistoryPayload } from '@/lib/supply/payloads'
import { RANGES, type RangeId } from '@/lib/supply/series'
import { historyFigures, historyShare } from '@/lib/supply/tables/history'
import { ChartCard } from './chart-card'
import { SourceFailures } from './source-failures'
import { StateLinks, useSupplyState } from './url-links'

const RANGE_LABELS = { '1h': '1 h', '24h': '24 h', '7d': '7 d', all: 'All' } as const
/** The range in a chart's title, kept on one line ("over 24 h" never breaks before the unit at 375 px). */
const rangeInTitle = (r: RangeId) =>
  r === 'all' ? 'since the first sample' : `over ${RANGE_LABELS[r].replace(' ', '\u00a0')}`

/** Refresh as often as the sampler writes, within sane bounds. */
const refreshMs = (d: HistoryPayload | undefined) => Math.min(60_000, Math.max(5_000, d?.sampler.intervalMs ?? 15_000))

function SamplerLine({ data }: { data: HistoryPayload }) {
  const s = data.sampler
  return (
    <p className="text-xs text-zinc-600 dark:text-zinc-400" data-sampler>
      Sampled every {s.intervalMs / 1000} s into {s.store === 'redis' ? 'Redis (shared by every instance)' : 'SQLite'}
      {s.store === 'redis' && (s.leader ? ' · this instance samples' : ' · another instance samples')}
      {s.lastRoundAt ? (
        <>
          {' '}
          · last sample <TimeAgo ms={s.lastRoundAt} />
        </>
      ) : null}
      {s.lastStoreError && <span className="text-red-700 dark:text-red-400"> · store error: {s.lastStoreError}</span>} ·
      gaps in sampling show as breaks in the lines.
    </p>
  )
}

/** Sampled history of one group of figures over a range, both from the URL; a gap in sampling is a break in the line. */
export function HistoryPanel({ initial }: { initial?: HistoryPayload | undefined }) {
  const { range, token } = useSupplyState()
  const q = useQuery({
    queryKey: ['supply', 'history', range],
    queryFn: ({ signal }) => fetchSupplyHistory(range, signal),
    ...(initial?.range === range && { initialData: initial }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => refreshMs(query.state.data),
  })
  const series = q.data?.series
  const figures = useMemo(() => series && historyFigures(series, token), [series, token])
  const share = useMemo(() => series && historyShare(series, token), [series, token])
  const g = historyGroup(token)
  const startsAt = series?.startsAt
  // A range longer than the recorded history: the charts begin at the first sample, and say why.
  const startNote =
    startsAt !== undefined ? (
      <span data-testid="history-starts">
        No samples before <LocalTime ms={startsAt} /> (<TimeAgo ms={startsAt} />) in this range: the explorer records
        these figures only while it runs, so the chart begins at its first sample.
      </span>
    ) : undefined
  const failures = series
    ? Object.entries(series.failures).map(
        ([f, x]) =>
          `${figureName(f)}: ${x.count} failed sample${x.count === 1 ? '' : 's'}, last: ${failureWords(x.last)}`,
      )
    : []

  return (
    <PanelFrame
      id="history"
      title="Supply history"
      network={feeds()[0]?.id ?? 'supply'}
      actions={
        <div className="flex min-w-0 flex-wrap justify-end gap-1">
          <StateLinks
            label="Figures"
            field="token"
            section="history"
            options={historyGroups().map((x) => ({ value: x.id, label: x.label }))}
          />
          <StateLinks
            label="Time range"
            field="range"
            section="history"
            options={RANGES.map((r) => ({ value: r, label: RANGE_LABELS[r] }))}
          />
        </div>
      }
    >
      {q.isPending && <PanelSkeleton lines={6} />}
      {q.isError && !q.data && <PanelError error={q.error} onRetry={() => void q.refetch()} retrying={q.isFetching} />}
      {q.data && figures && (
        <div className={`space-y-3 p-3 ${q.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={q.isFetching}>
          <SamplerLine data={q.data} />
          <SourceFailures
            title="Failed samples in this range (recorded; sampling went on)"
            failures={failures}
            recorded
          />
          <div className="grid gap-3 lg:grid-cols-2">
            <ChartCard
              id="history-figures"
              title={`${g.label}: ${g.lines.map((l) => l.label.toLowerCase()).join(' and ')} ${rangeInTitle(range)}`}
              table={figures.table}
              spec={figures.spec}
              summary={`lines over time in ${g.unit}, ${figures.table.rows.length} points`}
              {...(startNote && { note: startNote })}
            />
            {share && g.share ? (
              <ChartCard
                id="history-share"
                title={`${g.label}: ${g.share.label.toLowerCase()} ${rangeInTitle(range)}`}
                table={share.table}
                spec={share.spec}
                summary={`${g.share.label.toLowerCase()} over time, in percent`}
                {...(startNote && { note: startNote })}
              />
            ) : (
              <p className="rounded-md border border-dashed border-zinc-300 p-3 text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
                {g.lines.length === 1 && g.unit === 'whole tokens'
                  ? `${g.label} publishes no total supply, so it has no locked share to chart.`
                  : `${g.label} has one figure only: no share to chart.`}
              </p>
            )}
          </div>
        </div>
      )}
    </PanelFrame>
  )
}
