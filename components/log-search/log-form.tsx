import { GetForm } from '@/components/ui/get-form'
import { LOG_FORM_DEFAULTS, LOG_PAGE_SIZES, type LogQuery } from '@/lib/log-search/vm'

type Params = Record<string, string | string[] | undefined>

const val = (p: Params, k: string) => (Array.isArray(p[k]) ? p[k][0] : p[k]) ?? ''
const input =
  'mt-1 w-full rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-sm dark:border-zinc-700 dark:bg-zinc-900'

function Field({ name, label, p }: { name: string; label: string; p: Params }) {
  return (
    <label className="flex min-w-0 flex-col text-sm">
      <span className="text-zinc-600 dark:text-zinc-400">{label}</span>
      <input name={name} defaultValue={val(p, name)} spellCheck={false} className={input} />
    </label>
  )
}

/** The log filter: events (emitter, topics) or transfers (sender, recipient, origin), a block range, a page size. */
export function LogForm({
  params: p,
  kind,
  query,
  symbol,
}: {
  params: Params
  kind: LogQuery['kind']
  query?: LogQuery
  /** The native token's symbol: transfer logs are its movements. */
  symbol: string
}) {
  return (
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
          <option value="transfer">Transfers ({symbol})</option>
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
        <select name="limit" defaultValue={String(query?.limit ?? LOG_PAGE_SIZES[0])} className={input}>
          {LOG_PAGE_SIZES.map((s) => (
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
  )
}
