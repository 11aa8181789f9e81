import Link from 'next/link'
import type { ChannelStats, Outcome } from '@/lib/ibc/counts'
import type { ChannelInfo } from '@/lib/ibc/server'
import { channelHref, clientHref } from '@/lib/ibc/routes'
import { orderWord, stateWord } from '@/lib/ibc/words'
import { getNetwork, type NetworkId } from '@/lib/networks'

export interface EndView {
  network?: NetworkId
  chainId?: string | undefined
  /** The configured network the chain id names, where its end of the channel was not found. */
  chainNetwork?: NetworkId
  port: string
  channel: string
  info?: ChannelInfo
  clientStatus?: string | undefined
}

function End({ title, end }: { title: string; end: EndView }) {
  const e = end.info?.end as (ChannelInfo['end'] & { ordering?: string; version?: string }) | undefined
  const clientId = end.info?.client?.clientId
  return (
    <section
      className="min-w-0 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
      data-testid={`end-${title.toLowerCase()}`}
    >
      <h2 className="mb-1 text-sm font-medium text-zinc-600 dark:text-zinc-400">{title}</h2>
      <p className="font-medium">
        {end.network
          ? getNetwork(end.network).name
          : end.chainNetwork
            ? `${getNetwork(end.chainNetwork).name}${end.chainId ? ` (${end.chainId})` : ''}`
            : (end.chainId ?? 'Unknown chain')}
      </p>
      {end.network ? (
        <Link
          href={channelHref(end.network, end.port, end.channel)}
          className="font-mono text-sm text-brand-700 hover:underline dark:text-brand-500"
        >
          {end.port}/{end.channel}
        </Link>
      ) : (
        <p className="font-mono text-sm">
          {end.port}/{end.channel || '(not yet assigned)'}
        </p>
      )}
      {end.info ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-zinc-600 dark:text-zinc-400">State</dt>
          <dd>{e?.state ? stateWord(e.state) : '?'}</dd>
          <dt className="text-zinc-600 dark:text-zinc-400">Ordering</dt>
          <dd>{e?.ordering ? orderWord(e.ordering) : '?'}</dd>
          <dt className="text-zinc-600 dark:text-zinc-400">Light client</dt>
          <dd className="min-w-0 break-words">
            {clientId && end.network ? (
              <Link
                href={clientHref(end.network, clientId)}
                className="font-mono text-brand-700 hover:underline dark:text-brand-500"
              >
                {clientId}
              </Link>
            ) : (
              (clientId ?? '?')
            )}
            {end.info.client?.state.chainId && (
              <span className="text-zinc-600 dark:text-zinc-400"> of {end.info.client.state.chainId}</span>
            )}
            {end.clientStatus && (
              <span className={end.clientStatus === 'Active' ? '' : 'font-medium text-amber-700 dark:text-amber-400'}>
                {' '}
                · {end.clientStatus.toLowerCase()}
              </span>
            )}
          </dd>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          {end.chainNetwork
            ? `The ${getNetwork(end.chainNetwork).name} gateway has no such channel end: it cannot be shown.`
            : 'This chain is not explored here: its end of the channel cannot be shown.'}
        </p>
      )}
    </section>
  )
}

const COLORS: Record<Outcome, string> = {
  delivered: 'bg-emerald-500',
  awaitingAck: 'bg-sky-400',
  inFlight: 'bg-amber-400',
  timedOut: 'bg-red-500',
}
const LABELS: Record<Outcome, string> = {
  delivered: 'delivered',
  awaitingAck: 'awaiting ack',
  inFlight: 'in flight',
  timedOut: 'timed out',
}
const ORDER: Outcome[] = ['delivered', 'awaitingAck', 'inFlight', 'timedOut']

const inWords = (n: number, o: Outcome) => `${n} ${LABELS[o]}`

/**
 * The latest sequences as bars (oldest left), after a bar of the older packets still open; the legend's "in
 * flight" and "awaiting ack" are the channel's whole counts, the same numbers as the in-flight list below.
 */
