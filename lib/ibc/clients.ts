/** Rows of the clients table: status from client_status, chain id and height from the state, trusting time left. */
import type { Column, Field } from '@/lib/explorer/view'
import { text } from '@/lib/explorer/view'
import { formatHeight, type ClientStateInfo } from './client-state'
import { expiresWithin, formatSpanNs, trustingState } from './trusting'
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

/** Time left of the trusting period, or why it cannot be shown. */
export function trustingField(state: ClientStateInfo, consensusTime: Looked<string>, nowNs: bigint): Field {
  if (!state.trustingPeriod) return text('no trusting period (not a Tendermint client)')
  if (!consensusTime) return pendingField
  if (!consensusTime.ok) return text(`unavailable: ${consensusTime.error}`)
  try {
    const s = trustingState(state.trustingPeriod, consensusTime.value, nowNs)
    const label = formatSpanNs(s.leftNs)
    return {
      type: 'status',
      ok: !s.expired && !expiresWithin(s, 7),
      label: expiresWithin(s, 7) ? `${label} (expires within 7 days)` : label,
    }
  } catch (e) {
    return text(`unavailable: ${e instanceof Error ? e.message : String(e)}`)
  }
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
    left: trustingField(state, consensusTime, nowNs),
  }
}
