'use client'
import { RowsTable, type RowColumn } from '@/components/table/rows-table'
import { Amount } from '@/components/ui/amount'
import { useDenom } from '@/components/ui/denoms'
import { RecordLink, recordHref } from '@/components/ui/record-link'
import { TimeAgo } from '@/components/ui/time-ago'
import type { RowDenoms } from '@/lib/client/history'
import { unknownUnit } from '@/lib/format/amount'
import { knownDenom } from '@/lib/history/denoms'
import type { Coin, HistoryRow } from '@/lib/history/types'
import { shorten } from '@/lib/format/shorten'
import { getNetwork, type DenomInfo, type NetworkId } from '@/lib/networks'
import { tokenOfDenom } from '@/lib/vm-abi/token-denom'

const nowrap = 'whitespace-nowrap'
const DIRECTION = { in: 'In', out: 'Out', self: 'Self', other: '—' } as const
const DIRECTION_CLS = {
  in: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  out: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  self: 'bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200',
  other: 'text-zinc-600 dark:text-zinc-400',
} as const

/**
 * A VM token's amount links to its token page, in the token's own units where they are known (the rows' answer
 * reads them from each token contract; the token's own page knows its own); else in raw units, said so.
 */
function tokenInfo(network: NetworkId, denom: string, known: DenomInfo | undefined): DenomInfo | undefined {
  const token = tokenOfDenom(denom)
  if (!token) return known
  const href = recordHref(network, 'token', token)
  return { ...(known ?? { display: unknownUnit(denom), exponent: 0 }), ...(href && { href }) }
}

function CoinCell({ network, coin, denoms }: { network: NetworkId; coin: Coin | undefined; denoms?: RowDenoms }) {
  const ctx = useDenom(coin?.denom ?? '')
  if (!coin) return null
  const info = knownDenom(network, coin.denom) ?? tokenInfo(network, coin.denom, denoms?.[network]?.[coin.denom] ?? ctx)
  return <Amount raw={coin.amount} denom={coin.denom} info={info} maxFraction={6} />
}

/**
 * A counterparty links to the page that shows it, where the network has one (an operator address to its validator
 * page only where validators are listed: lib/explorer/links decides); a module account or channel is text.
 */
function Counterparty({ network, id }: { network: NetworkId; id: string | undefined }) {
  if (!id) return null
  if (id.includes('/'))
    return (
      <span className="font-mono text-xs" title={id}>
        {shorten(id)}
      </span>
    )
  return <RecordLink network={network} kind="account" id={id} label={shorten(id)} copy={false} />
}

const RESULT = (ok: boolean | undefined) =>
  ok === undefined ? '—' : ok ? 'Success' : <span className="text-red-700 dark:text-red-400">Failed</span>

const columns = (showNetwork: boolean, denoms: RowDenoms | undefined): RowColumn<HistoryRow>[] => [
  { label: 'Time', className: nowrap, cell: (r) => (r.time !== undefined ? <TimeAgo ms={r.time} /> : '—') },
  ...(showNetwork
    ? [{ label: 'Network', className: nowrap, cell: (r: HistoryRow) => getNetwork(r.network).name }]
    : []),
  {
    label: 'Transaction',
    cell: (r) => <RecordLink network={r.network} kind="tx" id={r.hash} label={shorten(r.hash)} copy={false} />,
  },
  { label: 'Type', className: nowrap, cell: (r) => r.type },
  {
    label: 'Direction',
    cell: (r) => (
      <span className={`rounded px-1.5 py-0.5 text-xs ${DIRECTION_CLS[r.direction]}`} title={r.roles.join(', ')}>
        {DIRECTION[r.direction]}
      </span>
    ),
  },
  { label: 'Counterparty', cell: (r) => <Counterparty network={r.network} id={r.counterparty} /> },
  {
    label: 'Amount',
    numeric: true,
    cell: (r) => <CoinCell network={r.network} coin={r.amount} denoms={denoms} />,
  },
  { label: 'Fee', numeric: true, cell: (r) => <CoinCell network={r.network} coin={r.fee} denoms={denoms} /> },
  { label: 'Result', className: nowrap, cell: (r) => RESULT(r.ok) },
]

/** One page of an account's indexed transactions: time, hash, kind, direction, the other side, amount, fee, result. */
export function ActivityTable({
  rows,
  showNetwork = false,
  denoms,
  empty,
}: {
  rows: HistoryRow[]
  showNetwork?: boolean
  /** Units of the tokens the rows move, as the rows' answer read them. */
  denoms?: RowDenoms | undefined
  empty: string
}) {
  return (
    <RowsTable
      label="Transactions"
      testId="activity-table"
      columns={columns(showNetwork, denoms)}
      rows={rows}
      rowKey={(r) => `${r.network}:${r.height}:${r.idx}`}
      rowData={(r) => ({ 'data-testid': 'activity-row', 'data-hash': r.hash })}
      empty={empty}
    />
  )
}
