/** Rows of the clients table: status from client_status, chain id and height from the state, trusting time left. */
import type { Column, Field } from '@/lib/explorer/view'
import { text } from '@/lib/explorer/view'
import { formatHeight, type ClientStateInfo } from './client-state'
import { clientExpiry } from './counts'
import { clientHref } from './routes'

export const CLIENT_COLUMNS: Column[] = [
  { key: 'client', label: 'Client' },
  { key: 'status', label: 'Status' },
  { key: 'chain', label: 'Chain id' },
  { key: 'height', label: 'Latest height' },
  { key: 'left', label: 'Trusting period left' },
]

/** A looked-up value: loaded, failed (message) or still loading (undefined). */
export type Looked<T> = { ok: true; value: T } | { ok: false; error: string } | undefined

const pendingField: Field = { type: 'text', value: '…' }

/**
 * Time left of the trusting period, or why it cannot be shown; an expired client (its status, or the period
 * passed) reads expired and never also "expires within 7 days" (./counts.ts decides the standing).
 */
export function trustingField(
  state: ClientStateInfo,
  consensusTime: Looked<string>,
  nowNs: bigint,
  status?: Looked<string>,
): Field {
  const st = status?.ok ? status.value : undefined
  // Expired or frozen needs no consensus time: the status settles the standing.
  if (st !== 'Expired' && st !== 'Frozen' && state.trustingPeriod) {
    if (!consensusTime) return pendingField
    if (!consensusTime.ok) return text(`unavailable: ${consensusTime.error}`)
  }
  const e = clientExpiry(
    {
      ...(st && { status: st }),
      ...(state.trustingPeriod && { trustingPeriod: state.trustingPeriod }),
      ...(consensusTime?.ok && { consensusTime: consensusTime.value }),
    },
    nowNs,
  )
  if (e.standing === 'other' || e.standing === 'unknown') return text(e.label)
  return { type: 'status', ok: e.standing === 'active', label: e.label }
}

export function statusField(status: Looked<string>): Field {
  if (!status) return pendingField
  if (!status.ok) return text(`unavailable: ${status.error}`)
  return { type: 'status', ok: status.value === 'Active', label: status.value }
}

export function clientRow(
  network: string,
  clientId: string,
  state: ClientStateInfo,
  status: Looked<string>,
  consensusTime: Looked<string>,
  nowNs: bigint,
): Record<string, Field> {
  return {
    client: { type: 'href', href: clientHref(network, clientId), label: clientId },
    status: statusField(status),
    chain: text(state.chainId, true),
    height: text(state.latestHeight && formatHeight(state.latestHeight)),
    left: trustingField(state, consensusTime, nowNs, status),
  }
}
