import { COMPOSE_TYPES, type ComposeForm } from '@/lib/ledger-tools/compose-form'
import { Field, input } from './fields'

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
