import type { Metadata } from 'next'
import Link from 'next/link'
import type { GatewayId } from '@/lib/catalog/types'
import { notFound } from 'next/navigation'
import { CsvDownload } from '@/components/ui/csv-download'
import { FieldValue } from '@/components/ui/field-value'
import { FormAlert, FormProblems } from '@/components/ui/form-alert'
import { tableCls } from '@/components/table/plain-table'
import { ScrollBox } from '@/components/table/scroll-box'
import { GetForm } from '@/components/ui/get-form'
import { RecordLink } from '@/components/ui/record-link'
import { resolveCall } from '@/lib/client/resolve'
import { GatewayError } from '@/lib/client/types'
import { amount } from '@/lib/explorer/view'
import { LOG_FORM_DEFAULTS, logQuery, PAGE_SIZES, toCsv, withOffset } from '@/lib/log-search/vm'
import { getNetwork, isNetworkId, traitsOf } from '@/lib/networks'
import { serverFetch } from '@/lib/query/server'
import { decodeEvent, STANDARD_SOURCES, valueText } from '@/lib/vm-abi/describe'
import { ARG_FOR_AMOUNT } from '@/lib/vm-abi/standards'
import { readDecimals, readSymbol, type TokenInfo } from '@/lib/vm-abi/tx-view'
import { formatUnits } from '@/lib/format/amount'

export const metadata: Metadata = { title: 'Log search' }

type Params = Record<string, string | string[] | undefined>
type Meta = { blockNumber: number; blockTimestamp: number; txID: string; txOrigin: string; clauseIndex?: number }
type EventRow = { address: string; topics: string[]; data: string; meta: Meta }
type TransferRow = { sender: string; recipient: string; amount: string; meta: Meta }

const val = (p: Params, k: string) => (Array.isArray(p[k]) ? p[k][0] : p[k]) ?? ''
const input =
  'mt-1 w-full rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-sm dark:border-zinc-700 dark:bg-zinc-900'
const cell = tableCls.cell

function Field({ name, label, p }: { name: string; label: string; p: Params }) {
  return (
    <label className="flex min-w-0 flex-col text-sm">
      <span className="text-zinc-600 dark:text-zinc-400">{label}</span>
      <input name={name} defaultValue={val(p, name)} spellCheck={false} className={input} />
    </label>
  )
}

/** A token's symbol and decimals, read with the clause call endpoint (absent when it does not answer them). */
async function tokenInfo(gateway: GatewayId, address: string): Promise<TokenInfo> {
  const read = async (data: string) => {
    try {
      const r = await serverFetch(
        resolveCall({ gateway, opId: 'vm.accounts.call', path: { address }, body: { data, value: '0x0' } }),
      )
      const b = r.body as { data?: unknown; reverted?: unknown }
      return b.reverted === true || typeof b.data !== 'string' ? undefined : b.data
    } catch {
      return undefined
    }
  }
  const [symbol, decimals] = await Promise.all([read('0x95d89b41'), read('0x313ce567')])
  const s = readSymbol(symbol)
  const d = readDecimals(decimals)
  return { ...(s && { symbol: s }), ...(d !== undefined && { decimals: d }) }
}

