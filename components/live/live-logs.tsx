'use client'
import Link from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import { useCallback, useState, type FormEvent } from 'react'
import { prependLogs } from '@/lib/live/rates'
import type { LogSummary } from '@/lib/live/summary'
import { filtersOf, liveUrl, parseTopic, type LogStream } from '@/lib/live/topics'
import { Age, Short, useNow } from './block-cells'
import { FeedStatusBadge } from './feed-status'
import { useLiveStream, type LiveEvent } from './use-live-stream'
import { ScrollBox } from '@/components/table/scroll-box'

const LABELS: Record<string, string> = {
  addr: 'Emitter address',
  t0: 'Topic 0',
  t1: 'Topic 1',
  t2: 'Topic 2',
  t3: 'Topic 3',
  t4: 'Topic 4',
  txOrigin: 'Tx origin',
  sender: 'Sender',
  recipient: 'Recipient',
}

const th = 'px-3 py-2 text-left text-xs font-medium text-zinc-600 dark:text-zinc-400'
const td = 'px-3 py-1.5 align-top'
const tabCls = (on: boolean) =>
  `rounded px-2 py-1 text-sm ${on ? 'bg-zinc-200 font-medium dark:bg-zinc-700' : 'hover:bg-zinc-100 dark:hover:bg-zinc-800'}`

/** Hex amount of a transfer as a decimal base-unit string (BigInt: amounts exceed 2^53). */
function decimal(hex: string | undefined): string {
  if (!hex || !/^0x[0-9a-f]+$/i.test(hex)) return hex ?? '—'
  return BigInt(hex).toString()
}

/** The filter form: its values live in the URL (submitting navigates), so links and back/forward keep them. */
function FilterForm({ stream, filter }: { stream: LogStream; filter: Record<string, string> }) {
  const router = useRouter()
  const pathname = usePathname()
  const names = filtersOf(stream)
  const [values, setValues] = useState<Record<string, string>>(filter)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const q = new URLSearchParams({ stream })
    for (const n of names) if (values[n]?.trim()) q.set(n, values[n]!.trim())
    router.push(`${pathname}?${q}`)
  }
  return (
    <form onSubmit={submit} className="grid gap-2 p-3 sm:grid-cols-3" aria-label={`${stream} filters`}>
      {names.map((n) => (
        <label key={n} className="text-xs">
          <span className="text-zinc-600 dark:text-zinc-400">{LABELS[n]}</span>
          <input
            name={n}
            value={values[n] ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, [n]: e.target.value }))}
            placeholder={n.startsWith('t') && n !== 'txOrigin' ? '0x + 64 hex' : '0x + 40 hex'}
            spellCheck={false}
            className="mt-0.5 block w-full rounded border border-zinc-300 bg-transparent px-2 py-1 font-mono text-xs dark:border-zinc-700"
          />
        </label>
      ))}
      <div className="flex items-end gap-2">
        <button
          type="submit"
          className="rounded border border-zinc-300 px-3 py-1 text-sm hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          Apply filters
        </button>
        <Link href={`${pathname}?stream=${stream}`} className="text-xs hover:underline">
          Clear
        </Link>
      </div>
    </form>
  )
}

/**
 * VM ledger event and transfer streams (`/subscriptions/event|transfer` upstream, one shared subscription per
 * distinct filter set). The stream and its filters are URL search params, validated by the server page.
 */
export function LiveLogs({
  network,
  stream,
  filter,
}: {
  network: string
  stream: LogStream
  filter: Record<string, string>
}) {
  const parsed = parseTopic(network, new URLSearchParams({ ...filter, stream }))
  const error = parsed.ok ? undefined : parsed.error
  const valid = !error
  const [rows, setRows] = useState<LogSummary[]>([])
  const onEvents = useCallback(
    (batch: LiveEvent[]) =>
      setRows((r) =>
        prependLogs(
          r,
          batch.map((e) => e.data as LogSummary),
        ),
      ),
    [],
  )
  const url = parsed.ok ? liveUrl(parsed.topic) : undefined
  const state = useLiveStream(url, [stream], onEvents, { backlog: 20 })
  const now = useNow()
  const pathname = usePathname()
  return (
    <section
      aria-labelledby="live-logs-title"
      className="rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950"
    >
      <header className="flex flex-wrap items-center gap-3 border-b border-zinc-100 px-3 py-2 dark:border-zinc-800">
        <h2 id="live-logs-title" className="text-base font-semibold">
          {stream === 'event' ? 'Events' : 'Transfers'}
        </h2>
        <nav aria-label="Log stream" className="flex gap-1">
          <Link
            href={`${pathname}?stream=event`}
            className={tabCls(stream === 'event')}
            aria-current={stream === 'event' ? 'page' : undefined}
          >
            Events
          </Link>
          <Link
            href={`${pathname}?stream=transfer`}
            className={tabCls(stream === 'transfer')}
            aria-current={stream === 'transfer' ? 'page' : undefined}
          >
            Transfers
          </Link>
        </nav>
        {valid && <FeedStatusBadge state={state} />}
      </header>
      <FilterForm key={`${stream}?${new URLSearchParams(filter)}`} stream={stream} filter={filter} />
      {error ? (
        <p
          role="alert"
          className="mx-3 mb-3 rounded border border-red-200 bg-red-50 p-2 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {error}
        </p>
      ) : (
        <ScrollBox label="Live logs">
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th className={th}>Block</th>
                <th className={th}>Time</th>
                {stream === 'event' ? (
                  <>
                    <th className={th}>Emitter</th>
                    <th className={th}>Topics</th>
                  </>
                ) : (
                  <>
                    <th className={th}>Sender</th>
                    <th className={th}>Recipient</th>
                    <th className={`${th} text-right`}>Amount (base units)</th>
                  </>
                )}
                <th className={th}>Transaction</th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={6} className={`${td} py-4 text-zinc-600 dark:text-zinc-400`}>
                    Waiting for matching {stream === 'event' ? 'events' : 'transfers'}…
                  </td>
                </tr>
              )}
              {rows.map((l) => (
                <tr
                  key={`${l.blockId ?? ''}|${l.id}`}
                  data-testid="live-log"
                  className={`border-t border-zinc-100 dark:border-zinc-900 ${l.obsolete ? 'opacity-50 line-through' : ''}`}
                >
                  <td className={td}>
                    <Link
                      href={`/${network}/blocks/${l.blockNumber}`}
                      className="tabular-nums text-brand-700 hover:underline dark:text-brand-500"
                    >
                      {l.blockNumber}
                    </Link>
                  </td>
                  <td className={td}>
                    <Age ms={l.time} now={now} />
                  </td>
                  {stream === 'event' ? (
                    <>
                      <td className={td}>
                        <Short value={l.address} />
                      </td>
                      <td className={td}>
                        {(l.topics ?? []).map((t, i) => (
                          <div key={i}>
                            <Short value={t} />
                          </div>
                        ))}
                      </td>
                    </>
                  ) : (
                    <>
                      <td className={td}>
                        <Short value={l.sender} />
                      </td>
                      <td className={td}>
                        <Short value={l.recipient} />
                      </td>
                      <td className={`${td} text-right font-mono text-xs tabular-nums`}>{decimal(l.amount)}</td>
                    </>
                  )}
                  <td className={td}>
                    {l.txId ? (
                      <Link href={`/${network}/txs/${l.txId}`} className="hover:underline">
                        <Short value={l.txId} />
                      </Link>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  )
}
