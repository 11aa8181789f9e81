import { GetForm } from '@/components/ui/get-form'
import { SEARCH_PAGE_SIZES, SEARCH_DEFAULTS, TYPE_WORDS, type SearchForm } from '@/lib/ledger-tools/search'

const input =
  'mt-1 w-full rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-sm dark:border-zinc-700 dark:bg-zinc-900'

function Field({ name, label, value, wide }: { name: string; label: string; value: string; wide?: boolean }) {
  return (
    <label className={`flex min-w-0 flex-col text-sm ${wide ? 'sm:col-span-2' : ''}`}>
      <span className="text-zinc-600 dark:text-zinc-400">{label}</span>
      <input name={name} defaultValue={value} spellCheck={false} className={input} />
    </label>
  )
}

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string
  label: string
  value: string
  options: [string, string][]
}) {
  return (
    <label className="flex min-w-0 flex-col text-sm">
      <span className="text-zinc-600 dark:text-zinc-400">{label}</span>
      <select name={name} defaultValue={value} className={input}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  )
}

/** A GET form: searching starts again from the first page (the cursor is not among its fields). */
export function TxSearchForm({ form }: { form: SearchForm }) {
  return (
    <GetForm
      key={JSON.stringify(form)}
      defaults={SEARCH_DEFAULTS}
      aria-label="Transaction filter"
      className="mb-4 grid gap-3 rounded-lg border border-zinc-200 p-3 sm:grid-cols-4 dark:border-zinc-800"
    >
      <Field name="address" label="Account" value={form.address} wide />
      <Select
        name="role"
        label="Its role"
        value={form.role}
        options={[
          ['', 'any'],
          ['sender', 'sender'],
          ['receiver', 'receiver'],
        ]}
      />
      <Select name="type" label="Type" value={form.type} options={[['', 'any type'], ...Object.entries(TYPE_WORDS)]} />
      <Field name="asset" label="Asset id" value={form.asset} />
      <Field name="app" label="Application id" value={form.app} />
      <Field name="min" label="From round" value={form.min} />
      <Field name="max" label="To round" value={form.max} />
      <Field name="note" label="Note starts with (text)" value={form.note} wide />
      <Select
        name="limit"
        label="Per page"
        value={String(form.limit)}
        options={SEARCH_PAGE_SIZES.map((s) => [String(s), String(s)])}
      />
      <div className="flex items-end">
        <button
          type="submit"
          className="rounded border border-zinc-300 bg-white px-3 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-950"
        >
          Search
        </button>
      </div>
    </GetForm>
  )
}
