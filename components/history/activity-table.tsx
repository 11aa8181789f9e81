'use client'
import Link from 'next/link'
import { tableCls } from '@/components/table/plain-table'
import { ScrollBox } from '@/components/table/scroll-box'
import { Amount } from '@/components/ui/amount'
import { useDenom } from '@/components/ui/denoms'
import { RecordLink, recordHref } from '@/components/ui/record-link'
import { TimeAgo } from '@/components/ui/time-ago'
import { knownDenom } from '@/lib/history/denoms'
import type { Coin, HistoryRow } from '@/lib/history/types'
import { shorten } from '@/lib/format/shorten'
import { getNetwork, type DenomInfo, type NetworkId } from '@/lib/networks'
import { tokenOfDenom } from '@/lib/vm-abi/token-facts'

const cell = tableCls.cell
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
  const cols = ['Time', ...(showNetwork ? ['Network'] : []), 'Transaction', 'Type', 'Direction', 'Counterparty']
  return (
    <ScrollBox label="Transactions">
      <table className={tableCls.table} data-testid="activity-table">
        <thead className={tableCls.head}>
          <tr>
            {cols.map((c) => (
              <th key={c} scope="col" className={cell}>
                {c}
              </th>
            ))}
            <th scope="col" className={`${cell} text-right`}>
              Amount
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Fee
            </th>
            <th scope="col" className={cell}>
              Result
            </th>
          </tr>
        </thead>
        <tbody className={tableCls.body}>
          {rows.map((r) => (
            <tr key={`${r.network}:${r.height}:${r.idx}`} data-testid="activity-row" data-hash={r.hash}>
              <td className={`${cell} whitespace-nowrap`}>{r.time !== undefined ? <TimeAgo ms={r.time} /> : '—'}</td>
              {showNetwork && <td className={`${cell} whitespace-nowrap`}>{getNetwork(r.network).name}</td>}
              <td className={cell}>
                <RecordLink network={r.network} kind="tx" id={r.hash} label={shorten(r.hash)} copy={false} />
              </td>
              <td className={`${cell} whitespace-nowrap`}>{r.type}</td>
              <td className={cell}>
                <span
                  className={`rounded px-1.5 py-0.5 text-xs ${DIRECTION_CLS[r.direction]}`}
                  title={r.roles.join(', ')}
                >
                  {DIRECTION[r.direction]}
                </span>
              </td>
              <td className={cell}>
                <Counterparty network={r.network} id={r.counterparty} />
              </td>
              <td className={`${cell} text-right`}>
                <CoinCell network={r.network} coin={r.amount} />
              </td>
              <td className={`${cell} text-right`}>
                <CoinCell network={r.network} coin={r.fee} />
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {r.ok === undefined ? (
                  '—'
                ) : r.ok ? (
                  'Success'
                ) : (
                  <span className="text-red-700 dark:text-red-400">Failed</span>
                )}
              </td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={cols.length + 3} className={`${cell} ${tableCls.empty}`}>
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </ScrollBox>
  )
}
