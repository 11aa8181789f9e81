'use client'
import { tableCls } from '@/components/table/rows-table'
import { ScrollBox } from '@/components/table/scroll-box'
import { Amount } from '@/components/ui/amount'
import { useDenom } from '@/components/ui/denoms'
import { RecordLink } from '@/components/ui/record-link'
import { TimeAgo } from '@/components/ui/time-ago'
import { shorten } from '@/lib/format/shorten'
import type { CollectionItemRow, TokenHolderRow, TokenTransferRow } from '@/lib/history/types'
import type { NetworkId } from '@/lib/networks'

const cell = tableCls.cell

function Head({ cols, right }: { cols: string[]; right: string[] }) {
  return (
    <thead className={tableCls.head}>
      <tr>
        {cols.map((c) => (
          <th key={c} scope="col" className={`${cell} ${right.includes(c) ? 'text-right' : ''}`}>
            {c}
          </th>
        ))}
      </tr>
    </thead>
  )
}

function Account({ network, id }: { network: NetworkId; id: string | undefined }) {
  return id ? <RecordLink network={network} kind="account" id={id} label={shorten(id)} copy={false} /> : <>—</>
}

/** A page of a token's indexed transfers: time, transaction, from, to, amount in the token's units, result. */
export function TokenTransfers({
  network,
  token,
  rows,
}: {
  network: NetworkId
  token: string
  rows: TokenTransferRow[]
}) {
  const info = useDenom(token)
  // A collection's transfers each move one of its items.
  const items = rows.some((r) => r.item)
  const cols = ['Time', 'Transaction', ...(items ? ['Item'] : []), 'From', 'To', 'Amount', 'Result']
  return (
    <ScrollBox label="Transfers">
      <table className={tableCls.table} data-testid="token-transfers">
        <Head cols={cols} right={['Amount']} />
        <tbody className={tableCls.body}>
          {rows.map((r) => (
            <tr key={`${r.height}:${r.idx}`} data-testid="token-transfer" data-hash={r.hash}>
              <td className={`${cell} whitespace-nowrap`}>{r.time !== undefined ? <TimeAgo ms={r.time} /> : '—'}</td>
              <td className={cell}>
                <RecordLink network={network} kind="tx" id={r.hash} label={shorten(r.hash)} copy={false} />
              </td>
              {items && (
                <td className={`${cell} whitespace-nowrap`}>
                  {r.item ? <RecordLink network={network} kind="token" id={r.item} copy={false} /> : '—'}
                </td>
              )}
              <td className={cell}>
                <Account network={network} id={r.from} />
              </td>
              <td className={cell}>
                <Account network={network} id={r.to} />
              </td>
              <td className={`${cell} text-right`}>
                {r.amount ? <Amount raw={r.amount} denom={token} info={info} maxFraction={6} /> : '—'}
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
              <td colSpan={cols.length} className={`${cell} ${tableCls.empty}`}>
                The index has recorded no transfer of this token yet.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </ScrollBox>
  )
}

/** Accounts the index saw move the token: the account, its balance now, the block of its latest transfer. */
export function TokenHolders({ network, token, rows }: { network: NetworkId; token: string; rows: TokenHolderRow[] }) {
  const info = useDenom(token)
  const cols = ['Account', 'Balance now', 'Last transfer in']
  return (
    <ScrollBox label="Holders">
      <table className={tableCls.table} data-testid="token-holders">
        <Head cols={cols} right={['Balance now']} />
        <tbody className={tableCls.body}>
          {rows.map((r) => (
            <tr key={r.address} data-testid="token-holder">
              <td className={cell}>
                <Account network={network} id={r.address} />
              </td>
              <td className={`${cell} text-right`}>
                {r.balance !== undefined ? (
                  <Amount raw={r.balance} denom={token} info={info} maxFraction={6} />
                ) : (
                  <span className="text-zinc-600 dark:text-zinc-400">the gateway did not answer</span>
                )}
              </td>
              <td className={cell}>
                <RecordLink network={network} kind="block" id={r.lastHeight} copy={false} />
              </td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={cols.length} className={`${cell} ${tableCls.empty}`}>
                The index has seen no account move this token yet.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </ScrollBox>
  )
}

/** A collection's items the index saw move: the item (its page), transfers recorded, the block of the latest. */
export function CollectionItems({ network, rows }: { network: NetworkId; rows: CollectionItemRow[] }) {
  const cols = ['Item', 'Transfers', 'Last moved in']
  return (
    <ScrollBox label="Items">
      <table className={tableCls.table} data-testid="collection-items">
        <Head cols={cols} right={['Transfers']} />
        <tbody className={tableCls.body}>
          {rows.map((r) => (
            <tr key={r.id} data-testid="collection-item">
              <td className={cell}>
                <RecordLink network={network} kind="token" id={r.id} copy={false} />
              </td>
              <td className={`${cell} text-right tabular-nums`}>{r.transfers.toLocaleString('en-US')}</td>
              <td className={cell}>
                <RecordLink network={network} kind="block" id={r.lastHeight} copy={false} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  )
}
