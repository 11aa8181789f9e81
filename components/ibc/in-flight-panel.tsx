'use client'
import { useMemo } from 'react'
import Link from 'next/link'
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { PanelFrame } from '@/components/panel/panel-frame'
import { PanelError, PanelSkeleton } from '@/components/panel/states'
import { KeyValue } from '@/components/ui/key-value'
import { nextCursor } from '@/lib/explorer/next-cursor'
import type { CallSpec, GatewayResult } from '@/lib/client/types'
import { gatewayQuery } from '@/lib/query/options'
import {
  acksInFlight,
  awaitingAck,
  packetsInFlight,
  sequenceBatches,
  sequencesOf,
  unreceivedOf,
} from '@/lib/ibc/inflight'
import { fillSpec } from '@/lib/ibc/spec-template'

export interface InFlightSpecs {
  /** Commitments on this (source) chain. */
  commitments: CallSpec
  /** unreceived_packets on the destination, sequences left as a placeholder. */
  unreceivedPackets?: CallSpec
  /** Acknowledgements written on the destination's end. */
  destAcks?: CallSpec
  /** unreceived_acks on this chain, sequences left as a placeholder. */
  unreceivedAcks?: CallSpec
}

const SHOW = 40
function Seqs({ seqs }: { seqs: string[] }) {
  if (!seqs.length) return <span>none</span>
  return (
    <span className="tabular-nums">
      <strong>{seqs.length}</strong>:{' '}
      <span className="font-mono text-xs">
        {seqs.slice(0, SHOW).join(', ')}
        {seqs.length > SHOW ? ', …' : ''}
      </span>
    </span>
  )
}

function safe<T>(f: () => T): T | Error {
  try {
    return f()
  } catch (e) {
    return e instanceof Error ? e : new Error(String(e))
  }
}

/** One answer over all batches: the union of their sequences, the first error, or undefined while loading. */
type Union = { seqs: string[] } | { error: unknown } | undefined
function unionOf(rs: UseQueryResult<GatewayResult>[]): Union {
  const failed = rs.find((r) => r.error)
  if (failed) return { error: failed.error }
  if (rs.some((r) => !r.data)) return undefined
  const v = safe(() => rs.flatMap((r) => unreceivedOf(r.data!.body)))
  return v instanceof Error ? { error: v } : { seqs: v }
}

/** Specs of a placeholder call, one per batch of sequences (a path segment has a length cap). */
const batched = (tpl: CallSpec | undefined, name: string, seqs: string[]) =>
  tpl ? sequenceBatches(seqs).map((b) => fillSpec(tpl, { [name]: b })) : []

/**
 * Packets and acknowledgements in flight on a channel (ICS-04): commitments here ∩ unreceived on the
 * destination, and the destination's acknowledgements ∩ unreceived_acks here.
 */
export function InFlightPanel({
  network,
  specs,
  counterpartyLabel,
  counterpartyHref,
  unresolvedReason,
}: {
  network: string
  specs: InFlightSpecs
  counterpartyLabel?: string
  counterpartyHref?: string
  unresolvedReason?: string
}) {
  const cq = useQuery(gatewayQuery(specs.commitments))
  const commitments = useMemo(
    () => (cq.data ? safe(() => sequencesOf(cq.data.body, 'commitments')) : undefined),
    [cq.data],
  )
  const cSeqs = useMemo(() => (Array.isArray(commitments) ? commitments : []), [commitments])
  const upSpecs = useMemo(
    () => batched(specs.unreceivedPackets, 'packet_commitment_sequences', cSeqs),
    [specs.unreceivedPackets, cSeqs],
  )
  const unreceived = useQueries({ queries: upSpecs.map((sp) => gatewayQuery(sp)), combine: unionOf })
  const aq = useQuery({ ...gatewayQuery(specs.destAcks ?? specs.commitments), enabled: !!specs.destAcks })
  const acks = useMemo(
    () => (specs.destAcks && aq.data ? safe(() => sequencesOf(aq.data.body, 'acknowledgements')) : undefined),
    [aq.data, specs.destAcks],
  )
  const aSeqs = useMemo(() => (Array.isArray(acks) ? acks : []), [acks])
  const uaSpecs = useMemo(
    () => batched(specs.unreceivedAcks, 'packet_ack_sequences', aSeqs),
    [specs.unreceivedAcks, aSeqs],
  )
  const unreceivedAcks = useQueries({ queries: uaSpecs.map((sp) => gatewayQuery(sp)), combine: unionOf })

  const resolved = !!specs.unreceivedPackets
  const error =
    cq.error ??
    (specs.destAcks && aq.error) ??
    (commitments instanceof Error ? commitments : undefined) ??
    (acks instanceof Error ? acks : undefined) ??
    (unreceived && 'error' in unreceived ? unreceived.error : undefined) ??
    (unreceivedAcks && 'error' in unreceivedAcks ? unreceivedAcks.error : undefined)
  const up = unreceived && 'seqs' in unreceived ? unreceived.seqs : undefined
  const ua = unreceivedAcks && 'seqs' in unreceivedAcks ? unreceivedAcks.seqs : undefined
  const loading =
    cq.isPending || (resolved && (up === undefined || (!!specs.destAcks && aq.isPending) || ua === undefined))

  let content
  if (error) content = <PanelError error={error} onRetry={() => void Promise.all([cq.refetch(), aq.refetch()])} />
  else if (loading) content = <PanelSkeleton lines={3} />
  else {
    const truncated = !!nextCursor(cq.data?.body) || (!!aq.data && !!nextCursor(aq.data.body))
    const rows = [{ label: 'Commitments here', value: <Seqs seqs={cSeqs} /> }]
    if (resolved && up && ua) {
      rows.push(
        {
          label: 'Packets in flight',
          value: (
            <span data-testid="packets-in-flight">
              <Seqs seqs={packetsInFlight(cSeqs, up)} />
            </span>
          ),
        },
        { label: 'Received, ack not yet back', value: <Seqs seqs={awaitingAck(cSeqs, up)} /> },
        {
          label: 'Acknowledgements in flight',
          value: (
            <span data-testid="acks-in-flight">
              <Seqs seqs={acksInFlight(aSeqs, ua)} />
            </span>
          ),
        },
      )
    }
    content = (
      <div className="space-y-2 p-3 text-sm">
        <KeyValue rows={rows} />
        {resolved && counterpartyLabel && (
          <p className="text-zinc-600 dark:text-zinc-400">
            Asked of the destination{' '}
            {counterpartyHref ? (
              <Link href={counterpartyHref} className="text-brand-700 hover:underline dark:text-brand-500">
                {counterpartyLabel}
              </Link>
            ) : (
              counterpartyLabel
            )}{' '}
            (unreceived_packets) and of this chain (unreceived_acks).
          </p>
        )}
        {!resolved && (
          <p className="text-zinc-600 dark:text-zinc-400">
            {unresolvedReason ??
              'The counterparty is not a configured network, so packets in flight cannot be computed; the commitments above are sent packets not yet acknowledged.'}
          </p>
        )}
        {truncated && (
          <p className="text-amber-800 dark:text-amber-300">
            Computed over the first page of commitments/acknowledgements only.
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
      spec={upSpecs[0] ?? specs.commitments}
      raw={cq.data?.body}
      meta={{ fetchedAt: cq.data?.fetchedAt }}
    >
      {content}
    </PanelFrame>
  )
}
