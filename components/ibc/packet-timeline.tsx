import { SearchAgain } from './search-again'
import Link from 'next/link'
import { Amount, type DenomInfo } from '@/components/ui/amount'
import { RecordLink } from '@/components/ui/record-link'
import { LocalTime } from '@/components/ui/time-ago'
import { roughDuration } from '@/lib/format/duration'
import { stuckReason, type PacketState } from '@/lib/ibc/packet'
import { channelHref } from '@/lib/ibc/routes'
import type { PacketTrace } from '@/lib/ibc/trace'
import type { TxRef } from '@/lib/ibc/trace-reads'
import { getNetwork } from '@/lib/networks'

const STATE: Record<PacketState, { label: string; tone: string }> = {
  acknowledged: {
    label: 'Delivered and acknowledged',
    tone: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  },
  'timed-out': {
    label: 'Timed out and refunded',
    tone: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  },
  received: {
    label: 'Received, acknowledgement pending',
    tone: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100',
  },
  'in-flight': {
    label: 'In flight',
    tone: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100',
  },
  unknown: {
    label: 'State unknown',
    tone: 'border-zinc-300 bg-zinc-50 text-zinc-800 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200',
  },
}

function Step({
  title,
  done,
  children,
  testId,
}: {
  title: string
  done: boolean | undefined
  children: React.ReactNode
  testId: string
}) {
  const dot = done === true ? 'bg-emerald-500' : done === false ? 'bg-zinc-300 dark:bg-zinc-600' : 'bg-amber-400'
  return (
    <li className="relative pb-5 pl-6 last:pb-0" data-testid={testId}>
      <span aria-hidden className={`absolute left-0 top-1.5 h-3 w-3 rounded-full ${dot}`} />
      <p className="font-medium">{title}</p>
      <div className="mt-0.5 space-y-0.5 text-sm text-zinc-700 dark:text-zinc-300">{children}</div>
    </li>
  )
}

function TxLine({ tx, label }: { tx: TxRef; label: string }) {
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-x-2">
      <span>{label}</span>
      <RecordLink network={tx.network} kind="tx" id={tx.hash} />
      <span className="text-zinc-500 dark:text-zinc-400">
        in block <RecordLink network={tx.network} kind="block" id={String(tx.height)} />
        {tx.timeMs !== undefined && (
          <>
            , <LocalTime ms={tx.timeMs} />
          </>
        )}
      </span>
    </p>
  )
}

