import type { RowColumn } from '@/components/table/rows-table'
import { RowsTable } from '@/components/table/rows-table'
import { FieldValue } from '@/components/ui/field-value'
import { RecordLink } from '@/components/ui/record-link'
import { nativeAmount } from '@/lib/explorer/chain'
import type { TransferRow } from '@/lib/log-search/csv'
import type { EventLine } from '@/lib/log-search/load'
import type { NetworkId } from '@/lib/networks'

const wide = 'max-w-[12rem]'
const NO_ROWS = 'No logs match.'
type Meta = { meta: { blockNumber: number; txID: string } }

/** The two columns every log starts with: its block and its transaction. */
const placeColumns = <R,>(network: NetworkId, of: (r: R) => Meta): RowColumn<R>[] => [
  {
    label: 'Block',
    cell: (r) => <RecordLink network={network} kind="block" id={String(of(r).meta.blockNumber)} />,
  },
  {
    label: 'Transaction',
    className: wide,
    cell: (r) => <RecordLink network={network} kind="tx" id={of(r).meta.txID} />,
  },
]

const eventColumns = (network: NetworkId): RowColumn<EventLine>[] => [
  ...placeColumns<EventLine>(network, (l) => l.row),
  {
    label: 'Emitter',
    className: wide,
    cell: ({ row }) => <RecordLink network={network} kind="account" id={row.address} />,
  },
  {
    label: 'Event',
    cell: ({ row, event: d, args }) =>
      d.ok ? (
        <>
          <code className="font-mono font-medium">{d.name}</code>{' '}
          <span className="break-all text-xs text-zinc-600 dark:text-zinc-400">{args}</span>
        </>
      ) : (
        <span className="break-all font-mono text-xs">{row.topics[0] ?? 'anonymous'}</span>
      ),
  },
]

const transferColumns = (network: NetworkId): RowColumn<TransferRow>[] => [
  ...placeColumns<TransferRow>(network, (t) => t),
  { label: 'From', className: wide, cell: (t) => <RecordLink network={network} kind="account" id={t.sender} /> },
  { label: 'To', className: wide, cell: (t) => <RecordLink network={network} kind="account" id={t.recipient} /> },
  {
    label: 'Amount',
    numeric: true,
    cell: (t) => <FieldValue f={nativeAmount({ network }, BigInt(t.amount).toString())} />,
  },
]

/** Event logs: block, transaction, emitter, and the event decoded by the standard ABIs (its topic when unknown). */
export function EventTable({ network, lines }: { network: NetworkId; lines: readonly EventLine[] }) {
  return (
    <RowsTable
      label="Event logs"
      columns={eventColumns(network)}
      rows={lines}
      rowKey={(l, i) => `${l.row.meta.txID}-${i}`}
      empty={NO_ROWS}
    />
  )
}

/** Transfer logs of the native token: block, transaction, both sides and the amount in display units. */
export function TransferTable({ network, rows }: { network: NetworkId; rows: readonly TransferRow[] }) {
  return (
    <RowsTable
      label="Transfer logs"
      columns={transferColumns(network)}
      rows={rows}
      rowKey={(t, i) => `${t.meta.txID}-${i}`}
      empty={NO_ROWS}
    />
  )
}
