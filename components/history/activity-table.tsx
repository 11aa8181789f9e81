'use client'
import Link from 'next/link'
import { RowsTable, type RowColumn } from '@/components/table/rows-table'
import { Amount } from '@/components/ui/amount'
import { useDenom } from '@/components/ui/denoms'
import { RecordLink, recordHref } from '@/components/ui/record-link'
import { TimeAgo } from '@/components/ui/time-ago'
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
 * A VM token's amount links to its token page; in its own units where the page read them (the token's own account
 * page), else in base units beside the token's short address.
 */
function tokenInfo(network: NetworkId, denom: string, known: DenomInfo | undefined): DenomInfo | undefined {
  const token = tokenOfDenom(denom)
  if (!token) return known
  const href = recordHref(network, 'token', token)
  return { ...(known ?? { display: `token ${shorten(token, 6, 4)}`, exponent: 0 }), ...(href && { href }) }
}

function CoinCell({ network, coin }: { network: NetworkId; coin: Coin | undefined }) {
  const ctx = useDenom(coin?.denom ?? '')
  if (!coin) return null
  const info = knownDenom(network, coin.denom) ?? tokenInfo(network, coin.denom, ctx)
  return <Amount raw={coin.amount} denom={coin.denom} info={info} maxFraction={6} />
}

/** A counterparty links to its account page when it is an account of the row's network. */
function Counterparty({ network, id }: { network: NetworkId; id: string | undefined }) {
  if (!id) return null
  const a = getNetwork(network).address
  if (a.kind === 'bech32' && id.startsWith(`${a.validatorPrefix}1`))
    return (
      <Link
        href={`/${network}/validators/${id}`}
        className="font-mono text-brand-700 hover:underline dark:text-brand-500"
      >
        {shorten(id)}
      </Link>
    )
  if (id.includes('/') || (a.kind === 'bech32' && !id.startsWith(`${a.prefix}1`)))
    return (
      <span className="font-mono text-xs" title={id}>
        {shorten(id)}
      </span>
    )
  return <RecordLink network={network} kind="account" id={id} label={shorten(id)} copy={false} />
}

const RESULT = (ok: boolean | undefined) =>
  ok === undefined ? '—' : ok ? 'Success' : <span className="text-red-700 dark:text-red-400">Failed</span>

const columns = (showNetwork: boolean): RowColumn<HistoryRow>[] => [
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
  { label: 'Amount', numeric: true, cell: (r) => <CoinCell network={r.network} coin={r.amount} /> },
  { label: 'Fee', numeric: true, cell: (r) => <CoinCell network={r.network} coin={r.fee} /> },
  { label: 'Result', className: nowrap, cell: (r) => RESULT(r.ok) },
]

/** One page of an account's indexed transactions: time, hash, kind, direction, the other side, amount, fee, result. */
export function ActivityTable({
  rows,
  showNetwork = false,
  empty,
}: {
  rows: HistoryRow[]
  showNetwork?: boolean
  empty: string
}) {
  return (
    <RowsTable
      label="Transactions"
      testId="activity-table"
      columns={columns(showNetwork)}
      rows={rows}
      rowKey={(r) => `${r.network}:${r.height}:${r.idx}`}
      rowData={(r) => ({ 'data-testid': 'activity-row', 'data-hash': r.hash })}
      empty={empty}
    />
  )
}
