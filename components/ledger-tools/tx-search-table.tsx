import Link from 'next/link'
import { tableCls } from '@/components/table/plain-table'
import { entityHref } from '@/lib/explorer/entity-href'
import { ScrollBox } from '@/components/table/scroll-box'
import { RecordLink } from '@/components/ui/record-link'
import type { SearchRow } from '@/lib/ledger-tools/search'
import { shorten } from '@/lib/format/shorten'

const cell = tableCls.cell

/** One page of indexer search results: ids shortened (full in the link), amounts and fees in display units. */
export function TxSearchTable({ network, rows }: { network: string; rows: SearchRow[] }) {
  return (
    <ScrollBox label="Transactions">
      <table className={tableCls.table}>
        <thead className={tableCls.head}>
          <tr>
            <th scope="col" className={cell}>
              Transaction
            </th>
            <th scope="col" className={cell}>
              Round
            </th>
            <th scope="col" className={cell}>
              Type
            </th>
            <th scope="col" className={cell}>
              Sender → receiver
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Amount
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Fee
            </th>
          </tr>
        </thead>
        <tbody className={tableCls.body}>
          {rows.map((r) => (
            <tr key={r.id} data-testid="tx-row">
              <td className={cell}>
                <RecordLink network={network} kind="tx" id={r.id} label={shorten(r.id)} />
              </td>
              <td className={cell}>
                <RecordLink network={network} kind="block" id={r.round} />
              </td>
              <td className={`${cell} whitespace-nowrap`}>{r.type}</td>
              <td className={cell}>
                <span className="flex items-center gap-1 whitespace-nowrap">
                  <RecordLink network={network} kind="account" id={r.sender} label={shorten(r.sender)} />
                  {r.receiver && (
                    <>
                      <span aria-label="to">→</span>
                      <RecordLink network={network} kind="account" id={r.receiver} label={shorten(r.receiver)} />
                    </>
                  )}
                </span>
              </td>
              <td className={`${cell} whitespace-nowrap text-right tabular-nums`}>
                {r.asset ? (
                  <>
                    {r.asset.value}{' '}
                    <Link
                      href={entityHref(network, 'asset', r.asset.id)}
                      className="text-brand-700 hover:underline dark:text-brand-500"
                    >
                      {r.asset.unit}
                    </Link>
                  </>
                ) : (
                  (r.amount ?? '')
                )}
              </td>
              <td className={`${cell} whitespace-nowrap text-right tabular-nums`}>{r.fee}</td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={6} className={`${cell} text-zinc-600 dark:text-zinc-400`}>
                No transactions match.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </ScrollBox>
  )
}
