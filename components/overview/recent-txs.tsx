import { ShortRecordLink } from '@/components/ui/short-link'
import { TimeAgo } from '@/components/ui/time-ago'
import Link from 'next/link'
import { traitsOf, type NetworkId } from '@/lib/networks'
import type { SectionData, TxRow } from '@/lib/overview/model'
import { FieldValue } from '@/components/ui/field-value'
import { SectionCard, td, th } from './section-card'
import { ScrollBox } from '@/components/table/scroll-box'

function Result({ ok }: { ok: boolean | undefined }) {
  if (ok === undefined) return <span className="text-zinc-600 dark:text-zinc-400">—</span>
  return (
    <span
      className={`rounded px-1.5 py-0.5 text-xs font-medium ${ok ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200' : 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200'}`}
    >
      {ok ? 'Success' : 'Failed'}
    </span>
  )
}

export function RecentTxs({ network, section }: { network: NetworkId; section: SectionData<TxRow> }) {
  // Where the network searches its transactions (a ledger's indexer), the whole history is one click on, newest first.
  const all = traitsOf(network).txSearch && (
    <Link href={`/${network}/txs/search`} className="text-brand-700 hover:underline dark:text-brand-500">
      All transactions, newest first →
    </Link>
  )
  return (
    <SectionCard id="recent-txs" title="Recent transactions" {...(all && { action: all })}>
      {'unavailable' in section ? (
        <p className="p-3 text-sm text-zinc-700 dark:text-zinc-300">{section.unavailable}</p>
      ) : section.rows.length === 0 ? (
        <p className="p-3 text-sm text-zinc-700 dark:text-zinc-300">No transactions in the recent blocks.</p>
      ) : (
        <ScrollBox label="Recent transactions">
          <table className="w-full text-sm">
            <caption className="sr-only">Recent transactions</caption>
            <thead>
              <tr className="border-b border-zinc-100 dark:border-zinc-800">
                <th className={th}>Hash</th>
                <th className={`${th} hidden sm:table-cell`}>Type</th>
                <th className={th}>From → To</th>
                <th className={`${th} hidden text-right sm:table-cell`}>Amount · fee</th>
                <th className={`${th} hidden md:table-cell`}>Result</th>
              </tr>
            </thead>
            <tbody>
              {section.rows.map((t) => (
                <tr
                  key={t.hash}
                  data-tx={t.hash}
                  className="border-b border-zinc-100 last:border-0 dark:border-zinc-800"
                >
                  <td className={td}>
                    <ShortRecordLink network={network} kind="tx" id={t.hash} href={t.href} copy={false} />
                    {t.time !== undefined && (
                      <div className="text-xs text-zinc-600 dark:text-zinc-400">
                        <TimeAgo ms={t.time} />
                      </div>
                    )}
                    <div className="text-xs sm:hidden">{t.type}</div>
                  </td>
                  <td className={`${td} hidden sm:table-cell`}>
                    <div className="whitespace-nowrap">{t.type}</div>
                    {t.route && (
                      <div className="whitespace-nowrap text-xs text-zinc-600 dark:text-zinc-400">{t.route}</div>
                    )}
                  </td>
                  <td className={`${td} whitespace-nowrap`}>
                    <div data-role="from">
                      <FieldValue f={t.from} dense />
                    </div>
                    {t.to.type !== 'empty' && (
                      <div data-role="to" className="text-zinc-700 dark:text-zinc-300">
                        <span aria-hidden>→ </span>
                        <span className="sr-only">to </span>
                        <FieldValue f={t.to} dense />
                      </div>
                    )}
                    {t.amount.type !== 'empty' && (
                      <div className="text-xs sm:hidden">
                        <FieldValue f={t.amount} dense />
                      </div>
                    )}
                  </td>
                  <td className={`${td} hidden text-right sm:table-cell`}>
                    <FieldValue f={t.amount} dense />
                    {t.fee.type !== 'empty' && (
                      <div className="text-xs text-zinc-600 dark:text-zinc-400">
                        fee <FieldValue f={t.fee} dense />
                      </div>
                    )}
                  </td>
                  <td className={`${td} hidden md:table-cell`}>
                    <Result ok={t.ok} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </SectionCard>
  )
}