/** Event and transfer logs of the VM ledger, filtered and paged in the URL, with the page as CSV. */
export default async function LogsPage({ params, searchParams }: PageProps<'/[network]/logs'>) {
  const { network } = await params
  if (!isNetworkId(network)) notFound()
  const net = getNetwork(network)
  // Only a VM ledger has event and transfer logs to search: elsewhere there is no such page.
  if (!traitsOf(network).logSearch) notFound()
  const p = await searchParams
  const parsed = logQuery(p)
  const kind = val(p, 'kind') === 'transfer' ? 'transfer' : 'event'
  let rows: (EventRow | TransferRow)[] = []
  let error: string | undefined
  if (parsed.ok) {
    try {
      const r = await serverFetch(
        resolveCall({
          gateway: net.gateways[0]!,
          opId: kind === 'event' ? 'vm.logs.event' : 'vm.logs.transfer',
          body: parsed.q.body,
        }),
      )
      rows = Array.isArray(r.body) ? (r.body as (EventRow | TransferRow)[]) : []
    } catch (e) {
      error = e instanceof GatewayError ? (e.detail ?? e.error) : String(e)
    }
  }
  const q = parsed.ok ? parsed.q : undefined
  const events = kind === 'event' ? (rows as EventRow[]) : []
  const transfers = kind === 'transfer' ? (rows as TransferRow[]) : []
  const decoded = events.map((e) => decodeEvent(e, STANDARD_SOURCES))
  // Token amounts in the token's units: symbol() and decimals() of each token emitter on the page (a few calls).
  const tokens = [
    ...new Set(
      events
        .filter((_, i) => {
          const d = decoded[i]!
          return d.ok && d.source === 'erc20'
        })
        .map((e) => e.address.toLowerCase()),
    ),
  ].slice(0, 10)
  const info = new Map(await Promise.all(tokens.map(async (t) => [t, await tokenInfo(net.gateways[0]!, t)] as const)))
  const argText = (emitter: string, d: (typeof decoded)[number]) =>
    d.ok
      ? d.args
          .map((a) => {
            const t = info.get(emitter.toLowerCase())
            return `${a.name}: ${d.source === 'erc20' && a.name === ARG_FOR_AMOUNT && a.value.kind === 'uint' && t?.decimals !== undefined ? `${formatUnits(BigInt(a.value.v), t.decimals)} ${t.symbol ?? ''}`.trim() : valueText(a.value)}`
          })
          .join(' · ')
      : ''
  const csv =
    kind === 'event'
      ? toCsv(
          [
            'block',
            'time',
            'tx',
            'clause',
            'emitter',
            'event',
            'arguments',
            'topic0',
            'topic1',
            'topic2',
            'topic3',
            'data',
          ],
          events.map((e, i) => {
            const d = decoded[i]!
            return [
              String(e.meta.blockNumber),
              new Date(e.meta.blockTimestamp * 1000).toISOString(),
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
            ]
          }),
        )
      : toCsv(
          ['block', 'time', 'tx', 'sender', 'recipient', 'amount_wei'],
          transfers.map((t) => [
            String(t.meta.blockNumber),
            new Date(t.meta.blockTimestamp * 1000).toISOString(),
            t.meta.txID,
            t.sender,
            t.recipient,
            BigInt(t.amount).toString(),
          ]),
        )

  return (
    <>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{net.name} · Logs</p>
      <h1 className="mb-4 text-2xl font-semibold">Log search</h1>
      <GetForm
        key={JSON.stringify(p)}
        defaults={LOG_FORM_DEFAULTS}
        aria-label="Log filter"
        className="mb-4 grid gap-3 rounded-lg border border-zinc-200 p-3 sm:grid-cols-3 dark:border-zinc-800"
      >
        <label className="flex flex-col text-sm">
          <span className="text-zinc-600 dark:text-zinc-400">Logs</span>
          <select name="kind" defaultValue={kind} className={input}>
            <option value="event">Events</option>
            <option value="transfer">Transfers (VMT)</option>
          </select>
        </label>
        {kind === 'event' ? (
          <>
            <Field name="address" label="Emitter address" p={p} />
            <Field name="topic0" label="Topic 0 (event signature)" p={p} />
            <Field name="topic1" label="Topic 1" p={p} />
            <Field name="topic2" label="Topic 2" p={p} />
          </>
        ) : (
          <>
            <Field name="sender" label="Sender" p={p} />
            <Field name="recipient" label="Recipient" p={p} />
            <Field name="origin" label="Transaction origin" p={p} />
          </>
        )}
        <Field name="from" label="From block" p={p} />
        <Field name="to" label="To block" p={p} />
        <label className="flex flex-col text-sm">
          <span className="text-zinc-600 dark:text-zinc-400">Per page</span>
          <select name="limit" defaultValue={String(q?.limit ?? 25)} className={input}>
            {PAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end gap-2 sm:col-span-3">
          <button
            type="submit"
            className="rounded border border-zinc-300 bg-white px-3 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-950"
          >
            Search
          </button>
          <span className="text-xs text-zinc-600 dark:text-zinc-400">
            Newest first. Switching between events and transfers shows its own filters after a search.
          </span>
        </div>
      </GetForm>
      {!parsed.ok && <FormProblems problems={parsed.problems} />}
      {error && <FormAlert>The gateway refused the search: {error}</FormAlert>}
      {q && !error && (
        <section aria-labelledby="results-title" className="rounded-lg border border-zinc-200 dark:border-zinc-800">
          <header className="flex flex-wrap items-center gap-2 border-b border-zinc-100 px-3 py-2 dark:border-zinc-800">
            <h2 id="results-title" className="font-semibold">
              {kind === 'event' ? 'Events' : 'Transfers'}{' '}
              {rows.length ? `${q.offset + 1}–${q.offset + rows.length}` : ''}
            </h2>
            <CsvDownload filename={`vm-${kind}-logs-${q.offset}.csv`} csv={csv} />
          </header>
          <ScrollBox label={kind === 'event' ? 'Event logs' : 'Transfer logs'}>
            <table className={tableCls.table}>
              <thead className={tableCls.head}>
                <tr>
                  <th scope="col" className={cell}>
                    Block
                  </th>
                  <th scope="col" className={cell}>
                    Transaction
                  </th>
                  {kind === 'event' ? (
                    <>
                      <th scope="col" className={cell}>
                        Emitter
                      </th>
                      <th scope="col" className={cell}>
                        Event
                      </th>
                    </>
                  ) : (
                    <>
                      <th scope="col" className={cell}>
                        From
                      </th>
                      <th scope="col" className={cell}>
                        To
                      </th>
                      <th scope="col" className={`${cell} text-right`}>
                        Amount
                      </th>
                    </>
                  )}
                </tr>
              </thead>
              <tbody className={tableCls.body}>
                {events.map((e, i) => {
                  const d = decoded[i]!
                  return (
                    <tr key={`${e.meta.txID}-${i}`}>
                      <td className={cell}>
                        <RecordLink network={network} kind="block" id={String(e.meta.blockNumber)} />
                      </td>
                      <td className={`${cell} max-w-[12rem]`}>
                        <RecordLink network={network} kind="tx" id={e.meta.txID} />
                      </td>
                      <td className={`${cell} max-w-[12rem]`}>
                        <RecordLink network={network} kind="account" id={e.address} />
                      </td>
                      <td className={cell}>
                        {d.ok ? (
                          <>
                            <code className="font-mono font-medium">{d.name}</code>{' '}
                            <span className="break-all text-xs text-zinc-600 dark:text-zinc-400">
                              {argText(e.address, d)}
                            </span>
                          </>
                        ) : (
                          <span className="break-all font-mono text-xs">{e.topics[0] ?? 'anonymous'}</span>
                        )}
                      </td>
                    </tr>
                  )
                })}
                {transfers.map((t, i) => (
                  <tr key={`${t.meta.txID}-${i}`}>
                    <td className={cell}>
                      <RecordLink network={network} kind="block" id={String(t.meta.blockNumber)} />
                    </td>
                    <td className={`${cell} max-w-[12rem]`}>
                      <RecordLink network={network} kind="tx" id={t.meta.txID} />
                    </td>
                    <td className={`${cell} max-w-[12rem]`}>
                      <RecordLink network={network} kind="account" id={t.sender} />
                    </td>
                    <td className={`${cell} max-w-[12rem]`}>
                      <RecordLink network={network} kind="account" id={t.recipient} />
                    </td>
                    <td className={`${cell} text-right`}>
                      <FieldValue f={amount(t.amount, 'wei', 18, 'VMT')} />
                    </td>
                  </tr>
                ))}
                {rows.length === 0 && (
                  <tr>
                    <td colSpan={5} className={`${cell} text-zinc-600 dark:text-zinc-400`}>
                      No logs match.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </ScrollBox>
          <nav
            aria-label="Log pages"
            className="flex gap-2 border-t border-zinc-100 px-3 py-2 text-sm dark:border-zinc-800"
          >
            {q.offset > 0 && (
              <Link
                href={withOffset(p, Math.max(0, q.offset - q.limit))}
                className="text-brand-700 hover:underline dark:text-brand-500"
              >
                ← Newer
              </Link>
            )}
            {rows.length === q.limit && (
              <Link
                href={withOffset(p, q.offset + q.limit)}
                className="text-brand-700 hover:underline dark:text-brand-500"
              >
                Older →
              </Link>
            )}
          </nav>
        </section>
      )}
    </>
  )
}
