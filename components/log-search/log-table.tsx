import { tableCls } from '@/components/table/plain-table'
import { ScrollBox } from '@/components/table/scroll-box'
import { FieldValue } from '@/components/ui/field-value'
import { RecordLink } from '@/components/ui/record-link'
import { nativeAmount } from '@/lib/explorer/chain'
import type { TransferRow } from '@/lib/log-search/csv'
import type { EventLine } from '@/lib/log-search/load'
import type { NetworkId } from '@/lib/networks'

const cell = tableCls.cell
const wide = `${cell} max-w-[12rem]`

function Head({ cols }: { cols: [string, boolean?][] }) {
  return (
    <thead className={tableCls.head}>
      <tr>
        {cols.map(([label, right]) => (
          <th key={label} scope="col" className={right ? `${cell} text-right` : cell}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  )
}

function NoRows({ span }: { span: number }) {
  return (
    <tr>
      <td colSpan={span} className={`${cell} text-zinc-600 dark:text-zinc-400`}>
        No logs match.
      </td>
    </tr>
  )
}

/** Event logs: block, transaction, emitter, and the event decoded by the standard ABIs (its topic when unknown). */
export function EventTable({ network, lines }: { network: NetworkId; lines: readonly EventLine[] }) {
  return (
    <ScrollBox label="Event logs">
      <table className={tableCls.table}>
        <Head cols={[['Block'], ['Transaction'], ['Emitter'], ['Event']]} />
        <tbody className={tableCls.body}>
          {lines.map(({ row: e, event: d, args }, i) => (
            <tr key={`${e.meta.txID}-${i}`}>
              <td className={cell}>
                <RecordLink network={network} kind="block" id={String(e.meta.blockNumber)} />
              </td>
              <td className={wide}>
                <RecordLink network={network} kind="tx" id={e.meta.txID} />
              </td>
              <td className={wide}>
                {/* A token standard's event was emitted by a token: its page shows the token, in its units. */}
                <RecordLink
                  network={network}
                  kind={d.ok && d.source === 'erc20' ? 'token' : 'account'}
                  id={e.address}
                />
              </td>
              <td className={cell}>
                {d.ok ? (
                  <>
                    <code className="font-mono font-medium">{d.name}</code>{' '}
                    <span className="break-all text-xs text-zinc-600 dark:text-zinc-400">{args}</span>
                  </>
                ) : (
                  <span className="break-all font-mono text-xs">{e.topics[0] ?? 'anonymous'}</span>
                )}
              </td>
            </tr>
          ))}
          {lines.length === 0 && <NoRows span={4} />}
        </tbody>
      </table>
    </ScrollBox>
  )
}

/** Transfer logs of the native token: block, transaction, both sides and the amount in display units. */
export function TransferTable({ network, rows }: { network: NetworkId; rows: readonly TransferRow[] }) {
  return (
    <ScrollBox label="Transfer logs">
      <table className={tableCls.table}>
        <Head cols={[['Block'], ['Transaction'], ['From'], ['To'], ['Amount', true]]} />
        <tbody className={tableCls.body}>
          {rows.map((t, i) => (
            <tr key={`${t.meta.txID}-${i}`}>
              <td className={cell}>
                <RecordLink network={network} kind="block" id={String(t.meta.blockNumber)} />
              </td>
              <td className={wide}>
                <RecordLink network={network} kind="tx" id={t.meta.txID} />
              </td>
              <td className={wide}>
                <RecordLink network={network} kind="account" id={t.sender} />
              </td>
              <td className={wide}>
                <RecordLink network={network} kind="account" id={t.recipient} />
              </td>
              <td className={`${cell} text-right`}>
                <FieldValue f={nativeAmount({ network }, BigInt(t.amount).toString())} />
              </td>
            </tr>
          ))}
          {rows.length === 0 && <NoRows span={5} />}
        </tbody>
      </table>
    </ScrollBox>
  )
}