/** A packet's life at both ends: state in words, then send → receive → acknowledgement (or timeout). */
export function PacketTimeline({
  trace,
  nowMs,
  denoms,
}: {
  trace: PacketTrace
  nowMs: number
  denoms: Record<string, DenomInfo>
}) {
  const { id, send, recv, close, counterparty: cp } = trace
  const src = getNetwork(trace.network)
  const dstName = cp ? getNetwork(cp.network).name : (trace.external?.chainId ?? 'the counterparty chain')
  const usual = 5 * Math.max(src.blockIntervalMs, cp ? getNetwork(cp.network).blockIntervalMs : src.blockIntervalMs)
  const reason = stuckReason({
    state: trace.state,
    nowMs,
    sentMs: send?.timeMs,
    timeoutMs: send?.timeoutMs,
    clientStatus: trace.clientStatus,
    usualDelayMs: usual,
    counterpartyExplored: !!cp,
    counterpartyName: trace.external?.chainId,
  })
  // A packet past its timeout or far past the usual delay is stuck, not merely in flight.
  const stuck = trace.state === 'in-flight' && !!reason && !reason.startsWith('In flight')
  const st = stuck ? { label: 'Stuck in flight', tone: STATE['timed-out'].tone } : STATE[trace.state]
  const inFlightMs =
    send?.timeMs !== undefined ? (recv?.timeMs ?? (trace.state === 'in-flight' ? nowMs : undefined)) : undefined
  const srcChannel = channelHref(trace.network, id.port, id.channel)
  return (
    <div className="space-y-4">
      {trace.searching && <SearchAgain />}
      <div role="status" className={`rounded-lg border p-4 ${st.tone}`} data-testid="packet-state">
        <p className="font-medium">{st.label}</p>
        {reason && (
          <p className="mt-1 text-sm" data-testid="packet-reason">
            {reason}
          </p>
        )}
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <section className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800" aria-labelledby="pk-src">
          <h2 id="pk-src" className="mb-1 text-sm font-medium text-zinc-600 dark:text-zinc-400">
            Source
          </h2>
          <p className="font-medium">{src.name}</p>
          <Link href={srcChannel} className="font-mono text-sm text-brand-700 hover:underline dark:text-brand-500">
            {id.port}/{id.channel}
          </Link>
          {send?.data && (
            <p className="mt-2 text-sm">
              Sender <RecordLink network={trace.network} kind="account" id={send.data.sender} />
            </p>
          )}
        </section>
        <section className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800" aria-labelledby="pk-dst">
          <h2 id="pk-dst" className="mb-1 text-sm font-medium text-zinc-600 dark:text-zinc-400">
            Destination
          </h2>
          <p className="font-medium">{dstName}</p>
          {cp ? (
            <Link
              href={channelHref(cp.network, cp.port, cp.channel)}
              className="font-mono text-sm text-brand-700 hover:underline dark:text-brand-500"
              data-testid="packet-dst-channel"
            >
              {cp.port}/{cp.channel}
            </Link>
          ) : (
            <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="packet-external">
              {trace.external?.port ?? '?'}/{trace.external?.channel || '?'}: this chain is not explored here, so its
              side of the packet cannot be shown.
            </p>
          )}
          {send?.data && (
            <p className="mt-2 text-sm">
              Receiver{' '}
              {cp ? (
                <RecordLink network={cp.network} kind="account" id={send.data.receiver} />
              ) : (
                <span className="break-all font-mono">{send.data.receiver}</span>
              )}
            </p>
          )}
        </section>
      </div>

      {send?.data && (
        <p className="text-sm">
          Transfer of <Amount raw={send.data.amount} denom={send.data.denom} info={denoms[send.data.denom]} />
          {send.timeoutMs !== undefined && (
            <span className="text-zinc-600 dark:text-zinc-400">
              {' '}
              · times out <LocalTime ms={send.timeoutMs} />
            </span>
          )}
          {inFlightMs !== undefined && send.timeMs !== undefined && (
            <span className="text-zinc-600 dark:text-zinc-400" data-testid="packet-flight">
              {' '}
              · {recv ? 'time in flight' : 'in flight for'} {roughDuration(inFlightMs - send.timeMs)}
            </span>
          )}
        </p>
      )}

      <ol className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800" aria-label="Packet timeline">
        <Step title={`Sent on ${src.name}`} done={send ? true : undefined} testId="step-send">
          {send ? (
            <TxLine tx={send} label="Transaction" />
          ) : (
            <p>
              {trace.unsearchable.includes(trace.network)
                ? `The ${src.name} gateway cannot list a block's transactions, so the sending transaction cannot be located.`
                : trace.searching
                  ? 'Looking for the sending transaction…'
                  : 'The sending transaction was not located.'}
            </p>
          )}
        </Step>
        <Step title={`Received on ${dstName}`} done={trace.received} testId="step-recv">
          {recv ? (
            <TxLine tx={recv} label="Transaction" />
          ) : (
            <p>
              {!cp
                ? 'Not explored here.'
                : trace.received === true
                  ? trace.unsearchable.includes(cp.network)
                    ? `Received (the ${dstName} gateway cannot list a block's transactions to show which one).`
                    : trace.searching
                      ? 'Received; looking for the receiving transaction…'
                      : 'Received; the receiving transaction was not located.'
                  : trace.received === false
                    ? 'Not received.'
                    : 'Unknown: the destination did not answer.'}
            </p>
          )}
        </Step>
        <Step
          title={
            close?.kind === 'timeout' || trace.state === 'timed-out'
              ? `Timed out, refunded on ${src.name}`
              : `Acknowledged on ${src.name}`
          }
          done={trace.commitment === undefined ? undefined : !trace.commitment}
          testId="step-close"
        >
          {close ? (
            <TxLine tx={close} label="Transaction" />
          ) : (
            <p>
              {trace.commitment === false
                ? trace.searching
                  ? 'Done; looking for the closing transaction…'
                  : 'Done; the closing transaction was not located.'
                : trace.commitment === true
                  ? 'Not yet: the source still holds the packet commitment.'
                  : 'Unknown: the source did not answer.'}
            </p>
          )}
        </Step>
      </ol>
    </div>
  )
}
