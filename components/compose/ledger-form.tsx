import { COMPOSE_TYPES, type ComposeForm } from '@/lib/ledger-tools/compose-form'

const input =
  'mt-1 w-full rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-sm dark:border-zinc-700 dark:bg-zinc-900'

function Field({
  name,
  label,
  value,
  hint,
  wide,
}: {
  name: keyof ComposeForm
  label: string
  value: string
  hint?: string
  wide?: boolean
}) {
  return (
    <label className={`flex min-w-0 flex-col text-sm ${wide ? 'sm:col-span-2' : ''}`}>
      <span className="text-zinc-600 dark:text-zinc-400">{label}</span>
      <input name={name} defaultValue={value} spellCheck={false} className={input} />
      {hint && <span className="mt-0.5 text-xs text-zinc-500 dark:text-zinc-400">{hint}</span>}
    </label>
  )
}

/**
 * Fields of a ledger transaction to simulate (a GET form: the URL is the transaction). Every field is shown, the
 * type says which ones count: switching the type keeps what was typed.
 */
export function LedgerComposeFields({ f, coin }: { f: ComposeForm; coin: string }) {
  return (
    <>
      <label className="flex min-w-0 flex-col text-sm">
        <span className="text-zinc-600 dark:text-zinc-400">Transaction type</span>
        <select name="type" defaultValue={f.type} className={input}>
          {Object.entries(COMPOSE_TYPES).map(([k, v]) => (
            <option key={k} value={k}>
              {v}
            </option>
          ))}
        </select>
      </label>
      <Field name="from" label="From" value={f.from} />
      <Field name="to" label="To (payments and asset transfers)" value={f.to} />
      <Field
        name="amount"
        label={`Amount (${coin}, or the asset’s units)`}
        value={f.amount}
        hint="Display units: 1.5 means one and a half."
      />
      <Field name="asset" label="Asset id (asset transfers)" value={f.asset} />
      <Field name="app" label="Application id (application calls)" value={f.app} />
      <Field name="args" label="Application arguments (comma-separated text)" value={f.args} />
      <Field name="note" label="Note (optional)" value={f.note} />
    </>
  )
}
