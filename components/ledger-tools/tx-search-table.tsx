import { RowsTable, type RowColumn } from '@/components/table/rows-table'
import { RecordLink } from '@/components/ui/record-link'
import type { SearchRow } from '@/lib/ledger-tools/search'
import { shorten } from '@/lib/format/shorten'

const figure = 'whitespace-nowrap tabular-nums'

const columns = (network: string): RowColumn<SearchRow>[] => [
  { label: 'Transaction', cell: (r) => <RecordLink network={network} kind="tx" id={r.id} label={shorten(r.id)} /> },
  { label: 'Round', cell: (r) => <RecordLink network={network} kind="block" id={r.round} /> },
  { label: 'Type', className: 'whitespace-nowrap', cell: (r) => r.type },
  {
    label: 'Sender → receiver',
    cell: (r) => (
      <span className="flex items-center gap-1 whitespace-nowrap">
        <RecordLink network={network} kind="account" id={r.sender} label={shorten(r.sender)} />
        {r.receiver && (
          <>
            <span aria-label="to">→</span>
            <RecordLink network={network} kind="account" id={r.receiver} label={shorten(r.receiver)} />
          </>
        )}
      </span>
    ),
  },
  { label: 'Amount', numeric: true, className: figure, cell: (r) => r.amount ?? '' },
  { label: 'Fee', numeric: true, className: figure, cell: (r) => r.fee },
]

/** One page of indexer search results: ids shortened (full in the link), amounts and fees in display units. */
export function TxSearchTable({ network, rows }: { network: string; rows: SearchRow[] }) {
  return (
    <RowsTable
      label="Transactions"
      columns={columns(network)}
      rows={rows}
      rowKey={(r) => r.id}
      rowData={() => ({ 'data-testid': 'tx-row' })}
      empty="No transactions match."
    />
  )
}