function Stats({ stats }: { stats: ChannelStats }) {
  const n = BigInt(stats.to) - BigInt(stats.from) + 1n
  const older = stats.older.inFlight + stats.older.awaitingAck
  return (
    <section
      className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
      aria-labelledby="ch-stats"
      data-testid="channel-stats"
    >
      <h2 id="ch-stats" className="font-medium">
        Latest {n.toString()} packets (sequences {stats.from}–{stats.to})
        {older > 0 && `, and ${older} older still open`}
      </h2>
      <p className="mt-1 text-sm">
        <span className="text-2xl font-semibold tabular-nums" data-testid="success-rate">
          {stats.successRate === undefined ? '–' : `${(stats.successRate * 100).toFixed(1)} %`}
        </span>{' '}
        <span className="text-zinc-600 dark:text-zinc-400">delivered of the latest packets that are done</span>
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {ORDER.map((o) => (
          <li key={o} className="flex items-center gap-1.5" data-outcome={o}>
            <span aria-hidden className={`inline-block h-2.5 w-2.5 rounded-sm ${COLORS[o]}`} />
            <span className="tabular-nums" data-testid={`stat-${o}`}>
              {stats.totals[o]}
            </span>{' '}
            {LABELS[o]}
          </li>
        ))}
      </ul>
      <div
        className="mt-3"
        role="img"
        aria-label={`Outcomes by sequence range, oldest first: ${older > 0 ? `older: ${inWords(stats.older.inFlight, 'inFlight')}, ${inWords(stats.older.awaitingAck, 'awaitingAck')}; ` : ''}${stats.buckets.map((b) => `${b.from}–${b.to}: ${inWords(b.counts.inFlight, 'inFlight')}, ${inWords(b.counts.timedOut, 'timedOut')}`).join('; ')}`}
      >
        <div className="flex h-24 items-end gap-1">
          {older > 0 && (
            <div
              className="flex h-full w-10 shrink-0 flex-col-reverse overflow-hidden rounded-sm border border-dashed border-zinc-300 dark:border-zinc-700"
              title={`Older than ${stats.from}: ${inWords(stats.older.inFlight, 'inFlight')}, ${inWords(stats.older.awaitingAck, 'awaitingAck')}`}
              data-testid="stats-older"
            >
              {(['awaitingAck', 'inFlight'] as const).map((o) =>
                stats.older[o] ? (
                  <div key={o} className={COLORS[o]} style={{ height: `${(100 * stats.older[o]) / older}%` }} />
                ) : null,
              )}
            </div>
          )}
          {stats.buckets.map((b) => {
            const total = Number(BigInt(b.to) - BigInt(b.from) + 1n)
            return (
              <div
                key={b.from}
                className="flex h-full min-w-0 flex-1 flex-col-reverse overflow-hidden rounded-sm bg-zinc-100 dark:bg-zinc-800"
                title={`${b.from}–${b.to}: ${ORDER.map((o) => inWords(b.counts[o], o)).join(', ')}`}
              >
                {ORDER.map((o) =>
                  b.counts[o] ? (
                    <div key={o} className={COLORS[o]} style={{ height: `${(100 * b.counts[o]) / total}%` }} />
                  ) : null,
                )}
              </div>
            )
          })}
        </div>
        <div className="mt-1 flex justify-between text-xs text-zinc-600 dark:text-zinc-400">
          <span>{older > 0 ? `older open packets, then seq ${stats.from}` : `older (seq ${stats.from})`}</span>
          <span>newer (seq {stats.to})</span>
        </div>
      </div>
    </section>
  )
}

/** Both ends of a channel side by side, and how its latest packets fared. */
export function ChannelEnds({
  self,
  other,
  stats,
}: {
  self: EndView
  other: EndView
  stats?: ChannelStats | undefined
}) {
  return (
    <div className="mb-4 space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <End title="This end" end={self} />
        <End title="Other end" end={other} />
      </div>
      {stats && <Stats stats={stats} />}
    </div>
  )
}
