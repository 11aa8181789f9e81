import { valueText, type DecodedEvent } from '@/lib/vm-abi/describe'
import { toCsv } from './vm'

interface Meta {
  blockNumber: number
  blockTimestamp: number
  txID: string
  txOrigin: string
  clauseIndex?: number
}
/** An event log as the gateway answers it. */
export interface EventRow {
  address: string
  topics: string[]
  data: string
  meta: Meta
}
/** A transfer log (the native token) as the gateway answers it; `amount` is hex base units. */
export interface TransferRow {
  sender: string
  recipient: string
  amount: string
  meta: Meta
}

const iso = (m: Meta) => new Date(m.blockTimestamp * 1000).toISOString()

/** Event logs as CSV: every topic and the data as the gateway gave them, beside the decoded event. */
export function eventsCsv(lines: readonly { row: EventRow; event: DecodedEvent }[]): string {
  const header = ['block', 'time', 'tx', 'clause', 'emitter', 'event', 'arguments', 'topic0', 'topic1', 'topic2']
  return toCsv(
    [...header, 'topic3', 'data'],
    lines.map(({ row: e, event: d }) => [
      String(e.meta.blockNumber),
      iso(e.meta),
      e.meta.txID,
      String(e.meta.clauseIndex ?? ''),
      e.address,
      d.ok ? d.name : '',
      d.ok ? d.args.map((a) => `${a.name}=${valueText(a.value)}`).join(' ') : '',
      e.topics[0] ?? '',
      e.topics[1] ?? '',
      e.topics[2] ?? '',
      e.topics[3] ?? '',
      e.data,
    ]),
  )
}

/** Transfer logs as CSV, amounts in exact base units (decimal). */
export function transfersCsv(transfers: readonly TransferRow[]): string {
  return toCsv(
    ['block', 'time', 'tx', 'sender', 'recipient', 'amount_base_units'],
    transfers.map((t) => [
      String(t.meta.blockNumber),
      iso(t.meta),
      t.meta.txID,
      t.sender,
      t.recipient,
      BigInt(t.amount).toString(),
    ]),
  )
}
