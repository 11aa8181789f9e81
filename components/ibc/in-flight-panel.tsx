import Link from 'next/link'
import { PanelFrame } from '@/components/panel/panel-frame'
import { LoadError } from '@/components/panel/lazy-load-error'
import { KeyValue } from '@/components/ui/key-value'
import type { CallSpec } from '@/lib/client/types'
import { packetHref } from '@/lib/format/packet-id'
import type { ChannelCounts } from '@/lib/ibc/counts'

const SHOW = 40

/** A count and its sequences, each linked to its packet page (the first SHOW of them). */
export function Seqs({
  network,
  port,
  channel,
  seqs,
}: {
  network: string
  port: string
  channel: string
  seqs: string[]
}) {
  if (!seqs.length) return <span>none</span>
  return (
    <span className="tabular-nums">
      <strong data-testid="count">{seqs.length}</strong>:{' '}
      <span className="font-mono text-xs">
        {seqs.slice(0, SHOW).map((s, i) => (
          <span key={s}>
            {i > 0 && ', '}
            <Link
              href={packetHref(network, { port, channel, sequence: s })}
              className="text-brand-700 hover:underline dark:text-brand-500"
            >
              {s}
            </Link>
          </span>
        ))}
        {seqs.length > SHOW ? `, … (${seqs.length - SHOW} more)` : ''}
      </span>
    </span>
  )
}

export type InFlightSource =
  /** Counted against a configured counterparty (lib/ibc/counts.ts). */
  | { counts: ChannelCounts }
  /** No configured counterparty: only the commitments here are known. */
  | { commitments: string[]; reason?: string }
  | { error: string }

/**
 * Packets and acknowledgements in flight on a channel, from the counts the page computed once (the chart above
 * shows the same ones). Every sequence links to its packet page.
 */
export function InFlightPanel({
  network,
  port,
  channel,
  source,
  commitments,
  counterpartyLabel,
  counterpartyHref,
}: {
  network: string
  port: string
  channel: string
  source: InFlightSource
  /** The commitments call and its answer, for the JSON and API views. */
  commitments?: { spec: CallSpec; body: unknown }
  counterpartyLabel?: string
  counterpartyHref?: string
}) {
  const seqs = (s: string[]) => <Seqs network={network} port={port} channel={channel} seqs={s} />
  let content
  if ('error' in source) content = <LoadError status={502} error={`count_failed: ${source.error}`} />
  else if ('commitments' in source)
    content = (
      <div className="space-y-2 p-3 text-sm">
        <KeyValue rows={[{ label: 'Commitments here', value: seqs(source.commitments) }]} />
        <p className="text-zinc-600 dark:text-zinc-400">
          {source.reason ??
            'The counterparty is not a configured network, so packets in flight cannot be told apart; the commitments above are sent packets not yet acknowledged or timed out.'}
        </p>
      </div>
    )
  else {
    const c = source.counts
    content = (
      <div className="space-y-2 p-3 text-sm">
        <KeyValue
          rows={[
            { label: 'Commitments here', value: seqs(c.commitments) },
            { label: 'Packets in flight', value: <span data-testid="packets-in-flight">{seqs(c.inFlight)}</span> },
            { label: 'Received, ack not yet back', value: seqs(c.awaitingAck) },
            ...(c.acksInFlight
              ? [
                  {
                    label: 'Acknowledgements in flight',
                    value: <span data-testid="acks-in-flight">{seqs(c.acksInFlight)}</span>,
                  },
                ]
              : []),
          ]}
        />
        {counterpartyLabel && (
          <p className="text-zinc-600 dark:text-zinc-400">
            Whether each packet arrived was asked of the destination,{' '}
            {counterpartyHref ? (
              <Link href={counterpartyHref} className="text-brand-700 underline dark:text-brand-500">
                {counterpartyLabel}
              </Link>
            ) : (
              counterpartyLabel
            )}
            , and whether it wrote the acknowledgement too.
          </p>
        )}
        {c.truncated && (
          <p className="text-amber-800 dark:text-amber-300">
            The channel holds more commitments than one page: the counts cover the first page.
          </p>
        )}
      </div>
    )
  }
  return (
    <PanelFrame
      id="in-flight"
      title="In flight"
      network={network}
      {...(commitments && { spec: commitments.spec, raw: commitments.body })}
    >
      {content}
    </PanelFrame>
  )
}
